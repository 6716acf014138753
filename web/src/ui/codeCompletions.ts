import { autocompletion, startCompletion } from '@codemirror/autocomplete';
import type { Extension } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { ruleCompletions } from '../lib/ruleCompletions';
import type { CodeCompletions } from './codeEditorTypes';

// The autocomplete of the code editor, a chunk of its own (loaded with the first editor that asks).

export async function completionExtension(completions: CodeCompletions): Promise<Extension> {
  if (completions.kind === 'rule') {
    return autocompletion({
      override: [ruleCompletions(completions.identifiers)],
      activateOnTyping: true,
      // Enter picks the highlighted suggestion at once, however fast the admin types
      interactionDelay: 0,
    });
  }
  const { SQLite, schemaCompletionSource } = await import('@codemirror/lang-sql');
  const schema: { [table: string]: string[] } = {};
  for (const [table, columns] of Object.entries(completions.tables)) schema[table] = [...columns];
  return [
    autocompletion({ activateOnTyping: true, interactionDelay: 0 }),
    SQLite.language.data.of({ autocomplete: schemaCompletionSource({ dialect: SQLite, schema }) }),
  ];
}

/**
 * Opens the suggestions for what was typed before the autocomplete arrived (its chunk loads after
 * the editor): a word just typed at the caret gets its list at once, not only at the next key.
 */
export function resumeCompletion(view: EditorView): void {
  const { main } = view.state.selection;
  if (!view.hasFocus || !main.empty || main.head === 0) return;
  const before = view.state.sliceDoc(main.head - 1, main.head);
  if (/[\w@.]/.test(before)) startCompletion(view);
}
