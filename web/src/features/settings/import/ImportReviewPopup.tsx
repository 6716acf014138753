import { useEffect, useId, useRef, useState, type Ref } from 'react';
import type { CollectionChange, ImportChanges } from './model/importChanges';
import type { ImportError } from './model/importErrors';
import { showBidiControls } from '../../../lib/bidi';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Overlay, useOverlay, type OverlayControls } from '../../../ui/Overlay';
import { MIRRORED_IN_RTL } from '../../../ui/icons';
import { SafeText } from '../../../ui/SafeText';
import { ImportDiffTable } from './ImportDiffTable';
import { KIND_LABEL } from './ImportChangesList';
import { t } from './messages';
import styles from './ImportReviewPopup.module.css';

/** Sections drawn with the popup; the others when they come near the visible part of the list. */
const EAGER_SECTIONS = 4;
/** How far ahead of the visible part a section is drawn. */
const AHEAD = '900px 0px';
const LINE_PX = 20;

interface ImportReviewPopupProps {
  open: boolean;
  onClose: () => void;
  onClosed: () => void;
  controlsRef: Ref<OverlayControls | null>;
  changes: ImportChanges;
  /** The server's errors of the last failed import. */
  errors: readonly ImportError[];
  isImporting: boolean;
  onConfirm: () => void;
}

/**
 * The review before an import: each deleted, changed and added collection as a side-by-side diff of
 * its JSON (old | new), then 'Confirm and import'. Locked while importing. A section's diff is
 * computed and drawn once it comes near the visible part, so hundreds of collections open as fast
 * as a few.
 */
export default function ImportReviewPopup(props: ImportReviewPopupProps) {
  const { changes, errors, isImporting } = props;
  const sections = [...changes.deleted, ...changes.changed, ...changes.added];
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const errorsOf = new Map(errors.map((e) => [e.collectionId, e.messages]));
  const baseId = useId();
  const sectionId = (i: number) => `${baseId}-section-${i}`;
  return (
    <Overlay
      open={props.open}
      onClose={props.onClose}
      onClosed={props.onClosed}
      controlsRef={props.controlsRef}
      variant="popup"
      wide
      isLocked={isImporting}
      title={t('review.title')}
      footer={
        <>
          <CloseButton disabled={isImporting} />
          <Button variant="primary" isLoading={isImporting} onClick={props.onConfirm}>
            {t('review.confirm')}
          </Button>
        </>
      }
    >
      {/* the list scrolls here (and takes the focus first, so the keyboard scrolls it) */}
      <div
        ref={setScroller}
        className={styles.scroller}
        role="region"
        aria-label={t('review.region')}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-autofocus
      >
        {errors.length > 0 && (
          <div className={styles.errors} role="alert">
            <p className={styles.errorsTitle}>{t('review.failed')}</p>
            {errors.map((error, i) => {
              const at = sections.findIndex((c) => c.id === error.collectionId);
              return (
                <div key={i} className={styles.errorGroup}>
                  {error.collectionName !== null && (
                    <p>
                      {t('review.collection', { collection: error.collectionName })}
                      {at >= 0 && (
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => document.getElementById(sectionId(at))?.scrollIntoView()}
                        >
                          {t('review.show', { collection: error.collectionName })}
                        </Button>
                      )}
                    </p>
                  )}
                  <ul>
                    {error.messages.map((message, k) => (
                      <li key={k}>{message}</li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </div>
        )}
        {sections.map((change, i) => (
          <DiffSection
            key={`${change.kind}:${change.id}`}
            id={sectionId(i)}
            change={change}
            isEager={i < EAGER_SECTIONS}
            root={scroller}
            errors={errorsOf.get(change.id)}
          />
        ))}
      </div>
    </Overlay>
  );
}

function CloseButton({ disabled }: { disabled: boolean }) {
  const { requestClose } = useOverlay();
  return (
    <Button disabled={disabled} onClick={() => void requestClose()}>
      {t('review.close')}
    </Button>
  );
}

/** A rough height of a section's diff before it is drawn (about 12 lines a field). */
function estimatedHeight(change: CollectionChange): number {
  const whole = change.old ?? change.new;
  const lines =
    change.kind === 'changed' ? 10 + change.fields.length * 10 : 14 + (whole?.schema.length ?? 0) * 12;
  return lines * LINE_PX;
}

interface DiffSectionProps {
  id: string;
  change: CollectionChange;
  isEager: boolean;
  root: HTMLElement | null;
  errors?: readonly string[];
}

function DiffSection({ id, change, isEager, root, errors }: DiffSectionProps) {
  const ref = useRef<HTMLElement>(null);
  const [isNear, setNear] = useState(isEager || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const section = ref.current;
    if (isNear || !root || !section) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { root, rootMargin: AHEAD },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [isNear, root]);
  const headingId = `${id}-title`;
  return (
    <section
      ref={ref}
      id={id}
      className={styles.section}
      aria-labelledby={headingId}
      data-diff-collection={change.name}
    >
      <h3 id={headingId} className={styles.sectionTitle}>
        <Badge tone={change.kind === 'deleted' ? 'danger' : change.kind === 'added' ? 'success' : 'warning'}>
          {t(KIND_LABEL[change.kind])}
        </Badge>{' '}
        {change.oldName ? (
          <>
            {/* as in the list of changes: the names are left-to-right islands, the arrow follows the page */}
            <span dir="ltr">
              <SafeText text={change.oldName} />
            </span>{' '}
            <span className={MIRRORED_IN_RTL}>→</span>{' '}
            <span dir="ltr">
              <SafeText text={change.name} />
            </span>
          </>
        ) : (
          <SafeText text={change.name} />
        )}
      </h3>
      {errors && (
        <ul
          className={styles.sectionErrors}
          aria-label={t('changes.errorsOf', { collection: showBidiControls(change.name) })}
        >
          {errors.map((message, k) => (
            <li key={k}>
              <SafeText text={message} />
            </li>
          ))}
        </ul>
      )}
      {isNear ? (
        <ImportDiffTable change={change} />
      ) : (
        <div className={styles.placeholder} style={{ height: estimatedHeight(change) }} />
      )}
    </section>
  );
}
