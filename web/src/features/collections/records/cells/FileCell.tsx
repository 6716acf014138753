import { useState } from 'react';
import type { Record as PbRecord } from 'pocketbase';
import { fileUrl, useFileToken } from '../../../../api/files';
import {
  canThumb,
  CELL_FILES_MAX,
  fieldValues,
  fileKind,
  PREVIEW_FILES_MAX,
  splitLimit,
} from '../../../../lib/recordCells';
import { FILE_KIND_ICONS } from '../../../../ui/icons';
import styles from '../RecordCell.module.css';
import { NA } from './parts';
import type { FieldValueProps } from './types';
import { showBidiControls } from '../../../../lib/bidi';
import { SafeText } from '../../../../ui/SafeText';

/** The files as thumbnails or type icons (linked in the preview). */
export function FileCell({ record, field, isCompact }: FieldValueProps) {
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
 * thumbnail that fails to load logs a warning and shows the icon. The preview links each file (the
 * server sends files with a sandboxing policy; SVGs as attachments).
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
      {/* a file name is named by people, in either direction: it takes that of its first letter */}
      <span className={styles.fileName} dir="auto">
        <SafeText text={name} />
      </span>
    </a>
  );
}
