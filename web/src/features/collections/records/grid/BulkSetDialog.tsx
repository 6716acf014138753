import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Collection, Record as PbRecord } from 'pocketbase';
import { Button } from '../../../../ui/Button';
import { Overlay, OverlayCloseButton, useOverlay } from '../../../../ui/Overlay';
import type { RecordColumn } from '../columns';
import { t } from './messages';
import { bulkSetEditors, bulkSetValue, initialBulkText } from './bulkSet';
import type { InlineEditor } from './inlineEditors';
import { BulkValueField } from './BulkValueControls';
import type { CellSaves } from './useCellSaves';
import { useBulkSetRun, type BulkScope } from './useBulkSetRun';
import { WriteProgressBar, WriteResultView, type WriteResultTexts } from './WriteRun';
import styles from './BulkSet.module.css';

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
  const [scope, setScope] = useState<BulkScope>('selected');
  const [fieldName, setFieldName] = useState(editors[0].field.name);
  // what was typed for each field, so choosing another field and coming back loses nothing
  const [texts, setTexts] = useState<{ [field: string]: string }>({});
  const [message, setMessage] = useState<string | null>(null);
  // the related records picked, so their labels show for as long as the dialog is open
  const [picked, setPicked] = useState<ReadonlyMap<string, PbRecord>>(() => new Map());
  const valueRef = useRef<HTMLDivElement>(null);
  const formId = useId();
  const scopeName = useId();
  const fieldId = useId();
  const valueId = useId();
  const valueLabelId = useId();
  const messageId = useId();

  const { progress, result, isWriting, start, stop } = useBulkSetRun({
    collection,
    selected,
    records,
    totalItems,
    filter,
    saves,
  });

  const editor = editors.find((e) => e.field.name === fieldName) ?? editors[0];
  const text = texts[editor.field.name] ?? initialBulkText(editor);
  const count = scope === 'selected' ? selected.size : totalItems;
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
    start(editor, scope, count, parsed.value);
  };

  const footer = result ? (
    <CloseButton />
  ) : isWriting ? (
    <Button autoFocus onClick={stop}>
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
          <BulkValueField
            {...valueProps}
            ids={{ valueId, messageId }}
            message={message}
            valueRef={valueRef}
            picked={picked}
            onPicked={(chosen) =>
              setPicked((current) => {
                const next = new Map(current);
                for (const record of chosen) next.set(record.id, record);
                return next;
              })
            }
          />
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
