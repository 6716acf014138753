import { useEffect, useRef } from 'react';
import { Button } from '../../../ui/Button';
import { SafeText } from '../../../ui/SafeText';
import type { CollectionSaveProblem } from './useCollectionSave';
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
          <strong>This collection was changed on the server after you opened it.</strong> Nothing was saved.
        </p>
        {changes.length > 0 ? (
          <>
            <p>Changed on the server:</p>
            <ul>
              {changes.map((line, index) => (
                <li key={`${index}:${line}`}>
                  <SafeText text={line} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          unseen.length === 0 && <p>Nothing you can see differs: it was saved again as it was.</p>
        )}
        {unseen.length > 0 && (
          <p>Fields on the server that your form does not have: {unseen.join(', ')}. Merge keeps them.</p>
        )}
        {kept.length > 0 && (
          <>
            <p>You changed these too; Merge keeps your version:</p>
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
            The server has a field named like your new {collisions.length === 1 ? 'field' : 'fields'}{' '}
            <SafeText text={collisions.map((name) => `"${name}"`).join(', ')} />: Merge keeps both and asks
            you to rename yours.
          </p>
        )}
        <p>
          Merge applies your changes to the server&apos;s version. Reload shows the server&apos;s version and
          drops your changes.
        </p>
        <div className={styles.noticeActions}>
          <Button size="sm" variant="primary" onClick={onMerge}>
            Merge
          </Button>
          <Button size="sm" onClick={onReload}>
            Reload
          </Button>
        </div>
      </div>
    );
  }

  if (problem.kind === 'merged') {
    return (
      <div ref={ref} tabIndex={-1} className={styles.merged} role="status">
        <p>Your changes are now on the server&apos;s version: check them, then save.</p>
        {problem.kept.length > 0 && (
          <>
            <p>Where you both changed the same thing, yours is kept:</p>
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
        <p>
          This collection no longer exists on the server: it was deleted after you opened it. Nothing was
          saved; your changes are still here.
        </p>
        <div className={styles.noticeActions}>
          <Button size="sm" variant="primary" onClick={onKeepAsNew}>
            Keep editing as a new collection
          </Button>
          <Button size="sm" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div ref={ref} tabIndex={-1} className={styles.problem} role="alert">
      Could not reach the server, so nothing was saved. Everything you typed is still here (also as a draft in
      this browser); save again when the server is back.
    </div>
  );
}
