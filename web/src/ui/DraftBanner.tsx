import { Button } from './Button';
import styles from './DraftBanner.module.css';

interface DraftBannerProps {
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back an earlier unsaved draft of this form (spec §4 Draft): Restore draft or Discard. */
export function DraftBanner({ savedAt, onRestore, onDiscard }: DraftBannerProps) {
  const when = new Date(savedAt).toISOString().replace('T', ' ').slice(0, 19);
  return (
    <div className={styles.banner} role="status">
      <span className={styles.text}>You have unsaved changes from {when} UTC.</span>
      <Button size="sm" variant="primary" onClick={onRestore}>
        Restore draft
      </Button>
      <Button size="sm" onClick={onDiscard}>
        Discard
      </Button>
    </div>
  );
}
