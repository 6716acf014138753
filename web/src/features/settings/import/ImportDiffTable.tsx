import { Fragment, useMemo, useState } from 'react';
import type { CollectionChange } from './model/importChanges';
import { alignKeys, prettyJson } from './model/importDisplay';
import { showBidiControls } from '../../../lib/bidi';
import { sideBySide, type DiffLine, type DiffRow } from './model/sideBySideDiff';
import { SafeText } from '../../../ui/SafeText';
import { formatNumber } from '../../../lib/i18n';
import { t } from './messages';
import styles from './ImportReviewPopup.module.css';

type Mark = 'removed' | 'added' | null;

/**
 * One collection's JSON, old | new, line by line. Changed lines are marked by colour, a − or + sign
 * and, for screen readers, the words 'Removed:' and 'Added:'; unchanged runs fold into a button.
 */
export function ImportDiffTable({ change }: { change: CollectionChange }) {
  const diff = useMemo(() => {
    const next = change.old && change.new ? alignKeys(change.new, change.old) : change.new;
    return sideBySide(prettyJson(change.old), prettyJson(next));
  }, [change]);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set());
  const open = (i: number) => setOpened((s) => new Set(s).add(i));
  return (
    <table className={styles.diff} data-diff-table="">
      <caption className="visually-hidden">
        {t('diff.caption', {
          collection: showBidiControls(change.name),
          removed: diff.removed,
          added: formatNumber(diff.added),
        })}
      </caption>
      <colgroup>
        <col className={styles.numberCol} />
        <col />
        <col className={styles.numberCol} />
        <col />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('diff.oldLine')}</span>
          </th>
          <th scope="col">{t('diff.old')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('diff.newLine')}</span>
          </th>
          <th scope="col">{t('diff.new')}</th>
        </tr>
      </thead>
      <tbody>
        {diff.rows.map((row, i) =>
          row.kind !== 'folded' ? (
            <Row key={i} row={row} />
          ) : opened.has(i) ? (
            <Fragment key={i}>
              {row.rows.map((inner, k) => (
                <Row key={k} row={inner} />
              ))}
            </Fragment>
          ) : (
            <tr key={i} className={styles.folded}>
              <td colSpan={4}>
                <button type="button" className={styles.unfold} onClick={() => open(i)}>
                  {t('diff.showUnchanged', { count: row.rows.length })}
                </button>
              </td>
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
}

function Row({ row }: { row: Exclude<DiffRow, { kind: 'folded' }> }) {
  const isChange = row.kind === 'change';
  return (
    <tr>
      <Cells line={row.old} mark={isChange && row.old ? 'removed' : null} />
      <Cells line={row.new} mark={isChange && row.new ? 'added' : null} />
    </tr>
  );
}

function Cells({ line, mark }: { line: DiffLine | null; mark: Mark }) {
  const kind = mark ? styles[mark] : line ? '' : styles.blank;
  return (
    <>
      <td className={[styles.number, kind].join(' ')}>{line?.number}</td>
      <td className={[styles.code, kind].join(' ')}>
        {mark && (
          <>
            <span className={styles.sign} aria-hidden="true">
              {mark === 'removed' ? '−' : '+'}
            </span>
            <span className="visually-hidden">{`${mark === 'removed' ? t('diff.removed') : t('diff.added')} `}</span>
          </>
        )}
        {line && <SafeText text={line.text} />}
      </td>
    </>
  );
}
