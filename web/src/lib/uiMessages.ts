import english from '../locales/en/ui.json';
import { catalog } from './i18n';

/**
 * The texts of the shared components that load after the first page (lists, panels, inputs, the
 * rich-text editor), and of the few helpers below them. It lives here rather than in ui/ so that
 * lib and api modules may show these texts too.
 */
export const uiText = catalog('ui', english);
export type UiKey = keyof typeof english;
