import type { ReactNode } from 'react';
import type { Collection, Record as PbRecord } from 'pocketbase';
import { useRecord } from '../../../api/records';
import { errorMessage } from '../../../lib/errors';
import { formatCellDate, PREVIEW_FILE_FIELDS_MAX } from '../../../lib/recordCells';
import { Overlay, OverlayCloseButton } from '../../../ui/Overlay';
import { SafeText } from '../../../ui/SafeText';
import { fieldDirection, type CellDirection } from './cells/directions';
import { FieldValue } from './RecordCell';
import { t } from './messages';
import styles from './RecordPreviewPanel.module.css';

interface RecordPreviewPanelProps {
  collection: Collection;
  recordId: string | null;
  /** The record as loaded in the list, if it is there. */
  loaded: PbRecord | undefined;
  open: boolean;
  onClose: () => void;
}

/** A read-only preview of every field of a record (views; base and auth until the editor). */
export function RecordPreviewPanel({ collection, recordId, loaded, open, onClose }: RecordPreviewPanelProps) {
  const fetched = useRecord(collection, recordId, open && !loaded);
  const record = loaded ?? fetched.data;
  return (
    <Overlay
      open={open}
      onClose={onClose}
      title={t('preview.title', { collection: collection.name })}
      variant="panel"
      footer={<OverlayCloseButton>{t('preview.close')}</OverlayCloseButton>}
    >
      {record ? (
        <RecordDetails collection={collection} record={record} />
      ) : fetched.isError ? (
        <p role="alert">{errorMessage(fetched.error)}</p>
      ) : (
        <p role="status">{t('preview.loading')}</p>
      )}
    </Overlay>
  );
}

function RecordDetails({ collection, record }: { collection: Collection; record: PbRecord }) {
  const na = <span className={styles.na}>{t('notAvailable')}</span>;
  const text = (value: unknown) => (typeof value === 'string' && value ? <SafeText text={value} /> : na);
  // each value's cell takes the direction of what it holds (see FIELD_DIRECTIONS)
  const rows: Array<[string, ReactNode, CellDirection?]> = [
    [
      'id',
      <span className={styles.mono}>
        <SafeText text={record.id} />
      </span>,
      'ltr',
    ],
  ];
  if (collection.type === 'auth') {
    rows.push(['username', text(record.username), 'ltr']);
    rows.push(['email', text(record.email), 'ltr']);
    rows.push(['emailVisibility', record.emailVisibility ? t('preview.true') : t('preview.false')]);
    rows.push(['verified', record.verified ? t('preview.true') : t('preview.false')]);
  }
  let fileFields = 0;
  for (const field of collection.schema) {
    // up to 5 file fields
    if (field.type === 'file' && ++fileFields > PREVIEW_FILE_FIELDS_MAX) continue;
    rows.push([
      field.name,
      <FieldValue record={record} field={field} isCompact={false} />,
      fieldDirection(field),
    ]);
  }
  if (record.created) rows.push(['created', formatCellDate(record.created) || na]);
  if (record.updated) rows.push(['updated', formatCellDate(record.updated) || na]);
  return (
    <table className={styles.table}>
      <tbody>
        {rows.map(([label, value, dir]) => (
          <tr key={label}>
            <th scope="row">
              <SafeText text={label} />
            </th>
            <td dir={dir}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
