import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styles from './FilterInput.module.css';

export interface FilterInputProps {
  value: string;
  onChange: (value: string) => void;
  /**
   * Enter (when no suggestion is being picked), with the text the input holds at that moment, which
   * `value` may not show yet (the parent need not have re-rendered since the last keystroke).
   */
  onSubmit: (value: string) => void;
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

/** Runs `callback` once `delay` ms have passed and the browser is idle (at the latest `timeout` ms later). */
function onIdleAfter(callback: () => void, delay: number, timeout: number): () => void {
  let idleId: number | undefined;
  const timer = setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function')
      idleId = window.requestIdleCallback(callback, { timeout });
    else callback();
  }, delay);
  return () => {
    clearTimeout(timer);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
  };
}

/**
 * A single-line filter input with autocomplete of fields and operators (CodeMirror 6, lazily loaded).
 * A plain <input> shows first; the editor chunk is fetched when the input gets focus, or a second
 * after mounting once the browser is idle, so it never competes with a screen's first data; typing
 * never waits for it.
 */
export function FilterInput(props: FilterInputProps) {
  const hadFocusRef = useRef(false);
  const [wantsEditor, setWantsEditor] = useState(false);
  useEffect(() => {
    if (wantsEditor) return;
    // after a screen's first data has had time to arrive and draw
    return onIdleAfter(() => setWantsEditor(true), 1000, 2000);
  }, [wantsEditor]);

  const plain = (
    <PlainFilterInput {...props} hadFocusRef={hadFocusRef} onActivate={() => setWantsEditor(true)} />
  );
  if (!wantsEditor) return plain;
  return (
    <Suspense fallback={plain}>
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
  onActivate,
}: FilterInputProps & { hadFocusRef: { current: boolean }; onActivate: () => void }) {
  return (
    <input
      type="text"
      aria-label={label}
      className={styles.plain}
      placeholder={placeholder}
      value={value}
      autoComplete="off"
      spellCheck={false}
      onFocus={() => {
        hadFocusRef.current = true;
        onActivate();
      }}
      onBlur={() => (hadFocusRef.current = false)}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        // Enter while an IME composes confirms the composition, it does not submit
        if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
          e.preventDefault();
          onSubmit(e.currentTarget.value);
        }
      }}
    />
  );
}
