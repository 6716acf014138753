import { useCallback, useRef, useState, type DragEvent } from 'react';
import { fileUrl, useFileToken } from '../../../api/files';
import { showBidiControls } from '../../../lib/bidi';
import { canThumb, fileKind } from '../../../lib/recordCells';
import { addFiles, canAddFiles, type FileFieldState } from './model/recordForm';
import { selectionLimit, type FieldLike } from '../../../lib/schema';
import { acceptAttribute, checkFiles, formatBytes } from '../../../lib/uploadProgress';
import { Button, IconButton } from '../../../ui/Button';
import { FILE_KIND_ICONS, IconClose, IconPlus } from '../../../ui/icons';
import { SafeText } from '../../../ui/SafeText';
import styles from './FileFieldInput.module.css';
import { t } from './messages';

type RecordRef = { id: string; collectionId: string; collectionName: string };

export interface FileFieldInputProps {
  /** The upload button's id, so a click on the field's <label htmlFor> opens the file chooser. */
  id: string;
  field: FieldLike;
  /** The record being edited; null for a new record. */
  record: RecordRef | null;
  value: FileFieldState;
  onChange: (next: FileFieldState) => void;
  /** While saving: file key → share uploaded (0..1); a bar shows for each key present. */
  progress?: ReadonlyMap<string, number>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  disabled?: boolean;
}

/** Types a browser shows in an <img> from a local blob (never SVG, as elsewhere in the dashboard). */
const PREVIEW_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
]);

function canPreview(file: File): boolean {
  if (typeof URL.createObjectURL !== 'function') return false;
  return file.type ? PREVIEW_TYPES.has(file.type.toLowerCase()) : canThumb(file.name);
}

function hasFiles(e: DragEvent): boolean {
  return Array.from(e.dataTransfer?.types ?? []).includes('Files');
}

/**
 * A file field's input: the record's files with thumbnails (protected ones through the shared file
 * token) and links, each removable and restorable until saved; new files by the picker or by drag
 * and drop, with previews, sizes and a progress bar while saving. The field's limit (existing + new
 * − deleted ≤ maxSelect), its mime types and its maximum size are checked before a file is added;
 * refusals are announced. Every file name is shown as text.
 */
export function FileFieldInput({
  id,
  field,
  record,
  value,
  onChange,
  progress,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  disabled = false,
}: FileFieldInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const dragDepth = useRef(0);
  const [isDragging, setIsDragging] = useState(false);
  const [notices, setNotices] = useState<string[]>([]);

  const isProtected = !!field.options?.protected;
  const token = useFileToken(isProtected && record !== null && value.existing.length > 0);
  const limit = selectionLimit(field);
  const { allowed, message: limitMessage } = canAddFiles(field, value);
  const isFull = allowed === 0;
  const mimeTypes: unknown = field.options?.mimeTypes;
  const accept = acceptAttribute(Array.isArray(mimeTypes) ? mimeTypes : []);

  const uploadText = limit > 1 ? t('files.uploadMany') : t('files.uploadOne');
  // named by what it shows, with the field as context ('docs: Upload files'), so the visible text is
  // part of the name a voice-control user says
  const uploadName = `${field.name}: ${uploadText}`;
  const statusId = `${id}-files-status`;
  const describedBy = [ariaDescribedBy, statusId].filter(Boolean).join(' ');
  const showsLimit = isFull && limitMessage !== null && !notices.includes(limitMessage);

  const update = (next: FileFieldState) => {
    setNotices([]);
    onChange(next);
  };

  const add = (files: readonly File[]) => {
    if (files.length === 0) return;
    const { accepted, messages } = checkFiles(field, files);
    const result = accepted.length ? addFiles(field, value, accepted) : { entry: value, message: null };
    if (result.entry.added.length !== value.added.length) onChange(result.entry);
    setNotices(result.message ? [...messages, result.message] : messages);
  };

  const remove = (name: string) =>
    update({ ...value, deleted: value.deleted.includes(name) ? value.deleted : [...value.deleted, name] });
  const restore = (name: string) => update({ ...value, deleted: value.deleted.filter((n) => n !== name) });
  const removeAdded = (key: string) => update({ ...value, added: value.added.filter((e) => e.key !== key) });

  const endDrag = () => {
    dragDepth.current = 0;
    setIsDragging(false);
  };

  return (
    <div
      className={styles.root}
      data-dragging={isDragging ? 'true' : undefined}
      data-disabled={disabled ? 'true' : undefined}
      onDragEnter={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        dragDepth.current += 1;
        if (!disabled) setIsDragging(true);
      }}
      onDragOver={(e) => {
        if (!hasFiles(e)) return;
        // always taken here, so a refused drop never makes the browser open the file instead
        e.preventDefault();
        e.dataTransfer.dropEffect = disabled || isFull ? 'none' : 'copy';
      }}
      onDragLeave={(e) => {
        if (!hasFiles(e)) return;
        dragDepth.current = Math.max(0, dragDepth.current - 1);
        if (dragDepth.current === 0) setIsDragging(false);
      }}
      onDrop={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        endDrag();
        if (disabled) return;
        const files = Array.from(e.dataTransfer.files ?? []);
        if (isFull && limitMessage) setNotices([limitMessage]);
        else add(files);
      }}
    >
      {value.existing.length > 0 && (
        <ul className={styles.list}>
          {value.existing.map((name) => {
            const isDeleted = value.deleted.includes(name);
            return (
              <li key={name} className={styles.item} data-deleted={isDeleted ? 'true' : undefined}>
                <ExistingThumb record={record} name={name} token={token} />
                <ExistingName record={record} name={name} token={token} isDeleted={isDeleted} />
                {isDeleted ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('files.restoreName', { name: showBidiControls(name) })}
                    onClick={() => restore(name)}
                    disabled={disabled}
                  >
                    {t('files.restore')}
                  </Button>
                ) : (
                  <IconButton
                    label={t('removeName', { name: showBidiControls(name) })}
                    onClick={() => remove(name)}
                    disabled={disabled}
                  >
                    <IconClose size={16} />
                  </IconButton>
                )}
              </li>
            );
          })}
        </ul>
      )}

      {value.added.length > 0 && (
        <ul className={styles.list}>
          {value.added.map(({ key, file }) => {
            const share = progress?.get(key);
            return (
              <li key={key} className={styles.item} data-new="true">
                <NewFileThumb file={file} />
                <span className={styles.newName}>
                  {/* a file name may be in either direction: it takes that of its first letter */}
                  <span className={styles.name} title={showBidiControls(file.name)} dir="auto">
                    <SafeText text={file.name} />
                  </span>
                  <span className={styles.size}>{formatBytes(file.size)}</span>
                </span>
                {share !== undefined && (
                  <progress
                    className={styles.progress}
                    max={1}
                    value={Math.min(1, Math.max(0, Number.isFinite(share) ? share : 0))}
                    aria-label={t('files.uploadingName', { name: showBidiControls(file.name) })}
                  />
                )}
                <IconButton
                  label={t('removeName', { name: showBidiControls(file.name) })}
                  onClick={() => removeAdded(key)}
                  disabled={disabled}
                >
                  <IconClose size={16} />
                </IconButton>
              </li>
            );
          })}
        </ul>
      )}

      <div className={styles.actions}>
        <Button
          id={id}
          size="sm"
          icon={<IconPlus size={14} />}
          aria-label={uploadName}
          disabled={disabled || isFull}
          aria-invalid={ariaInvalid}
          aria-describedby={describedBy}
          onClick={() => inputRef.current?.click()}
        >
          {uploadText}
        </Button>
        {!disabled && !isFull && <span className={styles.dropHint}>{t('files.dropHint')}</span>}
        <input
          ref={inputRef}
          type="file"
          hidden
          tabIndex={-1}
          aria-hidden="true"
          multiple={limit > 1}
          accept={accept}
          disabled={disabled || isFull}
          onChange={(e) => {
            const files = Array.from(e.currentTarget.files ?? []);
            e.currentTarget.value = ''; // the same file can be picked again
            add(files);
          }}
        />
      </div>

      <div id={statusId} className={styles.messages} aria-live="polite">
        {showsLimit && <p className={styles.limit}>{limitMessage}</p>}
      </div>
      {notices.length > 0 && (
        <div className={styles.notices} role="alert">
          {notices.map((notice, i) => (
            <p key={`${i}-${notice}`}>
              <SafeText text={notice} />
            </p>
          ))}
        </div>
      )}
    </div>
  );
}

