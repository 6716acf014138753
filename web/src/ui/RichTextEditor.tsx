import {
  createElement,
  type ReactElement,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Editor, Extension } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { TextSelection } from '@tiptap/pm/state';
import {
  isAllowedLinkUrl,
  isEmptyHtml,
  normalizeLinkInput,
  sanitizeRichTextHtml,
  shouldAutoLink,
} from '../lib/richText';
import { icon } from './icons';
import type { RichTextInputProps } from './richTextTypes';
import styles from './RichTextInput.module.css';

// The Tiptap side of RichTextInput, a lazily loaded chunk. The editor is made and destroyed here by
// hand (no @tiptap/react): its DOM goes into a host <div> React leaves empty.

/** What the editor's content stands for: the last value set from outside, and its HTML once parsed. */
interface Baseline {
  raw: string;
  html: string;
}

/** The editor's document as the field's value: '' when it shows nothing. */
function serialize(editor: Editor): string {
  const html = editor.getHTML();
  return editor.state.doc.textContent.trim() === '' && isEmptyHtml(html) ? '' : html;
}

const LINK_ERROR = 'Only http, https and mailto links are allowed.';

function createEditor(
  host: HTMLElement,
  props: RichTextInputProps,
  handlers: { onUpdate: (editor: Editor) => void; onLinkShortcut: () => void },
): Editor {
  return new Editor({
    element: host,
    content: sanitizeRichTextHtml(props.value),
    editable: !props.disabled,
    // the few rules it would inject as a <style> tag are in RichTextInput.module.css
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        // a trailing paragraph would be added to the document at the first click (and stored)
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: true,
          linkOnPaste: true,
          defaultProtocol: 'https',
          protocols: [],
          isAllowedUri: (url) => isAllowedLinkUrl(url),
          shouldAutoLink,
          HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow', class: null },
        },
      }),
      Extension.create({
        name: 'larderRichText',
        // pasted and dropped HTML goes through the same allow-list as the stored value
        transformPastedHTML: (html) => sanitizeRichTextHtml(html),
        addKeyboardShortcuts: () => ({
          'Mod-k': () => {
            handlers.onLinkShortcut();
            return true;
          },
        }),
      }),
    ],
    editorProps: { attributes: editableAttributes(props) },
    onUpdate: ({ editor, transaction }) => {
      // only the user's edits count (not a change a plugin appends to, say, a click)
      if (transaction.docChanged) handlers.onUpdate(editor);
    },
  });
}

type EditableProps = Pick<
  RichTextInputProps,
  'id' | 'labelId' | 'aria-invalid' | 'aria-describedby' | 'disabled'
>;

/** The attributes of the contenteditable element. */
function editableAttributes(props: EditableProps): Record<string, string> {
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    class: styles.content,
  };
  if (props.id) attributes.id = props.id;
  if (props.labelId) attributes['aria-labelledby'] = props.labelId;
  if (props['aria-invalid']) attributes['aria-invalid'] = 'true';
  if (props['aria-describedby']) attributes['aria-describedby'] = props['aria-describedby'];
  if (props.disabled) attributes['aria-disabled'] = 'true';
  return attributes;
}

/** Replaces the content without reporting it, keeping the selection where it can be. */
function replaceContent(editor: Editor, value: string): void {
  const { from, to } = editor.state.selection;
  editor
    .chain()
    .setContent(sanitizeRichTextHtml(value), { emitUpdate: false })
    .setMeta('addToHistory', false)
    .command(({ tr }) => {
      const end = tr.doc.content.size;
      tr.setSelection(
        TextSelection.between(tr.doc.resolve(Math.min(from, end)), tr.doc.resolve(Math.min(to, end))),
      );
      return true;
    })
    .run();
}

/** Holds the editor for React: components read it with useSyncExternalStore. */
class EditorHolder {
  editor: Editor | null = null;
  private listeners = new Set<() => void>();
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  get = () => this.editor;
  set(editor: Editor | null) {
    this.editor = editor;
    this.listeners.forEach((listener) => listener());
  }
}

