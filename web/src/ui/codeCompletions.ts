import { autocompletion } from '@codemirror/autocomplete';
import type { Extension } from '@codemirror/state';
import { ruleCompletions } from '../lib/ruleCompletions';
import type { CodeCompletions } from './CodeEditorView';

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
