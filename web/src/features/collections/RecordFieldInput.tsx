import { memo, useState } from 'react';
import type { Collection, Record as PbRecord, SchemaField } from 'pocketbase';
import { useController, useFormContext } from 'react-hook-form';
import { fieldRulesHint, requiredHint, selectChoices } from '../../lib/recordEditor';
import { limitSelection, type FileFieldState } from '../../lib/recordForm';
import { isMultiple, selectionLimit } from '../../lib/schema';
import { CodeEditor } from '../../ui/CodeEditor';
import { DateTimeInput } from '../../ui/DateTimeInput';
import { Field, type FieldInputProps } from '../../ui/form/Form';
import { RichTextInput } from '../../ui/RichTextInput';
import { FileFieldInput } from './FileFieldInput';
import type { RelationPickerProps } from './RelationPicker';
import { RelationFieldInput } from './RelationFieldInput';
import styles from './RecordEditorPanel.module.css';

export interface RecordFieldInputProps {
  field: SchemaField;
  /** The saved record (null while creating): file links and thumbnails need it. */
  record: PbRecord | null;
  collectionsById: ReadonlyMap<string, Collection>;
  /** Upload progress by file key while saving. */
  progress?: ReadonlyMap<string, number>;
  onNewRelatedRecord?: (target: Collection) => RelationPickerProps['onNewRecord'];
}

