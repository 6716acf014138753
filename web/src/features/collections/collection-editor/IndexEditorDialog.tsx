import { useId, useRef, useState } from 'react';
import {
  buildIndex,
  parseIndex,
  randomIndexName,
  type IndexColumn,
  type IndexDefinition,
} from './model/indexSql';
import { Button, IconButton } from '../../../ui/Button';
import { IconClose } from '../../../ui/icons';
import { withParts } from '../../../ui/withParts';
import { Overlay, OverlayCloseButton, type OverlayControls } from '../../../ui/Overlay';
import { t } from './indexMessages';
import styles from './IndexEditorDialog.module.css';

interface IndexEditorDialogProps {
  /** The index edited, or null for a new one. */
  sql: string | null;
  tableName: string;
  /** Column presets: the schema field names, created and updated. */
  columns: readonly string[];
  onClose: () => void;
  onSet: (sql: string) => void;
  /** Only when editing. */
  onDelete?: () => void;
}

const COLLATES = ['', 'BINARY', 'NOCASE', 'RTRIM'] as const;
const SORTS = ['', 'ASC', 'DESC'] as const;

function initialDefinition(sql: string | null, tableName: string): { def: IndexDefinition; raw: string } {
  const parsed = sql ? parseIndex(sql) : null;
  return {
    def: parsed ?? {
      unique: false,
      optional: false,
      schemaName: '',
      indexName: randomIndexName(),
      tableName,
      columns: [],
      where: '',
    },
    raw: sql ?? '',
  };
}

/** The 'Create index' / 'Update index' dialog: unique, columns with collate and sort, where. */
export function IndexEditorDialog({
  sql,
  tableName,
  columns,
  onClose,
  onSet,
  onDelete,
}: IndexEditorDialogProps) {
  const overlay = useRef<OverlayControls>(null);
  const [initial] = useState(() => initialDefinition(sql, tableName));
  const [def, setDef] = useState(initial.def);
  const baseId = useId();
  const isEditing = sql !== null;
  const isUnparsed = isEditing && parseIndex(sql) === null;
  const built = buildIndex({ ...def, tableName });
  const isDirty = JSON.stringify(def) !== JSON.stringify(initial.def);

  const setColumn = (i: number, patch: Partial<IndexColumn>) =>
    setDef((d) => ({ ...d, columns: d.columns.map((c, j) => (j === i ? { ...c, ...patch } : c)) }));
  const toggleColumn = (name: string) =>
    setDef((d) =>
      d.columns.some((c) => c.name === name)
        ? { ...d, columns: d.columns.filter((c) => c.name !== name) }
        : { ...d, columns: [...d.columns, { name, collate: '', sort: '' }] },
    );
  const extraColumns = def.columns.map((c) => c.name).filter((name) => !columns.includes(name));

  return (
    <Overlay
      open
      variant="popup"
      controlsRef={overlay}
      onClose={onClose}
      title={isEditing ? t('dialog.update') : t('dialog.create')}
      isDirty={isDirty}
      className={styles.dialog}
      footer={
        <>
          {onDelete && (
            <Button
              variant="danger"
              className={styles.delete}
              onClick={() => {
                onDelete();
                overlay.current?.close();
              }}
            >
              {t('dialog.delete')}
            </Button>
          )}
          <OverlayCloseButton />
          <Button
            variant="primary"
            disabled={def.columns.length === 0}
            onClick={() => {
              onSet(built);
              overlay.current?.close();
            }}
          >
            {t('dialog.set')}
          </Button>
        </>
      }
    >
      {isUnparsed && (
        <p className={styles.warning} role="alert">
          {withParts((values) => t('dialog.unparsed', values), { sql: <code dir="ltr">{sql}</code> })}
        </p>
      )}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={def.unique}
          onChange={(e) => setDef((d) => ({ ...d, unique: e.target.checked }))}
        />
        {t('dialog.unique')}
      </label>
      <fieldset className={styles.presets}>
        <legend>{t('dialog.columns')}</legend>
        {[...columns, ...extraColumns].map((name) => {
          const chosen = def.columns.some((c) => c.name === name);
          return (
            <button
              key={name}
              type="button"
              className={`${styles.preset} ${chosen ? styles.presetOn : ''}`}
              aria-pressed={chosen}
              onClick={() => toggleColumn(name)}
            >
              {name}
            </button>
          );
        })}
      </fieldset>
      {def.columns.length > 0 && (
        <table className={styles.columns}>
          <caption className="visually-hidden">{t('dialog.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dialog.column')}</th>
              <th scope="col">{t('dialog.collate')}</th>
              <th scope="col">{t('dialog.sort')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('dialog.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {def.columns.map((column, i) => (
              <tr key={column.name}>
                <td className="mono">
                  <span dir="ltr">{column.name}</span>
                </td>
                <td>
                  <select
                    aria-label={t('dialog.collateOf', { column: column.name })}
                    value={column.collate.toUpperCase()}
                    onChange={(e) => setColumn(i, { collate: e.target.value })}
                  >
                    {COLLATES.map((c) => (
                      <option key={c} value={c}>
                        {c || t('dialog.default')}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <select
                    aria-label={t('dialog.sortOf', { column: column.name })}
                    value={column.sort}
                    onChange={(e) => setColumn(i, { sort: e.target.value as IndexColumn['sort'] })}
                  >
                    {SORTS.map((s) => (
                      <option key={s} value={s}>
                        {s || t('dialog.default')}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <IconButton
                    label={t('dialog.removeColumn', { column: column.name })}
                    onClick={() => toggleColumn(column.name)}
                  >
                    <IconClose size={14} />
                  </IconButton>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className={styles.where}>
        <label htmlFor={`${baseId}-where`}>{t('dialog.where')}</label>
        <input
          id={`${baseId}-where`}
          className="mono"
          dir="ltr"
          value={def.where}
          placeholder={t('dialog.wherePlaceholder')}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setDef((d) => ({ ...d, where: e.target.value }))}
        />
      </div>
      <p className={styles.preview} aria-live="polite">
        <span className={styles.previewLabel}>{t('dialog.sql')}</span>{' '}
        <code dir="ltr">{def.columns.length ? built : '—'}</code>
      </p>
    </Overlay>
  );
}
