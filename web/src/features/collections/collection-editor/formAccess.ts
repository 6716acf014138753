import { useCallback } from 'react';
import { useFormContext, useFormState, type FieldPath, type PathValue } from 'react-hook-form';
import type { CollectionForm } from './model/collectionForm';
import { defaultKeyOf, hasErrorUnder, type KeyOf } from '../../../lib/formPaths';
import { flattenFormErrors } from '../../../ui/form/useAppForm';

// Small shared pieces of the collection editor form: item identity, typed setters, error lookups.

/** Schema fields are identified by their local key (new fields have no id yet). */
export const collectionKeyOf: KeyOf = (item) => {
  const key = (item as { key?: unknown } | null)?.key;
  return typeof key === 'string' && key ? key : defaultKeyOf(item);
};

export type CollectionPath = FieldPath<CollectionForm>;

/** The form of the enclosing collection editor. */
export function useCollectionForm() {
  return useFormContext<CollectionForm>();
}

/** A setter that marks the form dirty (every edit of the editor goes through it). */
export function useSetCollectionValue() {
  const { setValue } = useCollectionForm();
  return useCallback(
    <P extends CollectionPath>(name: P, value: PathValue<CollectionForm, P>) =>
      setValue(name, value, { shouldDirty: true }),
    [setValue],
  );
}

/** Applies a whole new form value (from a model function), setting only the top-level parts that changed. */
export function useApplyCollectionForm() {
  const { getValues, setValue } = useCollectionForm();
  return useCallback(
    (next: CollectionForm) => {
      const current = getValues();
      for (const key of Object.keys(next) as (keyof CollectionForm)[]) {
        if (next[key] !== current[key]) setValue(key, next[key], { shouldDirty: true });
      }
    },
    [getValues, setValue],
  );
}

/** Whether any error lies at or under `path` (re-renders when the errors there change). */
export function useHasErrorsUnder(path: string): boolean {
  const { errors } = useFormState<CollectionForm>({ name: path as CollectionPath });
  return hasErrorUnder(flattenFormErrors(errors), path);
}
