import type { ReactNode } from 'react';
import { FormProvider, useFormState, useWatch, type FieldValues } from 'react-hook-form';
import { getAtPath } from '../../lib/formPaths';
import type { AppForm } from './useAppForm';
import { FieldFrame, type FieldInputProps } from './FieldFrame';

interface FormProps<T extends FieldValues> {
  form: AppForm<T>;
  onSubmit: () => void | Promise<void>;
  id?: string;
  className?: string;
  children: ReactNode;
}

/** A form with its own error state (stacked panels never share errors); browser bubbles are off. */
export function Form<T extends FieldValues>({ form, onSubmit, id, className, children }: FormProps<T>) {
  return (
    <FormProvider {...form}>
      <form
        id={id}
        className={className}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
      >
        {children}
      </form>
    </FormProvider>
  );
}

/** The message of the error at `name` in the enclosing form, if any (re-renders on change). */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const error = getAtPath(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

export type { FieldInputProps } from './FieldFrame';

interface FieldProps {
  /** The value path of this field (`email`, `meta.appName`, `schema.2.options.maxSelect`). */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** The input is a group of controls named by the label (see FieldFrame). */
  isGroup?: boolean;
  /**
   * The value identifies something (an email, a name): a warning shows under the input while the
   * typed value holds direction control characters (see FieldFrame).
   */
  warnBidi?: boolean;
  children: (props: FieldInputProps) => ReactNode;
}

/**
 * A labelled input of the enclosing form with its hint and its error underneath (FieldFrame); the
 * error is the form's at `name` ('Invalid value' when the server gave no message; the error clears
 * when the value changes).
 */
export function Field({ warnBidi, ...props }: FieldProps) {
  // only an identifying field watches its value (a re-render per keystroke)
  return warnBidi ? <WatchedField {...props} /> : <FormField {...props} />;
}

function WatchedField(props: Omit<FieldProps, 'warnBidi'>) {
  const value: unknown = useWatch({ name: props.name });
  return <FormField {...props} bidiValue={typeof value === 'string' ? value : undefined} />;
}

function FormField(props: Omit<FieldProps, 'warnBidi'> & { bidiValue?: string }) {
  const { name, label, hint, required, isGroup, bidiValue, children } = props;
  const error = useFieldError(name);
  return (
    <FieldFrame
      label={label}
      hint={hint}
      required={required}
      error={error}
      isGroup={isGroup}
      bidiValue={bidiValue}
    >
      {children}
    </FieldFrame>
  );
}
