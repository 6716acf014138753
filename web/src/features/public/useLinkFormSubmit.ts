import { useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { fieldErrorsOf } from '../../lib/errors';
import type { FieldErrors } from '../../lib/formPaths';
import { setServerErrors, useFormSubmit, type AppForm } from '../../ui/form/useAppForm';

/**
 * useFormSubmit for the forms of the end-user pages: a refusal with field errors shows them (under
 * their inputs; `token` as the link problem) and nothing else, without the generic toast the server's
 * bare 'Something went wrong…' message would make; any other error goes through the error policy.
 */
export function useLinkFormSubmit<T extends FieldValues>(
  form: AppForm<T>,
  action: (values: T) => Promise<void>,
  validate?: (values: T) => FieldErrors,
) {
  const sent = useRef<T | null>(null);
  return useFormSubmit(
    form,
    async (values) => {
      sent.current = structuredClone(values);
      await action(values);
    },
    {
      validate,
      onError: (err) => {
        const fields = fieldErrorsOf(err);
        if (!sent.current || Object.keys(fields).length === 0) return false;
        setServerErrors(form, fields, sent.current);
        return true;
      },
    },
  );
}
