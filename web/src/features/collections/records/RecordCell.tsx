import { memo } from 'react';
import { CELL_TEXT_MAX, jsonText } from '../../../lib/recordCells';
import { fieldTypeOf } from '../../../lib/schema';
import { useLanguage } from '../../../ui/useLanguage';
import { FIELD_CELLS, type FieldValueProps } from './cells';
import { LongText } from './cells/parts';

/**
 * One field's value as text, badges, links (http/https only) or thumbnails, as its type shows it
 * (cells/). Nothing a record holds ever reaches the DOM as HTML: rich text is reduced to its text
 * content without building any DOM from it. A type this dashboard does not know shows its JSON.
 * Every text shows its direction control characters as visible markers (SafeText), so a value such
 * as `adm\u202Egnp.exe` reads in its stored order instead of as 'admexe.png'.
 */
export const FieldValue = memo(function FieldValue(props: FieldValueProps) {
  // memo keeps the cell from the app's re-render on a language switch: it follows the language itself
  useLanguage();
  const type = fieldTypeOf(props.field);
  if (!type) return <LongText text={jsonText(props.record[props.field.name])} max={CELL_TEXT_MAX} />;
  const Cell = FIELD_CELLS[type];
  return <Cell {...props} />;
});
