import { useEffect, useState } from 'react';
import type { CollectionChange, FieldChange, ImportChanges } from './model/importChanges';
import type { ImportError } from './model/importErrors';
import { showBidiControls } from '../../../lib/bidi';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { MIRRORED_IN_RTL } from '../../../ui/icons';
import { SafeText } from '../../../ui/SafeText';
import { t, type ImportKey } from './messages';
import styles from './ImportCollectionsPage.module.css';

/** Rows drawn at once; the rest follow a batch per frame, so a big list never blocks the page. */
const FIRST_ROWS = 40;
const ROWS_PER_FRAME = 80;

/** The badge of each kind of change: keys of the page's catalog, read when shown. */
export const KIND_LABEL = {
  deleted: 'kind.deleted',
  changed: 'kind.changed',
  added: 'kind.added',
} as const satisfies Record<CollectionChange['kind'], ImportKey>;

const FIELD_CHANGE = {
  deleted: 'field.deleted',
  changed: 'field.changed',
  added: 'field.added',
} as const satisfies Record<FieldChange['kind'], ImportKey>;
const KIND_TONE: Record<CollectionChange['kind'], BadgeTone> = {
  deleted: 'danger',
  changed: 'warning',
  added: 'success',
};

/** How many of `total` rows to draw: a first batch at once, then more each frame. */
function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(FIRST_ROWS);
  useEffect(() => {
    if (count >= total) return;
    const frame = requestAnimationFrame(() => setCount((c) => c + ROWS_PER_FRAME));
    return () => cancelAnimationFrame(frame);
  }, [count, total]);
  return Math.min(count, total);
}

interface ImportChangesListProps {
  changes: ImportChanges;
  /** The server's errors of the last failed import, shown with their collections. */
  errors: readonly ImportError[];
}

/** 'Detected changes': deleted, changed and added collections, and the fields within. */
export function ImportChangesList({ changes, errors }: ImportChangesListProps) {
  const all = [...changes.deleted, ...changes.changed, ...changes.added];
  const shown = useProgressiveCount(all.length);
  const errorsOf = new Map(errors.map((e) => [e.collectionId, e.messages]));
  return (
    <section className={styles.changes} aria-labelledby="import-detected-changes">
      <h2 id="import-detected-changes" className={styles.changesTitle}>
        {t('changes.title')}
      </h2>
      <p className={styles.summary}>
        {t('changes.summary', {
          deleted: changes.deleted.length,
          changed: changes.changed.length,
          added: changes.added.length,
          total: all.length,
        })}
      </p>
      <ul className={styles.changeList} aria-busy={shown < all.length || undefined}>
        {all.slice(0, shown).map((change) => (
          <ChangeItem key={`${change.kind}:${change.id}`} change={change} errors={errorsOf.get(change.id)} />
        ))}
      </ul>
    </section>
  );
}

function ChangeItem({ change, errors }: { change: CollectionChange; errors?: readonly string[] }) {
  return (
    <li className={styles.changeItem} data-change={change.kind}>
      <Badge tone={KIND_TONE[change.kind]}>{t(KIND_LABEL[change.kind])}</Badge>
      <span className={styles.collectionName}>
        {change.oldName ? (
          <>
            {/* each name is a left-to-right island and the arrow follows the page: in a
                right-to-left page the old name comes first on the right, the arrow points left */}
            <span dir="ltr">
              <SafeText text={change.oldName} />
            </span>{' '}
            <span aria-hidden="true" className={MIRRORED_IN_RTL}>
              →
            </span>
            <span className="visually-hidden"> {t('changes.renamedTo')} </span>{' '}
            <span dir="ltr">
              <SafeText text={change.name} />
            </span>
          </>
        ) : (
          <SafeText text={change.name} />
        )}
      </span>
      {change.fields.length > 0 && (
        <ul
          className={styles.fieldList}
          aria-label={t('changes.fieldsOf', { collection: showBidiControls(change.name) })}
        >
          {change.fields.map((field) => (
            <li key={`${field.kind}:${field.id}:${field.name}`} data-field-change={field.kind}>
              <SafeText text={fieldText(field)} />
            </li>
          ))}
        </ul>
      )}
      {errors && (
        <ul
          className={styles.itemErrors}
          aria-label={t('changes.errorsOf', { collection: showBidiControls(change.name) })}
        >
          {errors.map((message, i) => (
            <li key={i}>
              <SafeText text={message} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** 'Deleted field body', 'Changed field headline (was title)', 'Added field views'. */
export function fieldText(field: FieldChange): string {
  const text = t(FIELD_CHANGE[field.kind], { field: field.name || t('field.noName') });
  return field.oldName ? t('field.was', { change: text, oldName: field.oldName }) : text;
}
