import type { Record as PbRecord } from 'pocketbase';
import {
  CELL_RELATIONS_MAX,
  fieldValues,
  PREVIEW_RELATIONS_MAX,
  relationLabel,
  splitLimit,
  truncate,
} from '../../../../lib/recordCells';
import styles from '../RecordCell.module.css';
import { NA } from './parts';
import type { FieldValueProps } from './types';
import { showBidiControls } from '../../../../lib/bidi';
import { SafeText } from '../../../../ui/SafeText';

/** The related records as badges, labelled by their display fields (from the expanded records). */
export function RelationCell({ record, field, isCompact }: FieldValueProps) {
  const ids = fieldValues(record[field.name]);
  if (ids.length === 0) return NA;
  const expanded = record.expand?.[field.name];
  const list = (Array.isArray(expanded) ? expanded : expanded ? [expanded] : []) as PbRecord[];
  const byId = new Map(list.map((r) => [r.id, r]));
  const displayFields = (field.options?.displayFields as string[] | undefined) ?? [];
  const { shown, rest } = splitLimit(ids, isCompact ? CELL_RELATIONS_MAX : PREVIEW_RELATIONS_MAX);
  return (
    <span className={styles.items}>
      {shown.map((id) => {
        const related = byId.get(id);
        const label = related ? relationLabel(related, displayFields) : id;
        return (
          // the label is a record's own text (or its id), in either direction
          <span key={id} className={styles.badge} title={showBidiControls(id)} dir="auto">
            <SafeText text={truncate(label, 70)} />
          </span>
        );
      })}
      {rest > 0 && <span className={styles.more}>+{rest}</span>}
    </span>
  );
}
