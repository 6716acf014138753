import { useEffect, useRef } from 'react';
import { EditorState, Prec, type Transaction } from '@codemirror/state';
import { EditorView, keymap, placeholder as placeholderExtension } from '@codemirror/view';
import { autocompletion, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import type { FilterEditorProps } from './FilterInput';
import styles from './FilterInput.module.css';
import { filterCompletions } from './filterCompletions';

/** Keeps the document on one line: pasted line breaks become spaces. */
const singleLine = EditorState.transactionFilter.of((tr: Transaction) => {
  if (!tr.docChanged || tr.newDoc.lines <= 1) return tr;
  const text = tr.newDoc.toString().replace(/\s*[\r\n]+\s*/g, ' ');
  return {
    changes: { from: 0, to: tr.startState.doc.length, insert: text },
    selection: { anchor: text.length },
  };
});

const theme = EditorView.theme({
  '&': { height: '38px', background: 'transparent', color: 'var(--color-text)' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: '38px', overflow: 'hidden' },
  '.cm-content': { padding: '0', caretColor: 'var(--color-text)' },
  '.cm-line': { padding: '0' },
  '.cm-placeholder': { color: 'var(--color-text-faint)', fontFamily: 'var(--font-sans)' },
  '.cm-tooltip': {
    background: 'var(--color-surface)',
    border: '1px solid var(--color-border)',
    borderRadius: 'var(--radius-md)',
    boxShadow: 'var(--shadow-md)',
  },
  '.cm-tooltip.cm-tooltip-autocomplete > ul > li': { padding: '2px 8px', lineHeight: '1.6' },
  '.cm-tooltip-autocomplete ul li[aria-selected]': {
    background: 'var(--color-primary-soft)',
    color: 'var(--color-text)',
  },
  '.cm-completionDetail': { color: 'var(--color-text-muted)', marginLeft: '8px' },
});

export default function FilterInputEditor({
  value,
  onChange,
  onSubmit,
  label,
  placeholder = '',
  fields,
  focusOnMountRef,
}: FilterEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const callbacks = useRef({ onChange, onSubmit });
  useEffect(() => {
    callbacks.current = { onChange, onSubmit };
  });

  // The editor is built once; value changes from outside are pushed in by the effect below.
  const initial = useRef({ value, label, placeholder, fields });
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const init = initial.current;
    const view = new EditorView({
      parent: host,
      state: EditorState.create({
        doc: init.value,
        extensions: [
          singleLine,
          history(),
          theme,
          placeholderExtension(init.placeholder),
          autocompletion({ override: [filterCompletions(init.fields)], icons: false }),
          Prec.high(
            keymap.of([
              {
                key: 'Enter',
                run: (view) => {
                  callbacks.current.onSubmit(view.state.doc.toString());
                  return true;
                },
              },
            ]),
          ),
          // Autocomplete's own keys (Enter picks a suggestion) win over submit while the list is open.
          Prec.highest(keymap.of(completionKeymap)),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          EditorView.contentAttributes.of({
            'aria-label': init.label,
            'aria-multiline': 'false',
            spellcheck: 'false',
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    viewRef.current = view;
    if (focusOnMountRef.current) {
      view.focus();
      view.dispatch({ selection: { anchor: view.state.doc.length } });
    }
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, [focusOnMountRef]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const current = view.state.doc.toString();
    if (current !== value) {
      view.dispatch({
        changes: { from: 0, to: current.length, insert: value },
        selection: { anchor: value.length },
      });
    }
  }, [value]);

  return <div ref={hostRef} className={styles.editor} data-filter-editor="" />;
}
