import { useEffect, useRef, useState } from 'react';
import {
  useForm,
  type Control,
  type DefaultValues,
  type FieldErrors as RhfFieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { handleError } from '../../lib/errors';
import {
  copyData,
  defaultKeyOf,
  getAtPath,
  hasErrorUnder,
  isDeepEqual,
  remapPath,
  resolveStablePath,
  stablePath,
  type FieldErrors,
  type KeyOf,
} from '../../lib/formPaths';

// The one form layer: react-hook-form, plus the rules every form of the dashboard shares.
// - An error shows under its input until that input's value changes, through any widget (a typed
//   key, setValue from a code editor or date picker, a drag-and-drop reorder of a list), and only
//   then: reordering *other* items keeps it, because errors are tied to items by stable keys.
// - Server errors (`schema.2.options.maxSelect`) land on the item that had index 2 when the request
//   was sent, wherever it is now; an error about a value edited since sending is dropped.

export type AppForm<T extends FieldValues> = UseFormReturn<T>;

interface Snapshot {
  value: unknown;
}

/** Per form: the value each shown error was about, keyed by stable path. */
const judgedValues = new WeakMap<Control<never>, Map<string, Snapshot>>();

function snapshotsOf<T extends FieldValues>(form: AppForm<T>): Map<string, Snapshot> {
  const control = form.control as unknown as Control<never>;
  let map = judgedValues.get(control);
  if (!map) judgedValues.set(control, (map = new Map()));
  return map;
}

/** Flattens react-hook-form's nested errors into `path → message`. */
export function flattenFormErrors(errors: RhfFieldErrors | undefined, prefix = ''): FieldErrors {
  const out: FieldErrors = {};
  if (!errors || typeof errors !== 'object') return out;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const { message, type } = value as { message?: unknown; type?: unknown };
    if (typeof type === 'string' && typeof message === 'string') out[path] = message;
    else Object.assign(out, flattenFormErrors(value as RhfFieldErrors, path));
  }
  return out;
}

/** Whether any error lies at or under `path` (tab markers, accordion 'Has errors' icons). */
export function hasFormErrorUnder<T extends FieldValues>(form: AppForm<T>, path: string): boolean {
  return hasErrorUnder(flattenFormErrors(form.formState.errors), path);
}

function setErrorAt<T extends FieldValues>(form: AppForm<T>, path: string, message: string, judged: unknown) {
  const values = form.getValues();
  form.setError(path as FieldPath<T>, { type: 'validate', message });
  snapshotsOf(form).set(stablePath(path, values), { value: copyData(judged) });
}

/** Shows `errors` (path → message) judged on the form's current values (client-side checks). */
export function setFormErrors<T extends FieldValues>(form: AppForm<T>, errors: FieldErrors): void {
  const values = form.getValues();
  for (const [path, message] of Object.entries(errors))
    setErrorAt(form, path, message, getAtPath(values, path));
}

/**
 * Shows the server's field errors for the values that were sent: each path is remapped from the
 * order at sending to the current order; errors about items removed or values edited since are
 * dropped. Returns the paths shown.
 */
export function setServerErrors<T extends FieldValues>(
  form: AppForm<T>,
  errors: FieldErrors,
  sent: T,
  keyOf: KeyOf = defaultKeyOf,
): string[] {
  const current = form.getValues();
  const shown: string[] = [];
  for (const [sentPath, message] of Object.entries(errors)) {
    const path = remapPath(sentPath, sent, current, keyOf);
    if (path === null) continue;
    const judged = getAtPath(sent, sentPath);
    if (!isDeepEqual(judged, getAtPath(current, path))) continue;
    setErrorAt(form, path, message, judged);
    shown.push(path);
  }
  return shown;
}

/**
 * Clears every error whose value differs from the one it was about (or whose item is gone). It walks
 * the errors this layer set, by stable path, so it never depends on a render's copy of the state.
 */
function clearChangedErrors<T extends FieldValues>(form: AppForm<T>, values: T, keyOf: KeyOf): void {
  const snapshots = snapshotsOf(form);
  for (const [key, snapshot] of [...snapshots]) {
    const path = resolveStablePath(key, values, keyOf);
    if (path !== null && isDeepEqual(snapshot.value, getAtPath(values, path))) continue;
    snapshots.delete(key);
    if (path !== null) form.clearErrors(path as FieldPath<T>);
  }
}

export interface AppFormOptions<T extends FieldValues> {
  defaultValues: T;
  /** Identity of array items (default: `_key`, else `id`). */
  keyOf?: KeyOf;
}

/** A react-hook-form form with the dashboard's error rules (see above). */
export function useAppForm<T extends FieldValues>({
  defaultValues,
  keyOf = defaultKeyOf,
}: AppFormOptions<T>) {
  const form = useForm<T>({ defaultValues: defaultValues as DefaultValues<T>, shouldFocusError: true });
  const keyOfRef = useRef(keyOf);
  useEffect(() => {
    keyOfRef.current = keyOf;
  });
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => clearChangedErrors(form, values, keyOfRef.current),
      }),
    [form],
  );
  return form;
}

export interface SubmitOptions<T extends FieldValues> {
  /** Client-side checks: path → message; any message stops the submit. */
  validate?: (values: T) => FieldErrors;
  /** Handles an error itself (return true), e.g. the sign-in page's own message. */
  onError?: (err: unknown) => boolean;
  keyOf?: KeyOf;
  /**
   * The values as the request carried them, when the form holds more (items not sent): server error
   * paths are read against these, then mapped to the form's items by key.
   */
  sentValues?: (values: T) => T;
}

/**
 * Runs a form action once at a time: client checks first (errors under their inputs, focus on the
 * first), then the action; server field errors land under their inputs, anything else goes through
 * the error policy as a write (no answer: it may have gone through).
 */
export function useFormSubmit<T extends FieldValues>(
  form: AppForm<T>,
  action: (values: T) => Promise<void>,
  options: SubmitOptions<T> = {},
): { submit: () => Promise<void>; isSubmitting: boolean } {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isBusy = useRef(false);
  const submit = async () => {
    if (isBusy.current) return;
    const values = form.getValues();
    form.clearErrors();
    snapshotsOf(form).clear();
    const errors = options.validate?.(values) ?? {};
    const invalid = Object.keys(errors);
    if (invalid.length) {
      setFormErrors(form, errors);
      form.setFocus(invalid[0] as FieldPath<T>);
      return;
    }
    isBusy.current = true;
    setIsSubmitting(true);
    const sent = copyData(options.sentValues ? options.sentValues(values) : values);
    try {
      await action(values);
    } catch (err) {
      if (!options.onError?.(err)) {
        handleError(err, {
          isWrite: true,
          onFieldErrors: (fieldErrors) => setServerErrors(form, fieldErrors, sent, options.keyOf),
        });
      }
    } finally {
      isBusy.current = false;
      setIsSubmitting(false);
    }
  };
  return { submit, isSubmitting };
}