function hintOf(field: SchemaField): string | undefined {
  const parts = [requiredHint(field), fieldRulesHint(field)].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

/**
 * One schema field's input, labelled by the field name with the required marker and the rules of
 * its options underneath (spec §2, §5). Each input re-renders only when its own value changes.
 */
export const RecordFieldInput = memo(function RecordFieldInput(props: RecordFieldInputProps) {
  const { field } = props;
  const name = field.type === 'file' ? `files.${field.name}` : `fields.${field.name}`;
  if (field.type === 'bool') return <BoolInput field={field} name={name} />;
  return (
    <Field
      name={name}
      label={field.name}
      hint={hintOf(field)}
      required={field.required}
      isGroup={field.type === 'select' && isMultiple(field)}
    >
      {(input) => <FieldControl {...props} name={name} input={input} />}
    </Field>
  );
});

interface ControlProps extends RecordFieldInputProps {
  name: string;
  input: FieldInputProps;
}

function FieldControl({
  field,
  name,
  input,
  record,
  collectionsById,
  progress,
  onNewRelatedRecord,
}: ControlProps) {
  const { register } = useFormContext();
  const options = field.options as { [key: string]: unknown };
  switch (field.type) {
    case 'text':
      return <textarea {...input} {...register(name)} className={styles.autoGrow} rows={1} />;
    case 'number':
      // a text input: a number input would empty itself on text it cannot read (1e309), and the
      // admin's text must stay to be corrected; the check before Save says what is wrong
      return <input {...input} {...register(name)} type="text" inputMode="decimal" autoComplete="off" />;
    case 'email':
      return <input {...input} {...register(name)} type="email" autoComplete="off" />;
    case 'url':
      return <input {...input} {...register(name)} type="url" autoComplete="off" />;
    case 'date':
      return <DateInput name={name} input={input} field={field} />;
    case 'select':
      return <SelectInput name={name} input={input} field={field} />;
    case 'json':
      return <JsonInput name={name} input={input} />;
    case 'editor':
      return <EditorInput name={name} input={input} />;
    case 'file':
      return <FileInput name={name} input={input} field={field} record={record} progress={progress} />;
    case 'relation': {
      const targetId = typeof options.collectionId === 'string' ? options.collectionId : '';
      const target = collectionsById.get(targetId);
      return (
        <RelationInput
          name={name}
          input={input}
          field={field}
          target={target}
          onNewRecord={target && target.type !== 'view' ? onNewRelatedRecord?.(target) : undefined}
        />
      );
    }
    default:
      return <input {...input} {...register(name)} type="text" />;
  }
}

function BoolInput({ field, name }: { field: SchemaField; name: string }) {
  const { register } = useFormContext();
  const hint = hintOf(field);
  return (
    <div className={styles.boolField}>
      <label className={styles.boolLabel}>
        <input type="checkbox" {...register(name)} />
        <span className={field.required ? styles.requiredMark : undefined}>{field.name}</span>
      </label>
      {hint && <div className={styles.hint}>{hint}</div>}
    </div>
  );
}

function DateInput({ name, input, field }: { name: string; input: FieldInputProps; field: SchemaField }) {
  const {
    field: { value, onChange, onBlur, ref },
  } = useController({ name });
  const options = field.options as { min?: unknown; max?: unknown };
  return (
    <DateTimeInput
      {...input}
      ref={ref}
      name={name}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      onBlur={onBlur}
      min={typeof options.min === 'string' ? options.min : undefined}
      max={typeof options.max === 'string' ? options.max : undefined}
    />
  );
}

function SelectInput({ name, input, field }: { name: string; input: FieldInputProps; field: SchemaField }) {
  const {
    field: { value: raw, onChange, onBlur, ref },
  } = useController({ name });
  const [message, setMessage] = useState<string | null>(null);
  const value: string[] = Array.isArray(raw) ? (raw as string[]) : [];
  const choices = selectChoices(field);
  // values the record holds that are no longer choices stay visible, so nothing is dropped unseen
  const shown = [...choices, ...value.filter((v) => !choices.includes(v))];
  if (!isMultiple(field)) {
    return (
      <select
        {...input}
        ref={ref}
        value={value.at(-1) ?? ''}
        onChange={(e) => onChange(e.target.value ? [e.target.value] : [])}
        onBlur={onBlur}
      >
        <option value="">- Select -</option>
        {shown.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    );
  }
  const limit = selectionLimit(field);
  const toggle = (choice: string, checked: boolean) => {
    const next = checked ? [...value, choice] : value.filter((v) => v !== choice);
    const limited = limitSelection(next, limit);
    setMessage(limited.message);
    onChange(limited.values);
  };
  // the group carries the field's name (its label, plain text: see Field isGroup) and each checkbox
  // only its own value, so every option reads the same way
  return (
    <div
      className={styles.choices}
      role="group"
      aria-labelledby={`${input.id}-label`}
      aria-describedby={input['aria-describedby']}
    >
      {shown.length === 0 && <span className={styles.hint}>No options found</span>}
      {shown.map((choice, index) => (
        <label key={choice} className={styles.choice}>
          <input
            type="checkbox"
            ref={index === 0 ? ref : undefined}
            checked={value.includes(choice)}
            aria-invalid={input['aria-invalid']}
            onChange={(e) => toggle(choice, e.target.checked)}
          />
          <span>{choice}</span>
        </label>
      ))}
      {message && (
        <div className={styles.limitMessage} role="status">
          {message}
        </div>
      )}
    </div>
  );
}

function JsonInput({ name, input }: { name: string; input: FieldInputProps }) {
  const { field: control } = useController({ name });
  return (
    <CodeEditor
      {...input}
      labelId={`${input.id}-label`}
      language="json"
      value={typeof control.value === 'string' ? control.value : ''}
      onChange={control.onChange}
      onBlur={control.onBlur}
      minHeight={80}
      maxHeight={400}
    />
  );
}

function EditorInput({ name, input }: { name: string; input: FieldInputProps }) {
  const { field: control } = useController({ name });
  return (
    <RichTextInput
      {...input}
      labelId={`${input.id}-label`}
      value={typeof control.value === 'string' ? control.value : ''}
      onChange={control.onChange}
    />
  );
}

function FileInput({
  name,
  input,
  field,
  record,
  progress,
}: {
  name: string;
  input: FieldInputProps;
  field: SchemaField;
  record: PbRecord | null;
  progress?: ReadonlyMap<string, number>;
}) {
  const { field: control } = useController({ name });
  return (
    <FileFieldInput
      {...input}
      field={field}
      record={record}
      value={control.value as FileFieldState}
      onChange={control.onChange}
      progress={progress}
    />
  );
}

function RelationInput({
  name,
  input,
  field,
  target,
  onNewRecord,
}: {
  name: string;
  input: FieldInputProps;
  field: SchemaField;
  target: Collection | undefined;
  onNewRecord?: RelationPickerProps['onNewRecord'];
}) {
  const { field: control } = useController({ name });
  return (
    <RelationFieldInput
      {...input}
      field={field}
      target={target}
      value={Array.isArray(control.value) ? (control.value as string[]) : []}
      onChange={control.onChange}
      onNewRecord={onNewRecord}
    />
  );
}
