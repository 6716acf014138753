import { useRef, useState, type ReactNode } from 'react';
import { uiText as t } from '../lib/uiMessages';
import { IconSearch } from './icons';
import styles from './SearchBar.module.css';

interface SearchBarProps {
  value: string;
  onSubmit: (value: string) => void;
  placeholder: string;
  label?: string;
  /**
   * Replaces the plain input (e.g. a lazily loaded editor with autocomplete). Its `onSubmit` takes the
   * text to apply: what the input holds at that moment, which the draft state may not show yet.
   */
  renderInput?: (props: {
    value: string;
    onChange: (v: string) => void;
    onSubmit: (value: string) => void;
  }) => ReactNode;
}

/**
 * A search/filter bar: the typed text is applied on Enter or Search, and Clear resets it.
 * Typed text is kept while it differs from the applied value, so nothing is lost on re-render.
 */
export function SearchBar({ value, onSubmit, placeholder, label, renderInput }: SearchBarProps) {
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setDraft(value);
  }
  const inputRef = useRef<HTMLInputElement>(null);
  const submit = (text: string) => {
    const next = text.trim();
    setDraft(next);
    onSubmit(next);
  };
  return (
    <form
      role="search"
      className={styles.bar}
      onSubmit={(e) => {
        e.preventDefault();
        // the plain input's own text; a custom input submits its text through `onSubmit(value)`
        submit(inputRef.current?.value ?? draft);
      }}
    >
      <IconSearch className={styles.icon} />
      {renderInput ? (
        renderInput({ value: draft, onChange: setDraft, onSubmit: submit })
      ) : (
        // a search term is what people write, in either direction: the input takes the direction
        // of its first letter (a filter, given by renderInput, reads left to right instead)
        <input
          ref={inputRef}
          type="search"
          dir="auto"
          aria-label={label ?? t('search.label')}
          className={styles.input}
          placeholder={placeholder}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
      )}
      {draft.trim() !== value && (
        <button type="submit" className={styles.action}>
          {t('search.submit')}
        </button>
      )}
      {(value || draft) && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            setDraft('');
            if (value) onSubmit('');
          }}
        >
          {t('search.clear')}
        </button>
      )}
    </form>
  );
}
