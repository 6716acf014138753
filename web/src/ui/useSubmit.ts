import { useState } from 'react';
import { handleError } from '../api/errors';
import type { FormErrorsApi } from './formErrors';

/**
 * Runs a form action once at a time: validation errors stop it, server field errors land in
 * the form, everything else goes through the error policy. Returns [run, isSubmitting].
 */
export function useSubmit(
  form: FormErrorsApi,
  action: () => Promise<void>,
  options: { validate?: () => Record<string, string>; onError?: (err: unknown) => boolean } = {},
): [() => Promise<void>, boolean] {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const run = async () => {
    if (isSubmitting) return;
    const errors = options.validate?.() ?? {};
    form.setErrors(errors);
    if (Object.keys(errors).length) return;
    setIsSubmitting(true);
    try {
      await action();
    } catch (err) {
      if (!options.onError?.(err)) handleError(err, { onFieldErrors: form.setErrors });
    } finally {
      setIsSubmitting(false);
    }
  };
  return [run, isSubmitting];
}
