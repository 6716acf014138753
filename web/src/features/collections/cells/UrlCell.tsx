import { cellText } from '../../../lib/fieldTypes';
import { CELL_TEXT_MAX, isHttpUrl, truncate } from '../../../lib/recordCells';
import styles from '../RecordCell.module.css';
import { LongText, NA } from './parts';
import type { FieldValueProps } from './types';
import { SafeText } from '../../../ui/SafeText';

/** A link for an http(s) URL only; any other text is shown as text. */
export function UrlCell({ record, field }: FieldValueProps) {
  return <UrlValue url={cellText('url', record[field.name])} />;
}

function UrlValue({ url }: { url: string }) {
  if (!url) return NA;
  if (!isHttpUrl(url)) return <LongText text={url} max={CELL_TEXT_MAX} />;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.link}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
    >
      <SafeText text={truncate(url, CELL_TEXT_MAX)} />
    </a>
  );
}
