import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { clearFieldError, type FieldErrors } from '../lib/fieldErrors';

export interface FormErrorsApi {
  errors: FieldErrors;
  setErrors: (errors: FieldErrors) => void;
  clearError: (path: string) => void;
  reset: () => void;
}

/** One error map per form: stacked panels never share errors. */
export function useFormErrors(): FormErrorsApi {
  const [errors, setErrors] = useState<FieldErrors>({});
  const clearError = useCallback((path: string) => setErrors((e) => clearFieldError(e, path)), []);
  const reset = useCallback(() => setErrors({}), []);
  return useMemo(() => ({ errors, setErrors, clearError, reset }), [errors, clearError, reset]);
}

export const FormErrorsContext = createContext<FormErrorsApi | null>(null);

export function useFieldError(name: string): { error: string | undefined; clear: () => void } {
  const ctx = useContext(FormErrorsContext);
  return {
    error: ctx?.errors[name],
    clear: () => ctx?.clearError(name),
  };
}
