import { useEffect, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { AppForm } from './useAppForm';

/**
 * A boolean computed from the form's values (dirty against a base, can save…), kept without
 * re-rendering on every keystroke: the state changes only when the result flips, or when `compute`
 * changes (pass a memoised function; a new one — a new base — recomputes at once).
 */
export function useFormFlag<T extends FieldValues>(
  form: AppForm<T>,
  compute: (values: T) => boolean,
): boolean {
  const [state, setState] = useState(() => ({ compute, value: compute(form.getValues()) }));
  if (state.compute !== compute) setState({ compute, value: compute(form.getValues()) });
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          const value = compute(values as T);
          setState((prev) => (prev.compute === compute && prev.value === value ? prev : { compute, value }));
        },
      }),
    [form, compute],
  );
  return state.compute === compute ? state.value : compute(form.getValues());
}
