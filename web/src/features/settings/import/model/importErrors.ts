// The server's answer to a refused import, read per collection.
import { isObject, type ImportCollection } from './collectionsImport';
import { t } from '../messages';

export interface ImportError {
  /** The collection the server named (null for an error about the whole import). */
  collectionId: string | null;
  collectionName: string | null;
  messages: string[];
}

/** `path: message` lines of a nested error object ({"schema": {"1": {"name": "…"}}}). */
function flattenMessages(value: unknown, path: string, out: string[]): void {
  if (isObject(value)) {
    if (typeof value.message === 'string' && typeof value.code === 'string') {
      out.push(path ? `${path}: ${value.message}` : value.message);
      return;
    }
    for (const [key, inner] of Object.entries(value))
      flattenMessages(inner, path ? `${path}.${key}` : key, out);
    return;
  }
  if (typeof value === 'string') out.push(path ? `${path}: ${value}` : value);
}

const VALIDATION_FAILURE =
  /^Data validations failed for collection "([\s\S]*)" \(([^()]*)\):\s*([\s\S]*?)\.?\s*$/;

/** A name the server quoted Go-style (%q): JSON reads the common escapes; anything else stays as is. */
function unquote(quoted: string): string {
  try {
    const value: unknown = JSON.parse(`"${quoted}"`);
    return typeof value === 'string' ? value : quoted;
  } catch {
    return quoted;
  }
}

/**
 * The server's import errors (the `data` of its 400 answer), one entry per collection it names:
 * `Data validations failed for collection "name" (id): {json}` becomes that collection's
 * `path: message` lines, a schema index naming the field it points at in `collections` (what was
 * sent, as the server stores it). Any other error is an entry without a collection.
 */
export function importErrorsOf(data: unknown, collections: readonly ImportCollection[]): ImportError[] {
  const out: ImportError[] = [];
  const entries = isObject(data) ? Object.entries(data) : [];
  for (const [key, value] of entries) {
    const message = isObject(value) && typeof value.message === 'string' ? value.message : null;
    const match = message ? VALIDATION_FAILURE.exec(message) : null;
    if (!match) {
      const messages: string[] = [];
      flattenMessages(value, key === 'collections' ? '' : key, messages);
      if (messages.length) out.push({ collectionId: null, collectionName: null, messages });
      continue;
    }
    const [, name, id, json] = match;
    let details: unknown = json;
    try {
      details = JSON.parse(json);
    } catch {
      // not JSON after all: the text itself is the message
    }
    const messages: string[] = [];
    flattenMessages(details, '', messages);
    const sent = collections.find((c) => c.id === id);
    const schema = sent?.schema ?? [];
    out.push({
      collectionId: id,
      collectionName: sent?.name ?? unquote(name),
      messages: messages.map((line) => {
        const field = /^schema\.(\d+)\./.exec(line);
        const named = field ? schema[Number(field[1])]?.name : undefined;
        return named ? t('error.field', { message: line, field: named }) : line;
      }),
    });
  }
  return out;
}