function ExistingName({
  record,
  name,
  token,
  isDeleted,
}: {
  record: RecordRef | null;
  name: string;
  token: string | null;
  isDeleted: boolean;
}) {
  // a protected file's link waits for its token (a link without it would be refused)
  const text =
    record && token !== null ? (
      <a
        className={styles.link}
        href={fileUrl(record, name, { token: token || undefined })}
        target="_blank"
        rel="noopener noreferrer"
        title={showBidiControls(name)}
        dir="auto"
      >
        <SafeText text={name} />
      </a>
    ) : (
      <span className={styles.name} title={showBidiControls(name)} dir="auto">
        <SafeText text={name} />
      </span>
    );
  return isDeleted ? <del className={styles.deleted}>{text}</del> : text;
}

/**
 * A 100x100 thumbnail for images the server can thumb, else a type icon; a thumbnail that fails to
 * load logs a warning and shows the icon (as the records table does).
 */
function ExistingThumb({
  record,
  name,
  token,
}: {
  record: RecordRef | null;
  name: string;
  token: string | null;
}) {
  const [hasFailed, setHasFailed] = useState(false);
  const Icon = FILE_KIND_ICONS[fileKind(name)];
  if (record && token !== null && canThumb(name) && !hasFailed) {
    return (
      <img
        className={styles.thumb}
        src={fileUrl(record, name, { thumb: '100x100', token: token || undefined })}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => {
          console.warn(`Failed to load the thumbnail of ${name}.`);
          setHasFailed(true);
        }}
      />
    );
  }
  return (
    <span className={styles.icon} aria-hidden="true">
      <Icon size={18} />
    </span>
  );
}

/** A picked image's preview from an object URL (revoked when the row goes), else a type icon. */
function NewFileThumb({ file }: { file: File }) {
  const [hasFailed, setHasFailed] = useState(false);
  // the URL lives exactly as long as the <img> that shows it (React 19 ref cleanup)
  const previewRef = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  if (canPreview(file) && !hasFailed) {
    return (
      <img
        ref={previewRef}
        className={styles.thumb}
        alt=""
        decoding="async"
        onError={() => setHasFailed(true)}
      />
    );
  }
  const Icon = FILE_KIND_ICONS[fileKind(file.name)];
  return (
    <span className={styles.icon} aria-hidden="true">
      <Icon size={18} />
    </span>
  );
}
