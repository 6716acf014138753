import { Suspense, useEffect, useRef, useState } from 'react';
import { session } from '../../../api/client';
import { useCollections, useImportCollections } from '../../../api/collections';
import { normaliseCollection, parseImport, type JsonObject } from './model/collectionsImport';
import { countChanges, deletionsOf } from './model/importChanges';
import { findOriginalIds, replaceWithOriginalIds } from './model/originalIds';
import type { ImportAnalysis } from './model/importAnalysis';
import { importErrorsOf, type ImportError } from './model/importErrors';
import { confirm } from '../../../lib/confirm';
import { errorDataOf, errorMessage, handleError } from '../../../lib/errors';
import { toast } from '../../../lib/toasts';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { DraftNotKeptNotice } from '../../../ui/DraftBanner';
import { lazyWithPreload } from '../../../ui/lazyWithPreload';
import { onIdle } from '../../../ui/lazyModule';
import type { OverlayControls } from '../../../ui/Overlay';
import { Page } from '../../../ui/Page';
import { useStore } from '../../../ui/useStore';
import { ImportChangesList } from './ImportChangesList';
import { ImportSourceField } from './ImportSourceField';
import { useImportAnalysis } from './useImportAnalysis';
import { useImportDraft } from './useImportDraft';
import { LoadState } from '../shared/LoadState';
import { t as tShared } from '../shared/messages';
import { t } from './messages';
import formStyles from '../shared/SettingsFormPage.module.css';
import styles from './ImportCollectionsPage.module.css';

/** The side-by-side review (jsdiff inside): its own chunk, preloaded once there is something to review. */
const ImportReviewPopup = lazyWithPreload(() => import('./ImportReviewPopup'));

/**
 * /settings/import-collections: paste or load a configuration, see the detected changes, review
 * them side by side, confirm and import. What was pasted is kept as a draft until an import
 * succeeds.
 */
export default function ImportCollectionsPage() {
  const query = useCollections();
  const existing = query.data as readonly JsonObject[] | undefined;
  const owner = useStore(session).admin?.id ?? '';
  const { text, setText, reset, isKept } = useImportDraft(owner);
  const [deleteMissing, setDeleteMissing] = useState(true);
  const { analysis, isCurrent } = useImportAnalysis(text, existing, deleteMissing);
  const [errors, setErrors] = useState<ImportError[]>([]);
  /** What the open review shows and imports (fixed while it is open). */
  const [review, setReview] = useState<{ analysis: ImportAnalysis; deleteMissing: boolean } | null>(null);
  const [isReviewOpen, setReviewOpen] = useState(false);
  const popup = useRef<OverlayControls | null>(null);
  const importing = useImportCollections();

  const total = analysis ? countChanges(analysis.changes) : 0;
  const isValid = isCurrent && analysis?.status === 'valid';
  const canReview = isValid && total > 0 && !query.isFetching;
  useEffect(() => {
    if (canReview) return onIdle(() => void ImportReviewPopup.preload().catch(() => {}));
  }, [canReview]);

  function changeText(value: string) {
    setText(value);
    setErrors([]);
  }

  function replaceIds() {
    if (!existing) return;
    const { collections } = parseImport(text);
    const ids = findOriginalIds(collections, existing.map(normaliseCollection));
    changeText(JSON.stringify(replaceWithOriginalIds(collections, ids), null, 4));
  }

  function openReview() {
    if (!analysis || !canReview) return;
    setReview({ analysis, deleteMissing });
    setReviewOpen(true);
  }

  async function confirmImport() {
    if (!review || importing.isPending) return;
    const { changes, collections } = review.analysis;
    const deletions = deletionsOf(changes);
    if (deletions.length && !(await confirm(t('deleteQuestion'), deletions))) return;
    try {
      await importing.mutateAsync({ collections, deleteMissing: review.deleteMissing });
    } catch (err) {
      if (!handleError(err)) return;
      const found = importErrorsOf(errorDataOf(err), collections);
      setErrors(
        found.length ? found : [{ collectionId: null, collectionName: null, messages: [errorMessage(err)] }],
      );
      return;
    }
    toast.success(t('imported'));
    popup.current?.close();
    reset();
    setDeleteMissing(true);
    setErrors([]);
  }

  return (
    <Page breadcrumb={[tShared('breadcrumb.settings'), t('title')]}>
      <div className={`${formStyles.card} ${styles.card}`}>
        <ImportSourceField
          text={text}
          onText={changeText}
          isInvalid={isCurrent && analysis?.status === 'invalid'}
        />
        {!isKept && <DraftNotKeptNotice />}
        <Checkbox
          label={t('deleteMissing')}
          checked={deleteMissing}
          onChange={(e) => setDeleteMissing(e.currentTarget.checked)}
        />
        {isValid && analysis.hasIdMismatches && (
          <div className={styles.notice} role="alert">
            <p>{t('idMismatch')}</p>
            <Button size="sm" onClick={replaceIds}>
              {t('replaceIds')}
            </Button>
          </div>
        )}
        <div className={styles.result} aria-busy={(!!text.trim() && !isCurrent) || undefined}>
          {!existing ? (
            <LoadState query={query} what="collections" inline />
          ) : isValid && total === 0 ? (
            <p className={styles.upToDate} role="status">
              {t('upToDate')}
            </p>
          ) : analysis?.status === 'valid' && total > 0 ? (
            <ImportChangesList changes={analysis.changes} errors={errors} />
          ) : null}
        </div>
        <div className={styles.footer}>
          {text && (
            <Button onClick={() => changeText('')} disabled={importing.isPending}>
              {t('clear')}
            </Button>
          )}
          <Button variant="primary" disabled={!canReview} onClick={openReview}>
            {t('review')}
          </Button>
        </div>
      </div>
      {review && (
        <Suspense fallback={null}>
          <ImportReviewPopup
            open={isReviewOpen}
            onClose={() => setReviewOpen(false)}
            onClosed={() => setReview(null)}
            controlsRef={popup}
            changes={review.analysis.changes}
            errors={errors}
            isImporting={importing.isPending}
            onConfirm={() => void confirmImport()}
          />
        </Suspense>
      )}
    </Page>
  );
}
