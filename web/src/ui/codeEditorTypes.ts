// What the code editor's autocomplete offers, in a module of its own. The editor view
// (CodeEditorView) loads the completion sources (codeCompletions) lazily and both use this type:
// with it here, the completions do not import the view, and the two files do not import each other.

/** What the autocomplete offers: rule identifiers and operators, or SQL tables and columns. */
export type CodeCompletions =
  | { kind: 'rule'; identifiers: readonly string[] }
  | { kind: 'sql'; tables: { readonly [table: string]: readonly string[] } };
