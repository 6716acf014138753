import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import type { CodeCompletions } from './codeEditorTypes';
import type { CodeEditorHandle, CodeLanguage } from './CodeEditorView';
import { afterPaint } from '../lib/afterPaint';
import { lazyModule } from './lazyModule';
import styles from './CodeEditor.module.css';

export type { CodeCompletions } from './codeEditorTypes';
export type { CodeLanguage } from './CodeEditorView';

export interface CodeEditorProps {
  /**
   * On the textarea, and on the editor's editable element once it has taken over. A `<label htmlFor>`
   * cannot label that element (it is not a form control): give the label an id and pass it as
   * `labelId`; without it the editor takes the label's text as its aria-label and focuses on a click
   * on the label.
   */
  id?: string;
  /** The id of the visible label (aria-labelledby). */
  labelId?: string;
  value: string;
  onChange: (value: string) => void;
  language?: CodeLanguage;
  /** Autocomplete (rule identifiers, SQL tables and columns); loaded with the editor. */
  completions?: CodeCompletions | null;
  placeholder?: string;
  /** Height of the text area (inside the border) in px, default 100: it grows with the content… */
  minHeight?: number;
  /** …up to this, default 400, then scrolls. */
  maxHeight?: number;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** Read-only: the text can be focused, selected and copied, not changed. */
  disabled?: boolean;
  /**
   * Loads the editor at once rather than when reached for (a read-only preview that is highlighted
   * from the start); the textarea shows until it has loaded.
   */
  eager?: boolean;
  onBlur?: () => void;
}

type ViewModule = typeof import('./CodeEditorView');

// CodeMirror is a lazy chunk, loaded only when a code editor is reached for (pointer over it, focus)
// or preloaded by a screen at idle; each language is a further small chunk.
const viewChunk = lazyModule<ViewModule>(() => import('./CodeEditorView'));
const loadView = viewChunk.load;

function loadEditor(language: CodeLanguage): Promise<ViewModule> {
  return loadView().then((module) => module.loadLanguage(language).then(() => module));
}

/**
 * Starts loading the editor chunk ahead of time (e.g. at idle on a screen that will show a code
 * editor), with the support of `language` if given.
 */
export function preloadCodeEditor(language?: CodeLanguage): void {
  // a failure shows when a code editor asks for the chunk
  (language ? loadEditor(language) : loadView()).catch(() => {});
}

