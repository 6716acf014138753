import { EditorView } from '@codemirror/view';

/**
 * The colours CodeMirror's base theme would otherwise draw from its own light palette (selection,
 * caret, matched brackets, completion tooltips), taken from the tokens so that both editors follow
 * the dashboard's theme, dark included, as the page switches.
 */
export const codeMirrorColors = EditorView.theme({
  '.cm-content': { caretColor: 'var(--color-text)' },
  // the caret is a border CodeMirror draws on one side of its element: every side takes the colour,
  // so the one drawn has it whichever side that is
  '.cm-cursor, .cm-dropCursor': { borderColor: 'var(--color-text)' },
  '.cm-selectionBackground, &.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground': {
    background: 'var(--color-selection)',
  },
  '&.cm-focused > .cm-scroller > .cm-content .cm-matchingBracket': { background: 'var(--color-selection)' },
  '&.cm-focused > .cm-scroller > .cm-content .cm-nonmatchingBracket': {
    background: 'var(--color-danger-soft)',
  },
  '.cm-tooltip': {
    background: 'var(--color-surface)',
    color: 'var(--color-text)',
    border: '1px solid var(--color-border)',
    borderRadius: 'var(--radius-md)',
    boxShadow: 'var(--shadow-md)',
  },
  '.cm-tooltip-autocomplete ul li[aria-selected]': {
    background: 'var(--color-primary-soft)',
    color: 'var(--color-text)',
  },
  '.cm-completionDetail': { color: 'var(--color-text-muted)' },
});
