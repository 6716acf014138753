import type { SchemaFieldForm } from '../model/collectionForm';
import { MIME_PRESETS, MIME_TYPES } from '../model/mimeTypes';
import { Button } from '../../../../ui/Button';
import { Field } from '../../../../ui/form/Form';
import { Select } from '../../../../ui/Select';
import { CheckOption, ListOption, NumberOption } from '../optionInputs';
import styles from '../SchemaFieldCard.module.css';
import { SelectionModeOption } from './SelectionModeOption';
import { list, num, useFieldOptions } from './shared';

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
