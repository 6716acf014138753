// Search filter rules: a text with an operator is sent as typed; plain text becomes a contains (~)
// match on every searchable field, OR'ed, with non-numeric non-boolean text quoted.

const OPERATOR = /(!=|!~|>=|<=|=|~|>|<)/;

export function hasFilterOperator(text: string): boolean {
  return OPERATOR.test(text);
}

function isNumeric(text: string): boolean {
  return /^-?\d+(\.\d+)?$/.test(text);
}

export function quoteFilterValue(text: string): string {
  if (isNumeric(text) || text === 'true' || text === 'false') return text;
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

export function normalizeSearchFilter(text: string, fields: readonly string[]): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  if (hasFilterOperator(trimmed)) return trimmed;
  const value = quoteFilterValue(trimmed);
  return fields.map((field) => `${field}~${value}`).join(' || ');
}

/** Joins filters with && (each wrapped in parentheses); empty parts are dropped. */
export function combineFilters(...parts: Array<string | null | undefined | false>): string {
  const present = parts.map((p) => (p || '').trim()).filter(Boolean);
  if (present.length <= 1) return present[0] ?? '';
  return present.map((p) => `(${p})`).join(' && ');
}

/** True when the end of `text` lies inside a quoted string (no suggestions there). */
export function isInsideString(text: string): boolean {
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') {
      i++;
    } else if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    }
  }
  return quote !== null;
}
