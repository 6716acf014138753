import type { SchemaFieldForm } from '../model/collectionForm';
import { MIME_PRESETS, MIME_TYPES, type MimePreset } from '../model/mimeTypes';
import { Button } from '../../../../ui/Button';
import { Field } from '../../../../ui/form/Form';
import { Select } from '../../../../ui/Select';
import { CheckOption, ListOption, NumberOption } from '../optionInputs';
import styles from '../SchemaFieldCard.module.css';
import { SelectionModeOption } from './SelectionModeOption';
import { t, type FieldOptionsKey } from './messages';
import { list, num, useFieldOptions } from './shared';

const PRESET_LABELS: { readonly [id in MimePreset['id']]: FieldOptionsKey } = {
  images: 'file.preset.images',
  documents: 'file.preset.documents',
  videos: 'file.preset.videos',
  archives: 'file.preset.archives',
};

const MIME_OPTIONS = MIME_TYPES.map(({ mimeType, ext }) => ({ value: mimeType, label: mimeType, hint: ext }));

export function FileOptions({ index, field }: { index: number; field: SchemaFieldForm }) {
  const { option, path } = useFieldOptions(index);
  const o = field.options;
  const mimeTypes = list(o.mimeTypes);
  const addPreset = (types: readonly string[]) =>
    option('mimeTypes', [...mimeTypes, ...types.filter((t) => !mimeTypes.includes(t))]);
  return (
    <div className={styles.options}>
      <SelectionModeOption index={index} field={field} />
      <NumberOption
        name={path('maxSize')}
        label={t('file.maxSize')}
        required
        integer
        value={num(o.maxSize)}
        onChange={(v) => option('maxSize', v)}
      />
      <ListOption
        name={path('thumbs')}
        label={t('file.thumbs')}
        hint={t('file.thumbsHint')}
        placeholder={t('file.thumbsPlaceholder')}
        value={list(o.thumbs)}
        onChange={(v) => option('thumbs', v)}
      />
      <Field name={path('mimeTypes')} label={t('file.mimeTypes')} hint={t('file.mimeTypesHint')}>
        {(input) => (
          <div className={styles.mime}>
            <Select
              {...input}
              multiple
              searchable
              options={MIME_OPTIONS}
              value={mimeTypes}
              placeholder={t('file.anyType')}
              onChange={(v) => option('mimeTypes', v)}
            />
            <div className={styles.presets} role="group" aria-label={t('file.presets')}>
              {MIME_PRESETS.map((preset) => (
                <Button key={preset.id} size="sm" variant="ghost" onClick={() => addPreset(preset.mimeTypes)}>
                  {t(PRESET_LABELS[preset.id])}
                </Button>
              ))}
            </div>
          </div>
        )}
      </Field>
      <CheckOption
        label={t('file.protected')}
        hint={t('file.protectedHint')}
        checked={o.protected === true}
        onChange={(v) => option('protected', v)}
      />
    </div>
  );
}