/** The text of the labels pointing at `id` (for an element a `<label for>` cannot label). */
function labelTextFor(id: string, root: Node): string {
  if (!('querySelectorAll' in root)) return '';
  const labels = [...(root as ParentNode).querySelectorAll('label')].filter((label) => label.htmlFor === id);
  return labels
    .map((label) => label.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** The attributes of the editor's editable element. */
function editableAttributes(props: CodeEditorProps, root: Node): Record<string, string> {
  // tabindex: a contenteditable is in the tab order already, but checkers (axe) only count it as the
  // focusable content of the editor's scrolling area (a long text) with an explicit tabindex
  const attributes: Record<string, string> = { 'aria-multiline': 'true', tabindex: '0' };
  if (props.id) attributes.id = props.id;
  if (props.labelId) attributes['aria-labelledby'] = props.labelId;
  else if (props.id) {
    const label = labelTextFor(props.id, root);
    if (label) attributes['aria-label'] = label;
  }
  if (props['aria-invalid']) attributes['aria-invalid'] = 'true';
  if (props['aria-describedby']) attributes['aria-describedby'] = props['aria-describedby'];
  return attributes;
}

// Browsers with `field-sizing` grow the textarea in CSS; the others are sized here.
const sizesItself = typeof CSS !== 'undefined' && !!CSS.supports?.('field-sizing', 'content');

/**
 * A multi-line code input (CodeMirror 6, lazily loaded) for JSON now, more languages later.
 * A plain <textarea> with the same font, size and padding shows first and works on its own; the
 * editor chunk is fetched, and takes over, when the pointer comes over it or it gets focus, so a
 * screen's cold load never pays for it.
 * The editor takes over in one synchronous step (see the layout effect below), so no keystroke,
 * caret position, selection, scroll offset or focus is lost; an IME composition or a mouse button held
 * on the textarea (a selection being dragged) postpones it. Should the chunk fail, the textarea stays.
 * Tab is never taken by the editor: keyboard users leave it like any other field.
 */
export function CodeEditor(props: CodeEditorProps) {
  const { id, labelId, value, language = 'plain', placeholder = '', disabled = false } = props;
  const { minHeight = 100, maxHeight = 400 } = props;
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<CodeEditorHandle | null>(null);
  /** Set while the focus moves between the textarea and the editor: that is no blur of the field. */
  const swapping = useRef(false);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  // the editor is built after the first paint even when its chunk is in (the textarea shows first)
  const [loaded, setLoaded] = useState<ViewModule | null>(null);
  useEffect(() => {
    const ready = viewChunk.current;
    if (ready && !loaded) return afterPaint(() => setLoaded(ready));
  }, [loaded]);
  // an IME composition, or a mouse button held on the textarea, postpones the swap until it ends
  const [isComposing, setIsComposing] = useState(false);
  const [pointerHeld, setPointerHeld] = useState(false);
  const [failed, setFailed] = useState(false);
  const postponed = isComposing || pointerHeld;
  // the editable element takes the id when the editor takes over (in the same commit)
  const swapped = loaded !== null && !postponed && !failed;

  // the pointer coming over the textarea and the click that focuses it make one request
  const requesting = useRef(false);
  const requestEditor = useCallback(() => {
    if (requesting.current) return;
    requesting.current = true;
    loadEditor(latest.current.language ?? 'plain')
      .then(setLoaded, (error: unknown) =>
        console.warn('The code editor could not be loaded; the plain textarea stays.', error),
      )
      .finally(() => (requesting.current = false));
  }, []);

  const isEager = props.eager ?? false;
  useEffect(() => {
    if (isEager && !viewChunk.current) requestEditor();
  }, [isEager, requestEditor]);

  const holdPointer = useCallback(() => {
    setPointerHeld(true);
    const release = () => {
      setPointerHeld(false);
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  }, []);

  // The swap. It runs in one task, so no input event can fall between reading the textarea and the
  // editor taking the focus: whatever the textarea holds at this moment is what the editor starts with.
  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    const host = hostRef.current;
    if (!loaded || postponed || failed || !textarea || !host) return;
    const backward = textarea.selectionDirection === 'backward';
    const start = textarea.selectionStart;
    const end = textarea.selectionEnd;
    const focused = textarea.ownerDocument.activeElement === textarea;
    const current = latest.current;
    const root = host.getRootNode();
    let editor: CodeEditorHandle;
    swapping.current = true;
    try {
      editor = loaded.createCodeEditor(host, {
        doc: textarea.value,
        anchor: backward ? end : start,
        head: backward ? start : end,
        focus: focused,
        scrollTop: textarea.scrollTop,
        language: current.language ?? 'plain',
        completions: current.completions ?? null,
        placeholder: current.placeholder ?? '',
        readOnly: current.disabled ?? false,
        attributes: editableAttributes(current, root),
        onChange: (next) => latest.current.onChange(next),
        onBlur: () => {
          if (!swapping.current) latest.current.onBlur?.();
        },
      });
    } catch (error) {
      host.replaceChildren();
      console.warn('The code editor could not be created; the plain textarea stays.', error);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- gives the textarea its id back, before paint
      setFailed(true);
      return;
    } finally {
      swapping.current = false;
    }
    editorRef.current = editor;
    textarea.hidden = true;
    if (textarea.value !== current.value) current.onChange(textarea.value);

    // a click on a <label for> of the editable element (not a form control) focuses the editor
    const onLabelClick = (event: Event) => {
      const label = event.target instanceof Element ? event.target.closest('label') : null;
      const labelFor = latest.current.id;
      if (label && labelFor && label.htmlFor === labelFor) editor.focus();
    };
    root.addEventListener('click', onLabelClick);

    return () => {
      root.removeEventListener('click', onLabelClick);
      editorRef.current = null;
      // hand everything back to the textarea (an unmount, or StrictMode running effects twice)
      const { doc, anchor, head, focused: hadFocus } = editor.snapshot();
      textarea.hidden = false;
      textarea.value = doc;
      swapping.current = true;
      try {
        textarea.setSelectionRange(
          Math.min(anchor, head),
          Math.max(anchor, head),
          anchor > head ? 'backward' : 'forward',
        );
        if (hadFocus) textarea.focus({ preventScroll: true });
        editor.destroy();
      } finally {
        swapping.current = false;
      }
    };
  }, [loaded, postponed, failed]);

  // Outside changes (e.g. a restored draft) go into the editor; its own changes come back equal and stay.
  useLayoutEffect(() => {
    editorRef.current?.setValue(value);
  }, [value]);

  // Settings and attributes follow the props (the label's text is looked up again on each render).
  useLayoutEffect(() => {
    const editor = editorRef.current;
    const host = hostRef.current;
    if (!editor || !host) return;
    editor.configure({
      language,
      completions: latest.current.completions ?? null,
      placeholder,
      readOnly: disabled,
      attributes: editableAttributes(latest.current, host.getRootNode()),
    });
  });

  // Without `field-sizing`, the textarea grows with its text here (between min- and max-height).
  const fitTextarea = useCallback(() => {
    const textarea = textareaRef.current;
    if (sizesItself || !textarea || textarea.hidden) return;
    const { scrollTop } = textarea;
    textarea.style.height = 'auto';
    textarea.style.height = `${textarea.scrollHeight}px`;
    textarea.scrollTop = scrollTop;
  }, []);
  useLayoutEffect(fitTextarea, [value, minHeight, maxHeight, fitTextarea]);

  const sizes = {
    '--code-editor-min-height': `${minHeight}px`,
    '--code-editor-max-height': `${maxHeight}px`,
  } as CSSProperties;

  return (
    // Code reads left to right in any page: the textarea and the editor are a left-to-right island
    // (CodeMirror takes its direction from here), strings in either script included.
    <div
      className={styles.root}
      dir="ltr"
      style={sizes}
      data-code-editor=""
      data-invalid={props['aria-invalid'] ? '' : undefined}
      data-readonly={disabled ? '' : undefined}
    >
      {/* Never remounted: it keeps focus and keystrokes until the editor has taken over, then hides. */}
      <textarea
        ref={textareaRef}
        id={swapped ? undefined : id}
        className={styles.plain}
        value={value}
        placeholder={placeholder}
        readOnly={disabled}
        aria-labelledby={labelId}
        aria-invalid={props['aria-invalid'] || undefined}
        aria-describedby={props['aria-describedby']}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        translate="no"
        onFocus={requestEditor}
        onPointerEnter={requestEditor}
        onPointerDown={holdPointer}
        onBlur={() => {
          if (!swapping.current) props.onBlur?.();
        }}
        onCompositionStart={() => setIsComposing(true)}
        onCompositionEnd={() => setIsComposing(false)}
        onChange={(e) => {
          props.onChange(e.target.value);
          fitTextarea();
        }}
      />
      <div ref={hostRef} className={styles.host} />
    </div>
  );
}
