import { language, type Language } from '../lib/i18n';
import { useStore } from './useStore';

/**
 * The interface language, re-rendering the caller when it changes. The app's root uses it, so a
 * switch re-renders the whole tree in place; a component wrapped in `memo` that shows texts uses
 * it too, since a parent's re-render does not reach it.
 */
export function useLanguage(): Language {
  return useStore(language);
}
