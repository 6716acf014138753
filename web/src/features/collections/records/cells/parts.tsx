import { TOOLTIP_MAX, truncate } from '../../../../lib/recordCells';
import styles from '../RecordCell.module.css';
import { showBidiControls } from '../../../../lib/bidi';
import { SafeText } from '../../../../ui/SafeText';
import { t } from '../messages';

function NotAvailable() {
  return <span className={styles.na}>{t('notAvailable')}</span>;
}

/** What a cell shows for no value. */
export const NA = <NotAvailable />;

/** Text cut to `max` characters; the tooltip holds more of it when it was cut. */
export function LongText({ text, max, isMono }: { text: string; max: number; isMono?: boolean }) {
  if (!text) return NA;
  const shown = truncate(text, max);
  return (
    <span
      className={isMono ? styles.mono : undefined}
      title={shown === text ? undefined : showBidiControls(truncate(text, TOOLTIP_MAX))}
    >
      <SafeText text={shown} />
    </span>
  );
}
