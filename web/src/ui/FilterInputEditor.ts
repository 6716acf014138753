import { Annotation, EditorSelection, EditorState, Prec, type Transaction } from '@codemirror/state';
import { EditorView, keymap, placeholder as placeholderExtension } from '@codemirror/view';
import { autocompletion, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { codeMirrorColors } from './codeMirrorColors';
import { filterCompletions } from './filterCompletions';

// The CodeMirror side of FilterInput, a lazily loaded chunk: FilterInput creates the editor in place
// of its plain <input>, handing over the text, the selection and the focus the input had.

export interface FilterEditorOptions {
  /** The text, and the selection (anchor may follow head), taken over from the plain input. */
  doc: string;
  anchor: number;
  head: number;
  /** Take the focus at once (the plain input had it). */
  focus: boolean;
  label: string;
  placeholder: string;
  fields: readonly string[];
  /** Every change made in the editor (never called for a value pushed in with `setValue`). */
  onChange: (value: string) => void;
  /** Enter while no suggestion is being picked, with the editor's text at that moment. */
  onSubmit: (value: string) => void;
}

export interface FilterEditor {
  /** Shows a value set from outside (e.g. Clear); the caret goes to its end, the focus stays where it is. */
  setValue: (value: string) => void;
  destroy: () => void;
}

/** Marks the changes `setValue` pushes in, so they are not reported back as the user's. */
const fromOutside = Annotation.define<boolean>();

/** Keeps the document on one line: pasted line breaks become spaces. */
const singleLine = EditorState.transactionFilter.of((tr: Transaction) => {
  if (!tr.docChanged || tr.newDoc.lines <= 1) return tr;
  const text = tr.newDoc.toString().replace(/\s*[\r\n]+\s*/g, ' ');
  return {
    changes: { from: 0, to: tr.startState.doc.length, insert: text },
    selection: { anchor: text.length },
  };
});

// one line as high as the plain input it replaces (--filter-height, FilterInput.module.css)
const theme = EditorView.theme({
  '&': { height: 'var(--filter-height)', background: 'transparent', color: 'var(--color-text)' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: 'var(--filter-height)', overflow: 'hidden' },
  '.cm-content': { padding: '0' },
  '.cm-line': { padding: '0' },
  '.cm-placeholder': { color: 'var(--color-text-faint)', fontFamily: 'var(--font-sans)' },
  '.cm-tooltip.cm-tooltip-autocomplete > ul > li': { padding: '2px 8px', lineHeight: '1.6' },
  '.cm-completionDetail': { marginInlineStart: '8px' },
});

export function createFilterEditor(parent: HTMLElement, options: FilterEditorOptions): FilterEditor {
  const { doc, label, placeholder, fields, onChange, onSubmit } = options;
  const clamp = (pos: number) => Math.max(0, Math.min(pos, doc.length));
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc,
      selection: EditorSelection.single(clamp(options.anchor), clamp(options.head)),
      extensions: [
        singleLine,
        history(),
        codeMirrorColors,
        theme,
        placeholderExtension(placeholder),
        autocompletion({ override: [filterCompletions(fields)], icons: false }),
        Prec.high(
          keymap.of([
            {
              key: 'Enter',
              run: (v) => {
                onSubmit(v.state.doc.toString());
                return true;
              },
            },
          ]),
        ),
        // Autocomplete's own keys (Enter picks a suggestion) win over submit while the list is open.
        Prec.highest(keymap.of(completionKeymap)),
        keymap.of([...defaultKeymap, ...historyKeymap]),
        EditorView.contentAttributes.of({
          'aria-label': label,
          'aria-multiline': 'false',
          spellcheck: 'false',
        }),
        EditorView.updateListener.of((update) => {
          const own = update.transactions.some((tr) => tr.docChanged && !tr.annotation(fromOutside));
          if (own) onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  if (options.focus) view.focus();

  return {
    setValue(value) {
      const current = view.state.doc.toString();
      // a value this editor reported itself comes back unchanged: leave the caret alone
      if (current === value) return;
      view.dispatch({
        changes: { from: 0, to: current.length, insert: value },
        selection: { anchor: value.length },
        annotations: fromOutside.of(true),
      });
    },
    destroy: () => view.destroy(),
  };
}
