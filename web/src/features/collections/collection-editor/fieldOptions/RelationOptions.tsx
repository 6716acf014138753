import type { Collection } from 'pocketbase';
import { changeRelationTarget, isMultipleMode, setMultiple } from '../model/transitions';
import { AUTH_SYSTEM_FIELDS } from '../../../../lib/schema';
import { Field } from '../../../../ui/form/Form';
import { Select } from '../../../../ui/Select';
import { CheckOption, ModeToggle, NumberOption } from '../optionInputs';
import styles from '../SchemaFieldCard.module.css';
import { t } from './messages';
import { list, num, text, useFieldOptions, type FieldOptionsProps } from './shared';

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

export function RelationOptions({ index, field, collections }: FieldOptionsProps) {
  const { option, replace, path } = useFieldOptions(index);
  const o = field.options;
  const multiple = isMultipleMode(field);
  const targetId = text(o.collectionId);
  const target = collections.find((c) => c.id === targetId);
  return (
    <div className={styles.options}>
      <Field
        name={path('collectionId')}
        label={t('relation.collection')}
        required
        hint={field.id ? t('relation.fixed') : undefined}
      >
        {(input) => (
          <Select
            {...input}
            options={collections.map((c) => ({ value: c.id, label: c.name, hint: c.type }))}
            value={targetId}
            placeholder={t('relation.placeholder')}
            noOptionsText={t('relation.noCollections')}
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
            label={t('relation.minSelect')}
            integer
            value={num(o.minSelect)}
            placeholder={t('relation.noMin')}
            onChange={(v) => option('minSelect', v)}
          />
          <NumberOption
            name={path('maxSelect')}
            label={t('maxSelect')}
            integer
            value={num(o.maxSelect)}
            placeholder={t('relation.noMax')}
            onChange={(v) => option('maxSelect', v)}
          />
        </>
      )}
      <Field
        name={path('displayFields')}
        label={t('relation.displayFields')}
        hint={t('relation.displayFieldsHint')}
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
        label={t('relation.cascadeDelete')}
        hint={t('relation.cascadeDeleteHint')}
        checked={o.cascadeDelete === true}
        onChange={(v) => option('cascadeDelete', v)}
      />
    </div>
  );
}
