import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { isInsideString } from '../lib/filter';

// The autocomplete source of the filter editor: field names and the filter operators.

const OPERATORS: Array<[string, string]> = [
  ['=', 'equal'],
  ['!=', 'not equal'],
  ['>', 'greater than'],
  ['>=', 'greater than or equal'],
  ['<', 'less than'],
  ['<=', 'less than or equal'],
  ['~', 'contains'],
  ['!~', 'does not contain'],
  ['&&', 'and'],
  ['||', 'or'],
];

const OPERATOR_OPTIONS: Completion[] = OPERATORS.map(([label, detail]) => ({
  label,
  detail,
  type: 'keyword',
}));

export function filterCompletions(fields: readonly string[]) {
  const fieldOptions: Completion[] = fields.map((label) => ({ label, type: 'property' }));
  return (ctx: CompletionContext): CompletionResult | null => {
    const before = ctx.state.sliceDoc(0, ctx.pos);
    if (isInsideString(before)) return null;
    const word = ctx.matchBefore(/[\w.@]+/);
    if (word) return { from: word.from, options: fieldOptions, validFor: /^[\w.@]*$/ };
    const op = ctx.matchBefore(/[=!~<>&|]+/);
    if (op) return { from: op.from, options: OPERATOR_OPTIONS, validFor: /^[=!~<>&|]*$/ };
    const afterField = /([\w.@]+)\s+$/.exec(before);
    if (afterField && fields.includes(afterField[1])) return { from: ctx.pos, options: OPERATOR_OPTIONS };
    if (ctx.explicit) return { from: ctx.pos, options: [...fieldOptions, ...OPERATOR_OPTIONS] };
    return null;
  };
}
