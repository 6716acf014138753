import type { SchemaFieldForm } from '../model/collectionForm';
import { isMultipleMode, setMultiple } from '../model/transitions';
import { ModeToggle, NumberOption } from '../optionInputs';
import { t } from './messages';
import { num, useFieldOptions } from './shared';

/**
 * The Single/Multiple switch and, in multiple mode, the required 'Max select' of a select or file
 * field: both store their mode in maxSelect, so they take the same two inputs.
 */
export function SelectionModeOption({ index, field }: { index: number; field: SchemaFieldForm }) {
  const { option, replace, path } = useFieldOptions(index);
  const multiple = isMultipleMode(field);
  return (
    <>
      <ModeToggle multiple={multiple} onChange={(m) => replace(setMultiple(field, m))} />
      {multiple && (
        <NumberOption
          name={path('maxSelect')}
          label={t('maxSelect')}
          required
          integer
          value={num(field.options.maxSelect)}
          onChange={(v) => option('maxSelect', v)}
        />
      )}
    </>
  );
}
