import type { Record as PbRecord } from 'pocketbase';
import { formatCellDate } from '../../../lib/recordCells';
import { IconUnverified, IconVerified } from '../../../ui/icons';
import { SafeText } from '../../../ui/SafeText';
import type { RecordColumn } from './columns';
import { FieldValue } from './RecordCell';
import { t } from './messages';
import styles from './RecordsTable.module.css';

/** What one column of a record shows: the id (and an auth record's verified mark), a field or a date. */
export function ColumnCell({
  record,
  column,
  isAuth,
}: {
  record: PbRecord;
  column: RecordColumn;
  isAuth: boolean;
}) {
  switch (column.kind) {
    case 'id':
      return (
        <span className={styles.id}>
          {isAuth &&
            (record.verified ? (
              <span
                role="img"
                aria-label={t('table.verified')}
                title={t('table.verified')}
                className={styles.verified}
              >
                <IconVerified size={14} />
              </span>
            ) : (
              <span
                role="img"
                aria-label={t('table.unverified')}
                title={t('table.unverified')}
                className={styles.unverified}
              >
                <IconUnverified size={14} />
              </span>
            ))}
          <span className={styles.mono}>
            <SafeText text={record.id} />
          </span>
        </span>
      );
    case 'username':
    case 'email': {
      const value = record[column.key];
      return typeof value === 'string' && value ? (
        <span>
          <SafeText text={value} />
        </span>
      ) : (
        <span className={styles.na}>{t('notAvailable')}</span>
      );
    }
    case 'authFlag':
      return <span>{record[column.key] ? t('preview.true') : t('preview.false')}</span>;
    case 'created':
    case 'updated':
      return <span className={styles.date}>{formatCellDate(record[column.key]) || t('notAvailable')}</span>;
    default:
      return column.field ? <FieldValue record={record} field={column.field} isCompact /> : null;
  }
}
