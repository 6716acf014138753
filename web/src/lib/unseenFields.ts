import type { Collection } from 'pocketbase';
import type { CollectionForm } from './collectionForm';

/**
 * The names of the server's fields that `form` does not hold at all (neither shown nor marked for
 * removal): a schema sent from it would delete them, and their data, without the admin ever seeing
 * them. Empty when the form has seen every field.
 */
export function fieldsNotInForm(form: CollectionForm, server: Pick<Collection, 'schema'>): string[] {
  const known = new Set(form.schema.map((field) => field.id).filter(Boolean));
  return (Array.isArray(server.schema) ? server.schema : [])
    .filter((field) => field.id && !known.has(field.id))
    .map((field) => field.name);
}
