import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Collection, Record as PbRecord } from 'pocketbase';
import { matchingRecords } from '../../../../api/records';
import { errorMessage } from '../../../../lib/errors';
import { mapItems } from '../../../../lib/pagedSource';
import { WriteSourceError, type WriteOutcome } from '../../../../lib/writeQueue';
import { Button } from '../../../../ui/Button';
import { Overlay, OverlayCloseButton, useOverlay } from '../../../../ui/Overlay';
import { SafeText } from '../../../../ui/SafeText';
import type { RecordColumn } from '../columns';
import { t } from './messages';
import { bulkSetEditors, bulkSetValue, initialBulkText } from './bulkSet';
import { selectChoices, type InlineEditor } from './inlineEditors';
import { JsonValue, MultiValue, RelationValue } from './BulkValueControls';
import type { PasteCell } from './pastePlan';
import type { CellSaves } from './useCellSaves';
import {
  failuresOf,
  useWriteProgress,
  WriteProgressBar,
  WriteResultView,
  type WriteResult,
  type WriteResultTexts,
} from './WriteRun';
import styles from './BulkSet.module.css';

type Scope = 'selected' | 'all';

export interface BulkSetProps {
  collection: Collection;
  /** Every column of the collection, hidden ones included. */
  columns: readonly RecordColumn[];
  selected: ReadonlySet<string>;
  /** The loaded records (the selected ones are among them). */
  records: readonly PbRecord[];
  /** How many records match the screen's filter. */
  totalItems: number;
  /** The screen's filter, as the API takes it ('' for none). */
  filter: string;
  saves: CellSaves;
}

/**
 * 'Set field' in the bar of the selected records: one value written into one field of the selected
 * records, or of every record matching the screen's filter. Nothing shows for a collection without a
 * field a cell edits in place.
 */
export function BulkSetButton(props: BulkSetProps) {
  const [isOpen, setIsOpen] = useState(false);
  const editors = useMemo(() => bulkSetEditors(props.columns), [props.columns]);
  if (editors.length === 0) return null;
  return (
    <>
      <Button onClick={() => setIsOpen(true)} aria-haspopup="dialog">
        {t('grid.bulkSet.open')}
      </Button>
      {isOpen && <BulkSetDialog {...props} editors={editors} onClose={() => setIsOpen(false)} />}
    </>
  );
}

/** The texts of the result of a bulk set. */
const BULK_TEXTS: WriteResultTexts = {
  label: 'grid.bulkSet.resultLabel',
  changed: 'grid.bulkSet.changed',
  failed: 'grid.bulkSet.failed',
};

/**
 * Asks for the records (the selected ones, or all matching the filter), the field and its value,
 * read as the field's cell reads it; then writes it with progress and Stop, and ends with what was
 * saved, what was skipped because it changed on the server meanwhile, and each record the server
 * refused with its reason. The records saved become one undo step of the grid.
 */
