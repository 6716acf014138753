import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Editor, Extension } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { TextSelection } from '@tiptap/pm/state';
import { isAllowedLinkUrl, isEmptyHtml, sanitizeRichTextHtml, shouldAutoLink } from '../lib/richText';
import { RichTextLinkBox } from './RichTextLinkBox';
import { RichTextToolbar } from './RichTextToolbar';
import type { RichTextInputProps } from './richTextTypes';
import styles from './RichTextInput.module.css';

// The Tiptap side of RichTextInput, a lazily loaded chunk. The editor is made and destroyed here by
// hand (no @tiptap/react): its DOM goes into a host <div> React leaves empty. Its toolbar, the
// toolbar's state and the link box are modules of their own that only this one imports, so they
// stay in this chunk.

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
      <RichTextToolbar
        editor={editor}
        disabled={disabled}
        controls={id}
        linkBoxOpen={linkBoxOpen}
        onLinkBox={setLinkBoxOpen}
      />
      {linkBoxOpen && editor && !disabled && (
        <RichTextLinkBox editor={editor} onClose={() => setLinkBoxOpen(false)} />
      )}
      <div ref={hostRef} className={styles.scroller} />
    </div>
  );
}
