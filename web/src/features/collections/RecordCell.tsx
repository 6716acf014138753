import { memo, useState } from 'react';
import type { Record as PbRecord, SchemaField } from 'pocketbase';
import { fileUrl, useFileToken } from '../../api/files';
import {
  canThumb,
  CELL_FILES_MAX,
  CELL_RELATIONS_MAX,
  CELL_TEXT_MAX,
  EDITOR_TEXT_MAX,
  fieldValues,
  fileKind,
  formatCellDate,
  htmlToPlainText,
  isHttpUrl,
  JSON_TEXT_MAX,
  jsonText,
  PREVIEW_FILES_MAX,
  PREVIEW_RELATIONS_MAX,
  relationLabel,
  splitLimit,
  TOOLTIP_MAX,
  truncate,
} from '../../lib/recordCells';
import { showBidiControls } from '../../lib/bidi';
import { FILE_KIND_ICONS } from '../../ui/icons';
import { SafeText } from '../../ui/SafeText';
import styles from './RecordCell.module.css';

interface FieldValueProps {
  record: PbRecord;
  field: SchemaField;
  /** Table cells are compact (fewer items, one line); the preview shows more. */
  isCompact: boolean;
}

const NA = <span className={styles.na}>N/A</span>;

/**
 * One field's value as text, badges, links (http/https only) or thumbnails. Nothing a record holds
 * ever reaches the DOM as HTML: rich text is reduced to its text content by an inert parser. Every
 * text shows its direction control characters as visible markers (SafeText), so a value such as
 * `adm\u202Egnp.exe` reads in its stored order instead of as 'admexe.png'.
 */
export const FieldValue = memo(function FieldValue({ record, field, isCompact }: FieldValueProps) {
  const value: unknown = record[field.name];
  switch (field.type) {
    case 'text':
      return <LongText text={typeof value === 'string' ? value : ''} max={CELL_TEXT_MAX} />;
    case 'editor':
      return (
        <LongText text={htmlToPlainText(typeof value === 'string' ? value : '')} max={EDITOR_TEXT_MAX} />
      );
    case 'json':
      // compact JSON of whatever the field holds (a JSON string shows its quotes)
      return (
        <LongText
          text={value === null || value === undefined ? '' : JSON.stringify(value)}
          max={JSON_TEXT_MAX}
          isMono
        />
      );
    case 'number':
      return value === null || value === undefined || value === '' ? NA : <span>{String(value)}</span>;
    case 'bool':
      return <span className={value ? styles.boolTrue : styles.boolFalse}>{value ? 'True' : 'False'}</span>;
    case 'email':
      return typeof value === 'string' && value ? <LongText text={value} max={CELL_TEXT_MAX} /> : NA;
    case 'url':
      return <UrlValue url={typeof value === 'string' ? value : ''} />;
    case 'date':
      return formatCellDate(value) ? <span className={styles.date}>{formatCellDate(value)}</span> : NA;
    case 'select':
      return <Badges values={fieldValues(value)} />;
    case 'relation':
      return <RelationValue record={record} field={field} isCompact={isCompact} />;
    case 'file':
      return <FilesValue record={record} field={field} isCompact={isCompact} />;
    default:
      return <LongText text={jsonText(value)} max={CELL_TEXT_MAX} />;
  }
});

function LongText({ text, max, isMono }: { text: string; max: number; isMono?: boolean }) {
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

function Badges({ values }: { values: string[] }) {
  if (values.length === 0) return NA;
  return (
    <span className={styles.items}>
      {values.map((v, i) => (
        <span key={`${v}-${i}`} className={styles.badge}>
          <SafeText text={truncate(v, CELL_TEXT_MAX)} />
        </span>
      ))}
    </span>
  );
}

function RelationValue({ record, field, isCompact }: FieldValueProps) {
  const ids = fieldValues(record[field.name]);
  if (ids.length === 0) return NA;
  const expanded = record.expand?.[field.name];
  const list = (Array.isArray(expanded) ? expanded : expanded ? [expanded] : []) as PbRecord[];
  const byId = new Map(list.map((r) => [r.id, r]));
  const displayFields = (field.options?.displayFields as string[] | undefined) ?? [];
  const { shown, rest } = splitLimit(ids, isCompact ? CELL_RELATIONS_MAX : PREVIEW_RELATIONS_MAX);
  return (
    <span className={styles.items}>
      {shown.map((id) => {
        const related = byId.get(id);
        const label = related ? relationLabel(related, displayFields) : id;
        return (
          <span key={id} className={styles.badge} title={showBidiControls(id)}>
            <SafeText text={truncate(label, 70)} />
          </span>
        );
      })}
      {rest > 0 && <span className={styles.more}>+{rest}</span>}
    </span>
  );
}

function FilesValue({ record, field, isCompact }: FieldValueProps) {
  const names = fieldValues(record[field.name]);
  const isProtected = !!field.options?.protected;
  const token = useFileToken(isProtected && names.length > 0);
  if (names.length === 0) return NA;
  const { shown, rest } = splitLimit(names, isCompact ? CELL_FILES_MAX : PREVIEW_FILES_MAX);
  return (
    <span className={styles.items}>
      {shown.map((name) => (
        <FileThumb key={name} record={record} name={name} token={token} isCompact={isCompact} />
      ))}
      {rest > 0 && <span className={styles.more}>+{rest}</span>}
    </span>
  );
}

interface FileThumbProps {
  record: PbRecord;
  name: string;
  /** null while the admin file token of a protected file loads. */
  token: string | null;
  isCompact: boolean;
}

/**
 * A 100x100 thumbnail for images the server can thumb (never an SVG inline), else a type icon; a
 * thumbnail that fails to load logs a warning and shows the icon (spec §8). The preview links each
 * file (the server sends files with a sandboxing policy; SVGs as attachments).
 */
function FileThumb({ record, name, token, isCompact }: FileThumbProps) {
  const [hasFailed, setHasFailed] = useState(false);
  const kind = fileKind(name);
  const Icon = FILE_KIND_ICONS[kind];
  const isLoadingToken = token === null;
  const showImage = canThumb(name) && !hasFailed && !isLoadingToken;
  const thumb = showImage ? (
    <img
      className={styles.thumb}
      src={fileUrl(record, name, { thumb: '100x100', token: token || undefined })}
      alt={showBidiControls(name)}
      loading="lazy"
      decoding="async"
      onError={() => {
        console.warn(`Failed to load the thumbnail of ${name}.`);
        setHasFailed(true);
      }}
    />
  ) : (
    <span
      className={styles.fileIcon}
      role="img"
      aria-label={showBidiControls(name)}
      title={showBidiControls(name)}
    >
      <Icon size={16} />
    </span>
  );
  if (isCompact) return thumb;
  if (isLoadingToken) return thumb;
  return (
    <a
      className={styles.fileLink}
      href={fileUrl(record, name, { token: token || undefined })}
      target="_blank"
      rel="noopener noreferrer"
    >
      {thumb}
      <span className={styles.fileName}>
        <SafeText text={name} />
      </span>
    </a>
  );
}
