import { useRef, useState } from 'react';
import type { Record as PbRecord } from 'pocketbase';
import { Button } from '../../../../ui/Button';
import { Overlay, OverlayCloseButton } from '../../../../ui/Overlay';
import { SafeText } from '../../../../ui/SafeText';
import { t } from './messages';
import type { PastePlan } from './pastePlan';
import type { CellSaves } from './useCellSaves';
import { resultOf, useWriteProgress, WriteProgressBar, WriteResultView, type WriteResult } from './WriteRun';
import styles from './GridControls.module.css';

/** How many skipped values the dialog lists. */
const LISTED = 100;

/** The dialog's texts for a paste, and for the Delete key's clearing of a range (an empty paste). */
const TEXTS = {
  paste: {
    title: 'grid.paste.title',
    confirm: 'grid.paste.confirm',
    history: 'grid.history.paste',
    progressLabel: 'grid.paste.progressLabel',
    result: { label: 'grid.paste.resultLabel', changed: 'grid.paste.changed', failed: 'grid.paste.failed' },
  },
  clear: {
    title: 'grid.clear.title',
    confirm: 'grid.clear.confirm',
    history: 'grid.history.clear',
    progressLabel: 'grid.clear.progressLabel',
    result: { label: 'grid.clear.resultLabel', changed: 'grid.clear.changed', failed: 'grid.clear.failed' },
  },
} as const;

export type PasteMode = keyof typeof TEXTS;

interface PasteDialogProps {
  plan: PastePlan;
  mode: PasteMode;
  saves: CellSaves;
  current: (recordId: string) => PbRecord | undefined;
  onClose: () => void;
}

/**
 * A paste (or the clearing of a range) over more than one record asks first: how many values go into how many records, and which
 * pasted values are skipped and why. Pasting then shows its progress with a Cancel, and ends with
 * what was saved and each record the server refused, with its reason.
 */
export function PasteDialog({ plan, mode, saves, current, onClose }: PasteDialogProps) {
  const text = TEXTS[mode];
  const [progress, setProgress] = useWriteProgress();
  const [result, setResult] = useState<WriteResult | null>(null);
  const abort = useRef<AbortController | null>(null);
  const isWriting = progress !== null && result === null;

  const paste = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ done: 0, failed: 0, total: plan.recordIds.length });
    const label = t(text.history, { count: plan.cells.length });
    const { outcome, changed } = await saves.writeCells(plan.cells, label, current, {
      signal: controller.signal,
      onProgress: setProgress,
    });
    setResult(resultOf(outcome, changed.length, controller.signal));
  };

  const footer = result ? (
    <OverlayCloseButton />
  ) : isWriting ? (
    <Button onClick={() => abort.current?.abort()}>{t('grid.paste.stop')}</Button>
  ) : (
    <>
      <OverlayCloseButton />
      <Button variant="primary" onClick={() => void paste()} disabled={plan.cells.length === 0}>
        {t(text.confirm)}
      </Button>
    </>
  );

  return (
    <Overlay
      open
      variant="popup"
      onClose={onClose}
      isLocked={isWriting}
      title={t(text.title, { values: plan.cells.length, records: plan.recordIds.length })}
      footer={footer}
    >
      {plan.rowsBelow > 0 && <p>{t('grid.paste.below', { count: plan.rowsBelow })}</p>}
      {plan.columnsBeyond > 0 && <p>{t('grid.paste.beyond', { count: plan.columnsBeyond })}</p>}
      {plan.problems.length > 0 && (
        <section aria-label={t('grid.paste.skipped', { count: plan.problems.length })}>
          <p className={styles.title}>{t('grid.paste.skipped', { count: plan.problems.length })}</p>
          <ul className={styles.list}>
            {plan.problems.slice(0, LISTED).map((problem, i) => (
              <li key={i} className={styles.item}>
                <SafeText
                  text={t('grid.paste.problem', {
                    column: problem.column,
                    id: problem.recordId,
                    text: problem.text,
                    message: problem.message,
                  })}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {progress && <WriteProgressBar progress={progress} label={t(text.progressLabel)} />}
      {result && <WriteResultView result={result} texts={text.result} />}
    </Overlay>
  );
}
