import type { Collection } from 'pocketbase';
import {
  changeRelationTarget,
  isMultipleMode,
  setMultiple,
  type SchemaFieldForm,
} from '../../../lib/collectionForm';
import { MIME_PRESETS, MIME_TYPES } from '../../../lib/mimeTypes';
import { isValidDateTimeText } from '../../../lib/valueParsing';
import { AUTH_SYSTEM_FIELDS } from '../../../lib/schema';
import { Button } from '../../../ui/Button';
import { DateTimeInput } from '../../../ui/DateTimeInput';
import { Field } from '../../../ui/form/Form';
import { Select } from '../../../ui/Select';
import { useSetCollectionValue } from './formAccess';
import { CheckOption, ListOption, ModeToggle, NumberOption, TextOption } from './optionInputs';
import styles from './SchemaFieldCard.module.css';

interface SchemaFieldOptionsProps {
  index: number;
  field: SchemaFieldForm;
  collections: readonly Collection[];
}

const MIME_OPTIONS = MIME_TYPES.map(({ mimeType, ext }) => ({ value: mimeType, label: mimeType, hint: ext }));

/** A number option as its input holds it: a number, the text typed while it is not one, or null. */
function num(value: unknown): number | string | null {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function list(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Setters of one field's options: one option, the whole field (a mode switch), and option paths. */
function useFieldOptions(index: number) {
  const set = useSetCollectionValue();
  const base = `schema.${index}.options` as const;
  return {
    option: (key: string, value: unknown) => set(`${base}.${key}`, value),
    replace: (next: SchemaFieldForm) => set(`schema.${index}`, next),
    path: (key: string) => `${base}.${key}`,
  };
}

/** The options of one schema field, by type (spec §3 options, §5 rules). */
export function SchemaFieldOptions({ index, field, collections }: SchemaFieldOptionsProps) {
  const { option, replace, path } = useFieldOptions(index);
  const o = field.options;

  switch (field.type) {
    case 'text':
      return (
        <div className={styles.options}>
          <NumberOption
            name={path('min')}
            label="Min length"
            integer
            value={num(o.min)}
            onChange={(v) => option('min', v)}
          />
          <NumberOption
            name={path('max')}
            label="Max length"
            integer
            value={num(o.max)}
            onChange={(v) => option('max', v)}
          />
          <TextOption
            name={path('pattern')}
            label="Regex pattern"
            hint='A Go regular expression, eg. "^\w+$"'
            mono
            value={text(o.pattern)}
            onChange={(v) => option('pattern', v)}
          />
        </div>
      );
    case 'number':
      return (
        <div className={styles.options}>
          <NumberOption
            name={path('min')}
            label="Min"
            value={num(o.min)}
            onChange={(v) => option('min', v)}
          />
          <NumberOption
            name={path('max')}
            label="Max"
            value={num(o.max)}
            onChange={(v) => option('max', v)}
          />
        </div>
      );
    case 'email':
    case 'url': {
      const except = list(o.exceptDomains);
      const only = list(o.onlyDomains);
      return (
        <div className={styles.options}>
          <ListOption
            name={path('exceptDomains')}
            label="Except domains"
            hint={
              only.length ? 'Clear "Only domains" to use this.' : 'Comma separated, eg. example.com, test.org'
            }
            disabled={only.length > 0}
            value={except}
            onChange={(v) => option('exceptDomains', v)}
          />
          <ListOption
            name={path('onlyDomains')}
            label="Only domains"
            hint={
              except.length
                ? 'Clear "Except domains" to use this.'
                : 'Comma separated, eg. example.com, test.org'
            }
            disabled={except.length > 0}
            value={only}
            onChange={(v) => option('onlyDomains', v)}
          />
        </div>
      );
    }
    case 'date':
      return (
        <div className={styles.options}>
          {(['min', 'max'] as const).map((key) => (
            <Field key={key} name={path(key)} label={key === 'min' ? 'Min date (UTC)' : 'Max date (UTC)'}>
              {(input) => (
                <DateTimeInput
                  {...input}
                  value={text(o[key]).slice(0, 19)}
                  // a real date-time takes the server's format; other text stays as typed, for
                  // the checks before saving to refuse (the input would show it changed otherwise)
                  onChange={(v) => option(key, isValidDateTimeText(v) ? `${v}.000Z` : v)}
                />
              )}
            </Field>
          ))}
        </div>
      );
    case 'select': {
      const values = list(o.values);
      const multiple = isMultipleMode(field);
      return (
        <div className={styles.options}>
          <ListOption
            name={path('values')}
            label="Choices"
            required
            placeholder="Choices: eg. optionA, optionB"
            value={values}
            onChange={(v) => option('values', v)}
          />
          <ModeToggle multiple={multiple} onChange={(m) => replace(setMultiple(field, m))} />
          {multiple && (
            <NumberOption
              name={path('maxSelect')}
              label="Max select"
              required
              integer
              value={num(o.maxSelect)}
              onChange={(v) => option('maxSelect', v)}
            />
          )}
        </div>
      );
    }
    case 'file':
      return <FileOptions index={index} field={field} />;
    case 'relation':
      return <RelationOptions index={index} field={field} collections={collections} />;
    default:
      return <p className={styles.noOptions}>This field type has no options.</p>;
  }
}

function FileOptions({ index, field }: { index: number; field: SchemaFieldForm }) {
  const { option, replace, path } = useFieldOptions(index);
  const o = field.options;
  const multiple = isMultipleMode(field);
  const mimeTypes = list(o.mimeTypes);
  const addPreset = (types: readonly string[]) =>
    option('mimeTypes', [...mimeTypes, ...types.filter((t) => !mimeTypes.includes(t))]);
  return (
    <div className={styles.options}>
      <ModeToggle multiple={multiple} onChange={(m) => replace(setMultiple(field, m))} />
      {multiple && (
        <NumberOption
          name={path('maxSelect')}
          label="Max select"
          required
          integer
          value={num(o.maxSelect)}
          onChange={(v) => option('maxSelect', v)}
        />
      )}
      <NumberOption
        name={path('maxSize')}
        label="Max file size (bytes)"
        required
        integer
        value={num(o.maxSize)}
        onChange={(v) => option('maxSize', v)}
      />
      <ListOption
        name={path('thumbs')}
        label="Thumb sizes"
        hint="Comma separated: WxH (crop center), WxHt (top), WxHb (bottom), WxHf (fit), 0xH, Wx0 (resize)"
        placeholder="eg. 100x100, 300x0"
        value={list(o.thumbs)}
        onChange={(v) => option('thumbs', v)}
      />
      <Field name={path('mimeTypes')} label="Allowed mime types" hint="None chosen: any type is allowed.">
        {(input) => (
          <div className={styles.mime}>
            <Select
              {...input}
              multiple
              searchable
              options={MIME_OPTIONS}
              value={mimeTypes}
              placeholder="Any type"
              onChange={(v) => option('mimeTypes', v)}
            />
            <div className={styles.presets} role="group" aria-label="Mime type presets">
              {MIME_PRESETS.map((preset) => (
                <Button
                  key={preset.label}
                  size="sm"
                  variant="ghost"
                  onClick={() => addPreset(preset.mimeTypes)}
                >
                  {preset.label}
                </Button>
              ))}
            </div>
          </div>
        )}
      </Field>
      <CheckOption
        label="Protected"
        hint="Files need a file token to be read (admins get one automatically)."
        checked={o.protected === true}
        onChange={(v) => option('protected', v)}
      />
    </div>
  );
}

function targetFieldNames(target: Collection | undefined): string[] {
  if (!target) return [];
  return [
    'id',
    ...(target.type === 'auth' ? AUTH_SYSTEM_FIELDS : []),
    ...target.schema.map((f) => f.name),
    'created',
    'updated',
  ];
}

function RelationOptions({ index, field, collections }: SchemaFieldOptionsProps) {
  const { option, replace, path } = useFieldOptions(index);
  const o = field.options;
  const multiple = isMultipleMode(field);
  const targetId = text(o.collectionId);
  const target = collections.find((c) => c.id === targetId);
  return (
    <div className={styles.options}>
      <Field
        name={path('collectionId')}
        label="Collection"
        required
        hint={field.id ? 'Fixed once saved.' : undefined}
      >
        {(input) => (
          <Select
            {...input}
            options={collections.map((c) => ({ value: c.id, label: c.name, hint: c.type }))}
            value={targetId}
            placeholder="Select collection *"
            noOptionsText="No collections found"
            disabled={!!field.id}
            onChange={(v) =>
              replace(changeRelationTarget(field, collections.find((c) => c.id === v) ?? null))
            }
          />
        )}
      </Field>
      <ModeToggle multiple={multiple} onChange={(m) => replace(setMultiple(field, m))} />
      {multiple && (
        <>
          <NumberOption
            name={path('minSelect')}
            label="Min select"
            integer
            value={num(o.minSelect)}
            placeholder="No min limit"
            onChange={(v) => option('minSelect', v)}
          />
          <NumberOption
            name={path('maxSelect')}
            label="Max select"
            integer
            value={num(o.maxSelect)}
            placeholder="No max limit"
            onChange={(v) => option('maxSelect', v)}
          />
        </>
      )}
      <Field
        name={path('displayFields')}
        label="Display fields"
        hint="Shown for the related records in lists and pickers (default: id)."
      >
        {(input) => (
          <Select
            {...input}
            multiple
            options={targetFieldNames(target).map((name) => ({ value: name, label: name }))}
            value={list(o.displayFields)}
            onChange={(v) => option('displayFields', v)}
            disabled={!target}
          />
        )}
      </Field>
      <CheckOption
        label="Cascade delete"
        hint="Deleting a related record deletes this record too."
        checked={o.cascadeDelete === true}
        onChange={(v) => option('cascadeDelete', v)}
      />
    </div>
  );
}