function BulkSetDialog({
  collection,
  selected,
  records,
  totalItems,
  filter,
  saves,
  editors,
  onClose,
}: BulkSetProps & { editors: InlineEditor[]; onClose: () => void }) {
  const [scope, setScope] = useState<Scope>('selected');
  const [fieldName, setFieldName] = useState(editors[0].field.name);
  // what was typed for each field, so choosing another field and coming back loses nothing
  const [texts, setTexts] = useState<{ [field: string]: string }>({});
  const [message, setMessage] = useState<string | null>(null);
  const [progress, setProgress] = useWriteProgress();
  const [result, setResult] = useState<WriteResult | null>(null);
  // the related records picked, so their labels show for as long as the dialog is open
  const [picked, setPicked] = useState<ReadonlyMap<string, PbRecord>>(() => new Map());
  const abort = useRef<AbortController | null>(null);
  const valueRef = useRef<HTMLDivElement>(null);
  const formId = useId();
  const scopeName = useId();
  const fieldId = useId();
  const valueId = useId();
  const valueLabelId = useId();
  const messageId = useId();

  // the loaded records as realtime keeps them: a record changed since it was read is not overwritten
  const loaded = useMemo(() => new Map(records.map((r) => [r.id, r])), [records]);
  const latest = useRef(loaded);
  useEffect(() => {
    latest.current = loaded;
  });

  const editor = editors.find((e) => e.field.name === fieldName) ?? editors[0];
  const text = texts[editor.field.name] ?? initialBulkText(editor);
  const count = scope === 'selected' ? selected.size : totalItems;
  const isWriting = progress !== null && result === null;
  const hasTyped = editors.some((e) => (texts[e.field.name] ?? initialBulkText(e)) !== initialBulkText(e));

  const setText = (next: string) => {
    setTexts((all) => ({ ...all, [editor.field.name]: next }));
    setMessage(null);
  };
  const valueProps = {
    editor,
    text,
    onChange: setText,
    labelId: valueLabelId,
    describedBy: message ? messageId : undefined,
  };

  const run = async (value: unknown) => {
    const field = editor.field;
    const controller = new AbortController();
    abort.current = controller;
    const label = t('grid.bulkSet.confirm', { field: field.name, count });
    const current = (recordId: string) => latest.current.get(recordId);
    let cells: PasteCell[] | AsyncIterable<PasteCell>;
    if (scope === 'selected') {
      // a selected record that is no longer loaded was deleted meanwhile
      cells = [...selected].flatMap((recordId) => {
        const record = latest.current.get(recordId);
        return record ? [{ recordId, field, value, before: record[field.name] }] : [];
      });
    } else {
      cells = mapItems(matchingRecords(collection, filter), (record) => ({
        recordId: record.id,
        field,
        value,
        before: record[field.name],
        updated: typeof record.updated === 'string' ? record.updated : undefined,
      }));
    }
    setProgress({ done: 0, failed: 0, total: Array.isArray(cells) ? cells.length : totalItems });
    try {
      const { outcome, changed } = await saves.writeCells(cells, label, current, {
        signal: controller.signal,
        onProgress: setProgress,
        total: totalItems,
      });
      setResult({
        saved: outcome.saved.length,
        changed: changed.length,
        failures: failuresOf(outcome),
        isStopped: controller.signal.aborted,
        readFailure: null,
      });
    } catch (error) {
      // the matching records could not be read on (the server went away): say what was written
      const outcome = error instanceof WriteSourceError ? (error.outcome as WriteOutcome<PbRecord>) : null;
      setResult({
        saved: outcome?.saved.length ?? 0,
        changed: 0,
        failures: outcome ? failuresOf(outcome) : [],
        isStopped: controller.signal.aborted,
        readFailure: errorMessage(error instanceof WriteSourceError ? error.cause : error),
      });
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // a form inside the relation picker (its search) submits through this one in React's tree
    if (e.target !== e.currentTarget || isWriting || result) return;
    const parsed = bulkSetValue(editor, text);
    if (!parsed.ok) {
      setMessage(parsed.message);
      // the control refused is where the admin fixes the value: its first box, input or editor (the
      // code editor keeps its first textarea, hidden, beside the editor that took over from it)
      const controls = valueRef.current?.querySelectorAll<HTMLElement>(
        'input, textarea, [contenteditable="true"], button:not(:disabled)',
      );
      [...(controls ?? [])].find((control) => !control.hidden)?.focus();
      return;
    }
    void run(parsed.value);
  };

  const footer = result ? (
    <CloseButton />
  ) : isWriting ? (
    <Button autoFocus onClick={() => abort.current?.abort()}>
      {t('grid.bulkSet.stop')}
    </Button>
  ) : (
    <>
      <OverlayCloseButton />
      <Button variant="primary" type="submit" form={formId} disabled={count === 0}>
        {t('grid.bulkSet.confirm', { field: editor.field.name, count })}
      </Button>
    </>
  );

  return (
    <Overlay
      open
      variant="popup"
      onClose={onClose}
      isLocked={isWriting}
      isDirty={isWriting || (hasTyped && !result)}
      title={t('grid.bulkSet.title')}
      footer={footer}
    >
      {!progress ? (
        <form id={formId} className={styles.form} onSubmit={submit} noValidate>
          <fieldset className={styles.scope}>
            <legend className={styles.label}>{t('grid.bulkSet.scope')}</legend>
            <label className={styles.choice}>
              <input
                type="radio"
                name={scopeName}
                checked={scope === 'selected'}
                onChange={() => setScope('selected')}
                data-autofocus={scope === 'selected' || undefined}
              />
              {t('grid.bulkSet.scopeSelected', { count: selected.size })}
            </label>
            <label className={styles.choice}>
              <input
                type="radio"
                name={scopeName}
                checked={scope === 'all'}
                onChange={() => setScope('all')}
                data-autofocus={scope === 'all' || undefined}
              />
              {t(filter.trim() ? 'grid.bulkSet.scopeAll' : 'grid.bulkSet.scopeAllNoFilter', {
                count: totalItems,
              })}
            </label>
          </fieldset>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={fieldId}>
              {t('grid.bulkSet.field')}
            </label>
            <select
              id={fieldId}
              value={editor.field.name}
              onChange={(e) => {
                setFieldName(e.target.value);
                setMessage(null);
              }}
            >
              {editors.map((e) => (
                <option key={e.field.name} value={e.field.name}>
                  {e.field.name}
                </option>
              ))}
            </select>
          </div>
          {editor.kind === 'bool' ? (
            <div className={styles.check}>
              <input
                id={valueId}
                type="checkbox"
                checked={text === 'true'}
                onChange={(e) => setText(String(e.target.checked))}
              />
              <label htmlFor={valueId}>{t('grid.bulkSet.value')}</label>
            </div>
          ) : (
            <div className={styles.field} ref={valueRef}>
              {editor.kind === 'text' || editor.kind === 'select' ? (
                <label className={styles.label} htmlFor={valueId}>
                  {t('grid.bulkSet.value')}
                </label>
              ) : (
                <span className={styles.label} id={valueLabelId}>
                  {t('grid.bulkSet.value')}
                </span>
              )}
              {editor.kind === 'select' ? (
                <select id={valueId} value={text} onChange={(e) => setText(e.target.value)}>
                  {selectChoices(editor.field).map((choice) => (
                    <option key={choice} value={choice}>
                      {choice === '' ? t('grid.bulkSet.none') : choice}
                    </option>
                  ))}
                </select>
              ) : editor.kind === 'multiselect' ? (
                <MultiValue {...valueProps} />
              ) : editor.kind === 'relation' ? (
                <RelationValue
                  {...valueProps}
                  picked={picked}
                  onPicked={(chosen) =>
                    setPicked((current) => {
                      const next = new Map(current);
                      for (const record of chosen) next.set(record.id, record);
                      return next;
                    })
                  }
                />
              ) : editor.kind === 'json' ? (
                // one editor per field: its undo history keeps to the text of its field
                <JsonValue key={editor.field.name} {...valueProps} />
              ) : (
                <input
                  // one input per field: the browser's own undo keeps to the text of its field
                  key={editor.field.name}
                  id={valueId}
                  type="text"
                  dir="auto"
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? messageId : undefined}
                />
              )}
              {message && (
                <span id={messageId} role="alert" className={styles.error}>
                  <SafeText text={message} />
                </span>
              )}
            </div>
          )}
        </form>
      ) : (
        <WriteProgressBar progress={progress} label={t('grid.bulkSet.progressLabel')} />
      )}
      {result && <WriteResultView result={result} texts={BULK_TEXTS} />}
    </Overlay>
  );
}

/** Closes the dialog once the result shows, taking the focus so Enter or Escape closes it at once. */
function CloseButton() {
  const { requestClose } = useOverlay();
  return (
    <Button variant="primary" autoFocus onClick={() => void requestClose()}>
      {t('grid.bulkSet.close')}
    </Button>
  );
}
