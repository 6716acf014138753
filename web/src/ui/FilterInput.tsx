import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { FilterEditor } from './FilterInputEditor';
import { lazyModule } from './lazyModule';
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

type EditorModule = typeof import('./FilterInputEditor');

// CodeMirror is a lazy chunk, loaded only where a filter input shows (never on the login page).
const editorChunk = lazyModule<EditorModule>(() => import('./FilterInputEditor'));
const loadEditor = editorChunk.load;

/** Starts loading the editor chunk ahead of time (e.g. at idle on a screen that will show it). */
export function preloadFilterInput(): void {
  editorChunk.preload(); // a failure shows when a filter input asks for the editor
}

/**
 * A single-line filter input with autocomplete of fields and operators (CodeMirror 6, lazily loaded).
 * A plain <input> shows first and works on its own; the editor chunk (~100 KB gzip) is fetched when the
 * pointer comes over it or it gets focus, so a screen's cold load never pays for it unless the admin
 * reaches for the filter.
 * Once loaded, the editor takes over in one synchronous step (see the layout effect below), so no
 * keystroke, caret position, selection or focus is lost. Should the chunk fail, the plain input stays.
 * `label`, `placeholder` and `fields` are read when the editor is built.
 */
export function FilterInput(props: FilterInputProps) {
  const { value, label, placeholder = '' } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<FilterEditor | null>(null);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  const [loaded, setLoaded] = useState(() => editorChunk.current);
  // an IME composition on the plain input postpones the swap until it ends
  const [isComposing, setIsComposing] = useState(false);
  const requestEditor = useCallback(() => {
    loadEditor().then(setLoaded, (error: unknown) =>
      console.warn('The filter editor could not be loaded; the plain input stays.', error),
    );
  }, []);

  // The swap. It runs in one task, so no input event can fall between reading the plain input and
  // the editor taking the focus: whatever the input holds at this moment is what the editor starts with.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const host = hostRef.current;
    if (!loaded || isComposing || !input || !host) return;
    const backward = input.selectionDirection === 'backward';
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const current = latest.current;
    const editor = loaded.createFilterEditor(host, {
      doc: input.value,
      anchor: backward ? end : start,
      head: backward ? start : end,
      focus: document.activeElement === input,
      label: current.label,
      placeholder: current.placeholder ?? '',
      fields: current.fields,
      onChange: (next) => latest.current.onChange(next),
      onSubmit: (next) => latest.current.onSubmit(next),
    });
    editorRef.current = editor;
    input.hidden = true;
    if (input.value !== current.value) current.onChange(input.value);
    return () => {
      editorRef.current = null;
      editor.destroy();
      input.hidden = false;
    };
  }, [loaded, isComposing]);

  // Outside changes (e.g. Clear) go into the editor; the editor's own changes come back equal and stay.
  useLayoutEffect(() => {
    editorRef.current?.setValue(value);
  }, [value]);

  // A filter is code (`status >= 400 && url ~ "x"`): the plain input and the editor read left to
  // right in any page.
  return (
    <>
      {/* Never remounted: it keeps focus and keystrokes until the editor has taken over, then hides. */}
      <input
        ref={inputRef}
        type="text"
        dir="ltr"
        aria-label={label}
        className={styles.plain}
        placeholder={placeholder}
        value={value}
        autoComplete="off"
        spellCheck={false}
        onFocus={requestEditor}
        onPointerEnter={preloadFilterInput}
        onCompositionStart={() => setIsComposing(true)}
        onCompositionEnd={() => setIsComposing(false)}
        onChange={(e) => props.onChange(e.target.value)}
        onKeyDown={(e) => {
          // Enter while an IME composes confirms the composition, it does not submit
          if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
            e.preventDefault();
            props.onSubmit(e.currentTarget.value);
          }
        }}
      />
      <div ref={hostRef} className={styles.editor} dir="ltr" data-filter-editor="" />
    </>
  );
}
