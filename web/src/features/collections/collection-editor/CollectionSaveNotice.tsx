import { useEffect, useRef } from 'react';
import { Button } from '../../../ui/Button';
import { SafeText } from '../../../ui/SafeText';
import type { CollectionSaveProblem } from './useCollectionSave';
import { joinList, t } from './messages';
import { withParts } from '../../../ui/withParts';
import styles from './CollectionEditorPanel.module.css';

interface CollectionSaveNoticeProps {
  problem: CollectionSaveProblem | null;
  onMerge: () => void;
  onReload: () => void;
  onKeepAsNew: () => void;
  onClose: () => void;
}

/**
 * What the collection editor says above its form when a save could not be done as asked (never a
 * toast): the collection changed on the server (what changed, Merge or Reload), the result of a
 * merge, the collection deleted meanwhile, or the server out of reach. It takes the focus when it
 * shows, so it is seen (and its buttons are the next Tab stops) even from the bottom of a long schema.
 */
export function CollectionSaveNotice({
  problem,
  onMerge,
  onReload,
  onKeepAsNew,
  onClose,
}: CollectionSaveNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) ref.current?.focus();
  }, [problem]);
  if (!problem) return null;

  if (problem.kind === 'conflict') {
    const { changes, unseen, kept, collisions } = problem;
    return (
      <div ref={ref} tabIndex={-1} className={styles.conflict} role="alert">
        <p>
          <strong>{t('conflict.title')}</strong> {t('conflict.nothingSaved')}
        </p>
        {changes.length > 0 ? (
          <>
            <p>{t('conflict.changed')}</p>
            <ul>
              {changes.map((line, index) => (
                <li key={`${index}:${line}`}>
                  <SafeText text={line} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          unseen.length === 0 && <p>{t('conflict.noVisibleChange')}</p>
        )}
        {unseen.length > 0 && <p>{t('conflict.unseen', { names: joinList(unseen) })}</p>}
        {kept.length > 0 && (
          <>
            <p>{t('conflict.kept')}</p>
            <ul>
              {kept.map((line, index) => (
                <li key={`${index}:${line}`}>
                  <SafeText text={line} />
                </li>
              ))}
            </ul>
          </>
        )}
        {collisions.length > 0 && (
          <p>
            {withParts((values) => t('conflict.collisions', { ...values, count: collisions.length }), {
              names: (
                <SafeText text={joinList(collisions.map((name) => t('summary.quoted', { text: name })))} />
              ),
            })}
          </p>
        )}
        <p>{t('conflict.explain')}</p>
        <div className={styles.noticeActions}>
          <Button size="sm" variant="primary" onClick={onMerge}>
            {t('conflict.merge')}
          </Button>
          <Button size="sm" onClick={onReload}>
            {t('conflict.reload')}
          </Button>
        </div>
      </div>
    );
  }

  if (problem.kind === 'merged') {
    return (
      <div ref={ref} tabIndex={-1} className={styles.merged} role="status">
        <p>{t('merged.text')}</p>
        {problem.kept.length > 0 && (
          <>
            <p>{t('merged.kept')}</p>
            <ul>
              {problem.kept.map((line, index) => (
                <li key={`${index}:${line}`}>
                  <SafeText text={line} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    );
  }

  if (problem.kind === 'gone') {
    return (
      <div ref={ref} tabIndex={-1} className={styles.problem} role="alert">
        <p>{t('gone.text')}</p>
        <div className={styles.noticeActions}>
          <Button size="sm" variant="primary" onClick={onKeepAsNew}>
            {t('gone.keepAsNew')}
          </Button>
          <Button size="sm" onClick={onClose}>
            {t('gone.close')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div ref={ref} tabIndex={-1} className={styles.problem} role="alert">
      {t('unreachable')}
    </div>
  );
}
