import { useCallback, useEffect, useRef, useState } from 'react';
import type { Record as PbRecord } from 'pocketbase';
import { errorMessage, fieldErrorsOf } from '../../../../lib/errors';
import type { WriteOutcome, WriteProgress } from '../../../../lib/writeQueue';
import { SafeText } from '../../../../ui/SafeText';
import { t, type GridKey } from './messages';
import styles from './GridControls.module.css';

// The progress and the result of writing many records (a paste, a clearing, a bulk set), shown the
// same way by each of their dialogs.

/**
 * Shortest gap between two drawings of a write's progress. Ten a second reads as smooth, and each
 * drawing takes the main thread from the requests: drawing once a frame made a bulk set of 1,000
 * records about 15% slower.
 */
export const PROGRESS_DRAW_MS = 100;

/** How many failures a result lists; the rest are counted. */
const LISTED = 100;

/** A record the server refused, with its reasons. */
export interface WriteFailure {
  recordId: string;
  message: string;
}

export interface WriteResult {
  saved: number;
  /** Records (or values) skipped because they changed on the server meanwhile. */
  changed: number;
  failures: WriteFailure[];
  isStopped: boolean;
  /** Why the records to write could not all be read (null: they were). */
  readFailure: string | null;
}

/** The records the server refused, each with its field messages (or its one message). */
export function failuresOf(outcome: WriteOutcome<PbRecord>): WriteFailure[] {
  return outcome.failed.map(({ key, error }) => {
    const reasons = Object.entries(fieldErrorsOf(error)).map(([field, message]) => `${field}: ${message}`);
    return { recordId: key, message: reasons.join('; ') || errorMessage(error) };
  });
}

/**
 * The result of a run of writes: what `outcome` saved and refused, how many cells were skipped
 * because they changed on the server, whether it was stopped, and why its records could not all be
 * read (null: they were).
 */
export function resultOf(
  outcome: WriteOutcome<PbRecord> | null,
  changed: number,
  signal: AbortSignal,
  readFailure: string | null = null,
): WriteResult {
  return {
    saved: outcome?.saved.length ?? 0,
    changed,
    failures: outcome ? failuresOf(outcome) : [],
    isStopped: signal.aborted,
    readFailure,
  };
}

/**
 * The progress of a write as state, and the function the write reports it to: each report is kept,
 * and the screen is drawn again at most every {@link PROGRESS_DRAW_MS}, as a thousand answers a
 * few seconds apart would otherwise each draw the dialog again and hold up the next requests. A
 * timer, not an animation frame: a hidden tab gets no frames, yet its count must still move.
 */
export function useWriteProgress(): [WriteProgress | null, (progress: WriteProgress) => void] {
  const [progress, setProgress] = useState<WriteProgress | null>(null);
  const latest = useRef<WriteProgress | null>(null);
  const frame = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (frame.current !== null && clearTimeout(frame.current)), []);
  const report = useCallback((next: WriteProgress) => {
    latest.current = next;
    // the start shows at once; the counts after it every PROGRESS_DRAW_MS
    if (next.done + next.failed === 0) return setProgress(next);
    frame.current ??= setTimeout(() => {
      frame.current = null;
      setProgress(latest.current);
    }, PROGRESS_DRAW_MS);
  }, []);
  return [progress, report];
}

/** The progress bar of a write, its count read out as it changes. */
export function WriteProgressBar({ progress, label }: { progress: WriteProgress; label: string }) {
  const done = progress.done + progress.failed;
  return (
    <div className={styles.progress}>
      <progress value={done} max={Math.max(1, progress.total)} aria-label={label} />
      <span role="status">{t('grid.bulkSet.progress', { done, total: progress.total })}</span>
    </div>
  );
}

/** The texts of a result that differ between the writes. */
export interface WriteResultTexts {
  label: GridKey;
  changed: GridKey;
  failed: GridKey;
}

/**
 * What a write did: how many records were saved, how many were skipped because they changed on the
 * server meanwhile, whether it was stopped or could not read on, and each record the server refused.
 */
export function WriteResultView({ result, texts }: { result: WriteResult; texts: WriteResultTexts }) {
  return (
    <section aria-label={t(texts.label)}>
      <p role="status">{t('grid.bulkSet.saved', { count: result.saved })}</p>
      {result.changed > 0 && <p>{t(texts.changed, { count: result.changed })}</p>}
      {result.isStopped && <p>{t('grid.bulkSet.stopped')}</p>}
      {result.readFailure !== null && (
        <p role="alert">
          <SafeText text={t('grid.bulkSet.readFailed', { message: result.readFailure })} />
        </p>
      )}
      {result.failures.length > 0 && (
        <>
          <p className={styles.title}>{t(texts.failed, { count: result.failures.length })}</p>
          <ul className={styles.list}>
            {result.failures.slice(0, LISTED).map((failure) => (
              <li key={failure.recordId} className={styles.item}>
                <SafeText text={`${failure.recordId}: ${failure.message}`} />
              </li>
            ))}
          </ul>
          {result.failures.length > LISTED && (
            <p>{t('grid.bulkSet.moreFailures', { count: result.failures.length - LISTED })}</p>
          )}
        </>
      )}
    </section>
  );
}
