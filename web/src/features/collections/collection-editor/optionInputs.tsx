import { useId, useState, type ReactNode } from 'react';
import { numberInputValue } from '../../../lib/valueParsing';
import { Field } from '../../../ui/form/Form';
import { t } from './fieldOptions/messages';
import styles from './SchemaFieldCard.module.css';

// The inputs of field options: each is controlled by the form value and labelled by a Field, whose
// name is the value's path (server errors such as `schema.2.options.max` land under it).

/** The text of a number option's value: a number as written, typed text as it was typed, else nothing. */
function numberText(value: number | string | null | undefined): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

function listText(value: readonly string[] | null | undefined): string {
  return (value ?? []).join(', ');
}

/** A comma-separated list ("a, b") as an array: trimmed, empty items dropped. */
export function parseList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

interface OptionProps<T> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * A number, or nothing (null). Text that is not a number (yet: '-', '1e'; or ever: '1e309') reaches
 * the form as typed, so the checks before saving refuse it rather than the previous value being
 * sent; a text input keeps it as typed (a number input would empty itself). Integer options get a
 * digits keyboard on touch screens.
 */
export function NumberOption({
  integer,
  ...props
}: OptionProps<number | string | null> & { integer?: boolean }) {
  const [text, setText] = useState(() => numberText(props.value));
  // a value set from outside (a mode switch, a restored draft) replaces the text
  if (numberInputValue(text) !== (props.value ?? null)) {
    const next = numberText(props.value);
    if (next !== text) setText(next);
  }
  return (
    <Field name={props.name} label={props.label} hint={props.hint} required={props.required}>
      {(input) => (
        <input
          {...input}
          type="text"
          inputMode={integer ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={text}
          disabled={props.disabled}
          placeholder={props.placeholder}
          onChange={(e) => {
            setText(e.target.value);
            props.onChange(numberInputValue(e.target.value));
          }}
        />
      )}
    </Field>
  );
}

/** A comma-separated list of texts, kept as an array. */
export function ListOption(
  props: Omit<OptionProps<readonly string[]>, 'onChange'> & { onChange: (value: string[]) => void },
) {
  const [text, setText] = useState(() => listText(props.value));
  if (listText(parseList(text)) !== listText(props.value)) {
    const next = listText(props.value);
    if (next !== text) setText(next);
  }
  return (
    <Field name={props.name} label={props.label} hint={props.hint} required={props.required}>
      {(input) => (
        <input
          {...input}
          value={text}
          disabled={props.disabled}
          placeholder={props.placeholder}
          autoComplete="off"
          onChange={(e) => {
            setText(e.target.value);
            props.onChange(parseList(e.target.value));
          }}
        />
      )}
    </Field>
  );
}

export function TextOption(props: OptionProps<string> & { mono?: boolean }) {
  return (
    <Field name={props.name} label={props.label} hint={props.hint} required={props.required}>
      {(input) => (
        <input
          {...input}
          className={props.mono ? 'mono' : undefined}
          // a monospaced option is machine text (a pattern): it reads left to right in any page
          dir={props.mono ? 'ltr' : undefined}
          value={props.value}
          disabled={props.disabled}
          placeholder={props.placeholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

export function CheckOption({
  label,
  hint,
  checked,
  onChange,
  disabled,
}: {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
      {hint && <span className={styles.checkHint}>{hint}</span>}
    </label>
  );
}

/** Single or multiple values. */
export function ModeToggle({
  multiple,
  onChange,
  disabled,
}: {
  multiple: boolean;
  onChange: (multiple: boolean) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className={styles.mode} disabled={disabled}>
      <legend>{t('values.legend')}</legend>
      <label>
        <input type="radio" name={name} checked={!multiple} onChange={() => onChange(false)} />
        {t('values.single')}
      </label>
      <label>
        <input type="radio" name={name} checked={multiple} onChange={() => onChange(true)} />
        {t('values.multiple')}
      </label>
    </fieldset>
  );
}
