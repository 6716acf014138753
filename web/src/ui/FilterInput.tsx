import { lazy, Suspense, useRef } from 'react';
import styles from './FilterInput.module.css';

export interface FilterInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter (when no suggestion is being picked). */
  onSubmit: () => void;
  /** The accessible name of the input. */
  label: string;
  placeholder?: string;
  /** Field names offered by the autocomplete, besides the filter operators. */
  fields: readonly string[];
}

export interface FilterEditorProps extends FilterInputProps {
  /** True when the plain fallback had focus: the editor takes it over once loaded. */
  focusOnMountRef: { current: boolean };
}

// CodeMirror is a lazy chunk, loaded only where a filter input shows (never on the login page).
const loadEditor = () => import('./FilterInputEditor');
const FilterInputEditor = lazy(loadEditor);

/** Starts loading the editor chunk ahead of time (e.g. at idle on a screen that will show it). */
export function preloadFilterInput(): void {
  void loadEditor();
}

/**
 * A single-line filter input with autocomplete of fields and operators (CodeMirror 6, lazily loaded).
 * A plain <input> stands in while the editor loads, so typing never waits for the chunk.
 */
export function FilterInput(props: FilterInputProps) {
  const hadFocusRef = useRef(false);
  return (
    <Suspense fallback={<PlainFilterInput {...props} hadFocusRef={hadFocusRef} />}>
      <FilterInputEditor {...props} focusOnMountRef={hadFocusRef} />
    </Suspense>
  );
}

function PlainFilterInput({
  value,
  onChange,
  onSubmit,
  label,
  placeholder,
  hadFocusRef,
}: FilterInputProps & { hadFocusRef: { current: boolean } }) {
  return (
    <input
      type="text"
      aria-label={label}
      className={styles.plain}
      placeholder={placeholder}
      value={value}
      autoComplete="off"
      spellCheck={false}
      onFocus={() => (hadFocusRef.current = true)}
      onBlur={() => (hadFocusRef.current = false)}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          onSubmit();
        }
      }}
    />
  );
}
