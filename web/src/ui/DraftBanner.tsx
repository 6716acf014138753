import { uiText as t } from '../lib/uiMessages';
import { Button } from './Button';
import styles from './DraftBanner.module.css';

interface DraftBannerProps {
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back an earlier unsaved draft of this form: Restore draft or Discard. */
export function DraftBanner({ savedAt, onRestore, onDiscard }: DraftBannerProps) {
  const when = new Date(savedAt).toISOString().replace('T', ' ').slice(0, 19);
  return (
    <div className={styles.banner} role="status">
      <span className={styles.text}>{t('draft.unsavedFrom', { when })}</span>
      <Button size="sm" variant="primary" onClick={onRestore}>
        {t('draft.restore')}
      </Button>
      <Button size="sm" onClick={onDiscard}>
        {t('draft.discard')}
      </Button>
    </div>
  );
}

/**
 * Says that what is typed here cannot be kept as a draft (the browser's storage refused it), so a
 * reload would lose it; shown for as long as that holds.
 */
export function DraftNotKeptNotice() {
  return (
    <p className={styles.banner} role="status">
      {t('draft.notKept')}
    </p>
  );
}
