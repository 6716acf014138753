import type { Collection } from 'pocketbase';
import type { SchemaFieldForm } from '../../../../lib/collectionForm';
import { useSetCollectionValue } from '../formAccess';

export interface FieldOptionsProps {
  index: number;
  field: SchemaFieldForm;
  collections: readonly Collection[];
}

/** A number option as its input holds it: a number, the text typed while it is not one, or null. */
export function num(value: unknown): number | string | null {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function list(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Setters of one field's options: one option, the whole field (a mode switch), and option paths. */
export function useFieldOptions(index: number) {
  const set = useSetCollectionValue();
  const base = `schema.${index}.options` as const;
  return {
    option: (key: string, value: unknown) => set(`${base}.${key}`, value),
    replace: (next: SchemaFieldForm) => set(`schema.${index}`, next),
    path: (key: string) => `${base}.${key}`,
  };
}