interface ToolbarState {
  bold: boolean;
  italic: boolean;
  strike: boolean;
  h2: boolean;
  h3: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  codeBlock: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

const NO_TOOLBAR_STATE: ToolbarState = {
  bold: false,
  italic: false,
  strike: false,
  h2: false,
  h3: false,
  bulletList: false,
  orderedList: false,
  blockquote: false,
  codeBlock: false,
  link: false,
  canUndo: false,
  canRedo: false,
};

function toolbarStateOf(editor: Editor): ToolbarState {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    strike: editor.isActive('strike'),
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    codeBlock: editor.isActive('codeBlock'),
    link: editor.isActive('link'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

/** The last toolbar state of each editor, and the editor state it was read from. */
const toolbarStates = new WeakMap<Editor, { from: unknown; value: ToolbarState }>();

function toolbarSnapshot(editor: Editor | null): ToolbarState {
  if (!editor || editor.isDestroyed) return NO_TOOLBAR_STATE;
  const cached = toolbarStates.get(editor);
  if (cached?.from === editor.state) return cached.value;
  const next = toolbarStateOf(editor);
  const keys = Object.keys(next) as (keyof ToolbarState)[];
  const changed = !cached || keys.some((key) => next[key] !== cached.value[key]);
  const value = changed ? next : cached.value;
  toolbarStates.set(editor, { from: editor.state, value });
  return value;
}

/** The toolbar's state, re-rendering only when some of it changes (not on every keystroke). */
function useToolbarState(editor: Editor | null): ToolbarState {
  const subscribe = useCallback(
    (listener: () => void) => {
      editor?.on('transaction', listener);
      return () => void editor?.off('transaction', listener);
    },
    [editor],
  );
  return useSyncExternalStore(subscribe, () => toolbarSnapshot(editor));
}

interface ToolButton {
  key: string;
  label: string;
  icon: ReactNode;
  /** aria-pressed; undefined for the buttons that are no toggles (Undo, Redo). */
  pressed?: (state: ToolbarState) => boolean;
  /** Unavailable (aria-disabled: it stays focusable in the toolbar). */
  unavailable?: (state: ToolbarState) => boolean;
  run: (editor: Editor) => void;
}

// each toolbar icon is made once, at module load
const toolIcon = (paths: ReactElement) => createElement(icon(paths));

const text = (label: string, className?: string) => (
  <span aria-hidden="true" className={className}>
    {label}
  </span>
);

const BUTTONS: ToolButton[] = [
  {
    key: 'bold',
    label: 'Bold',
    icon: text('B', styles.glyphBold),
    pressed: (s) => s.bold,
    run: (e) => e.chain().toggleBold().run(),
  },
  {
    key: 'italic',
    label: 'Italic',
    icon: text('I', styles.glyphItalic),
    pressed: (s) => s.italic,
    run: (e) => e.chain().toggleItalic().run(),
  },
  {
    key: 'strike',
    label: 'Strikethrough',
    icon: text('S', styles.glyphStrike),
    pressed: (s) => s.strike,
    run: (e) => e.chain().toggleStrike().run(),
  },
  {
    key: 'h2',
    label: 'Heading 2',
    icon: text('H2'),
    pressed: (s) => s.h2,
    run: (e) => e.chain().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'h3',
    label: 'Heading 3',
    icon: text('H3'),
    pressed: (s) => s.h3,
    run: (e) => e.chain().toggleHeading({ level: 3 }).run(),
  },
  {
    key: 'bulletList',
    label: 'Bullet list',
    icon: toolIcon(<path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />),
    pressed: (s) => s.bulletList,
    run: (e) => e.chain().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    label: 'Numbered list',
    icon: toolIcon(<path d="M10 6h10M10 12h10M10 18h10M4 4h1v4M4 8h2M4 14h2l-2 3h2" />),
    pressed: (s) => s.orderedList,
    run: (e) => e.chain().toggleOrderedList().run(),
  },
  {
    key: 'blockquote',
    label: 'Quote',
    icon: toolIcon(<path d="M4 6v12M9 8h11M9 12h11M9 16h7" />),
    pressed: (s) => s.blockquote,
    run: (e) => e.chain().toggleBlockquote().run(),
  },
  {
    key: 'codeBlock',
    label: 'Code block',
    icon: toolIcon(<path d="m8 8-4 4 4 4M16 8l4 4-4 4M14 5l-4 14" />),
    pressed: (s) => s.codeBlock,
    run: (e) => e.chain().toggleCodeBlock().run(),
  },
  {
    key: 'link',
    label: 'Link',
    icon: toolIcon(
      <>
        <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
        <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
      </>,
    ),
    pressed: (s) => s.link,
    run: () => {}, // opens the link box (see the toolbar)
  },
  {
    key: 'undo',
    label: 'Undo',
    icon: toolIcon(<path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />),
    unavailable: (s) => !s.canUndo,
    run: (e) => e.chain().undo().run(),
  },
  {
    key: 'redo',
    label: 'Redo',
    icon: toolIcon(<path d="m15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />),
    unavailable: (s) => !s.canRedo,
    run: (e) => e.chain().redo().run(),
  },
];

/**
 * The rich-text editor (Tiptap 3, StarterKit) with its toolbar. See RichTextInput for the contract.
 * The value is reported only for the admin's own edits; a value from outside (the first one, a
 * restored draft, a reload) replaces the content silently, and the HTML Tiptap makes of it is not a
 * change: should the admin's edits come back to it, the value reported is the original one.
 */
export function RichTextEditor(props: RichTextInputProps) {
  const { value, disabled = false, id, labelId } = props;
  const invalid = props['aria-invalid'];
  const describedBy = props['aria-describedby'];
  const hostRef = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const [holder] = useState(() => new EditorHolder());
  const editor = useSyncExternalStore(holder.subscribe, holder.get);
  /** The value the content stands for: the last one set from outside or reported. */
  const current = useRef(value);
  const baseline = useRef<Baseline>({ raw: value, html: '' });
  const [linkBoxOpen, setLinkBoxOpen] = useState(false);

  useLayoutEffect(() => {
    const props = latest.current;
    const editor = createEditor(hostRef.current!, props, {
      onUpdate: (editor) => {
        const html = serialize(editor);
        const next = html === baseline.current.html ? baseline.current.raw : html;
        if (next === current.current) return;
        current.current = next;
        latest.current.onChange(next);
      },
      onLinkShortcut: () => setLinkBoxOpen(true),
    });
    current.current = props.value;
    baseline.current = { raw: props.value, html: serialize(editor) };
    holder.set(editor);
    return () => {
      holder.set(null);
      editor.destroy();
    };
  }, [holder]);

  // a value from outside (not the one this editor reported last) replaces the content
  useLayoutEffect(() => {
    if (!editor || value === current.current) return;
    replaceContent(editor, value);
    current.current = value;
    baseline.current = { raw: value, html: serialize(editor) };
  }, [editor, value]);

  useLayoutEffect(() => {
    editor?.setOptions({
      editable: !disabled,
      editorProps: {
        attributes: editableAttributes({
          id,
          labelId,
          disabled,
          'aria-invalid': invalid,
          'aria-describedby': describedBy,
        }),
      },
    });
  }, [editor, disabled, id, labelId, invalid, describedBy]);

  return (
    <div
      className={styles.root}
      data-invalid={invalid ? 'true' : undefined}
      data-disabled={disabled || undefined}
    >
      <Toolbar
        editor={editor}
        disabled={disabled}
        controls={id}
        linkBoxOpen={linkBoxOpen}
        onLinkBox={setLinkBoxOpen}
      />
      {linkBoxOpen && editor && !disabled && (
        <LinkBox editor={editor} onClose={() => setLinkBoxOpen(false)} />
      )}
      <div ref={hostRef} className={styles.scroller} />
    </div>
  );
}

interface ToolbarProps {
  editor: Editor | null;
  disabled: boolean;
  controls: string | undefined;
  linkBoxOpen: boolean;
  onLinkBox: (open: boolean) => void;
}

/**
 * The formatting toolbar (WAI-ARIA toolbar): one tab stop, arrow keys, Home and End move between
 * the buttons. A click keeps the focus in the text; from the keyboard, the focus stays on the button.
 */
function Toolbar({ editor, disabled, controls, linkBoxOpen, onLinkBox }: ToolbarProps) {
  const state = useToolbarState(editor);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonsRef = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const count = BUTTONS.length;
    let next: number;
    if (e.key === 'ArrowRight') next = (focusIndex + 1) % count;
    else if (e.key === 'ArrowLeft') next = (focusIndex - 1 + count) % count;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = count - 1;
    else return;
    e.preventDefault();
    setFocusIndex(next);
    buttonsRef.current[next]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      className={styles.toolbar}
      onKeyDown={onKeyDown}
    >
      {BUTTONS.map((button, index) => {
        const unavailable = button.unavailable?.(state) ?? false;
        return (
          <button
            key={button.key}
            ref={(el) => {
              buttonsRef.current[index] = el;
            }}
            type="button"
            className={styles.tool}
            aria-label={button.label}
            title={button.label}
            aria-pressed={button.pressed?.(state)}
            aria-disabled={unavailable || undefined}
            aria-expanded={button.key === 'link' ? linkBoxOpen : undefined}
            tabIndex={index === focusIndex ? 0 : -1}
            disabled={disabled || !editor}
            // a click keeps the focus (and the selection) in the text
            onMouseDown={(e) => e.preventDefault()}
            onFocus={() => setFocusIndex(index)}
            onClick={() => {
              if (!editor || unavailable) return;
              if (button.key !== 'link') button.run(editor);
              else if (!linkBoxOpen) onLinkBox(true);
              else {
                // the focus was in the box that goes: it goes back to the text
                onLinkBox(false);
                editor.commands.focus();
              }
            }}
          >
            {button.icon}
          </button>
        );
      })}
    </div>
  );
}

/**
 * The link box under the toolbar: the URL of the link at the selection (or of a new one), Apply,
 * Remove, Cancel. Enter applies (it never submits the record form), Escape cancels; both give the
 * focus back to the text.
 */
function LinkBox({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [isLink] = useState(() => editor.isActive('link'));
  const [url, setUrl] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    onClose();
    editor.commands.focus();
  };

  const apply = () => {
    const href = normalizeLinkInput(url);
    if (!href) {
      setError(url.trim() ? LINK_ERROR : 'Enter a URL.');
      return;
    }
    const { empty } = editor.state.selection;
    const chain = editor.chain();
    if (editor.isActive('link')) chain.extendMarkRange('link').setLink({ href });
    else if (!empty) chain.setLink({ href });
    else
      // nothing selected: the link comes in with its address as its text, and typing goes on unlinked
      chain
        .insertContent({
          type: 'text',
          text: href.replace(/^mailto:/, ''),
          marks: [{ type: 'link', attrs: { href } }],
        })
        .unsetMark('link');
    chain.run();
    close();
  };

  const remove = () => {
    editor.chain().extendMarkRange('link').unsetLink().run();
    close();
  };

  // Escape is handled natively on the box, so it closes only the box, before the layer (panel)
  // around the form sees it
  const closeRef = useRef(close);
  useLayoutEffect(() => {
    closeRef.current = close;
  });
  useLayoutEffect(() => {
    const root = rootRef.current!;
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      e.stopPropagation();
      closeRef.current();
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div ref={rootRef} className={styles.linkBox} role="group" aria-label="Link">
      <label htmlFor={inputId} className={styles.linkLabel}>
        URL
      </label>
      <input
        id={inputId}
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        autoFocus
        className={styles.linkInput}
        placeholder="https://"
        value={url}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => {
          setUrl(e.target.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
            e.preventDefault(); // not the record form's submit
            apply();
          }
        }}
      />
      <button type="button" className={styles.linkButton} onClick={apply}>
        Apply
      </button>
      {isLink && (
        <button type="button" className={styles.linkButton} onClick={remove}>
          Remove
        </button>
      )}
      <button type="button" className={styles.linkButton} onClick={close}>
        Cancel
      </button>
      {error && (
        <div id={errorId} className={styles.linkError} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
