import { Suspense, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { Record as PbRecord, SchemaField } from 'pocketbase';
import { useCollectionsById } from '../../../../api/collections';
import { relationLabel } from '../../../../lib/recordCells';
import { displayFieldsOf, relationTargetId } from '../../../../lib/schema';
import { Button } from '../../../../ui/Button';
import { CodeEditor } from '../../../../ui/CodeEditor';
import { SafeText } from '../../../../ui/SafeText';
import { RelationPickerPopup } from '../../record-editor';
import { multiChoices, selectChoices, type InlineEditor } from './inlineEditors';
import { t } from './messages';
import styles from './BulkSet.module.css';

/** What each value control of the bulk dialog takes: its field, its text, and the refusal shown. */
interface ValueControlProps {
  editor: InlineEditor;
  /** The value as the field's cell text ('a, b' for several values, the ids of a relation so too). */
  text: string;
  onChange: (text: string) => void;
  /** The element that names the control ("Value"). */
  labelId: string;
  /** The refusal's element, read with the control while there is one. */
  describedBy: string | undefined;
}

/**
 * The value of a bulk set, with the control of its field's kind: a box for a bool, the options of a
 * select, boxes for a multiple select, the relation picker, a code editor for json, a text input for
 * the others; and the refusal of what was typed, read with the control.
 */
export function BulkValueField({
  ids,
  message,
  valueRef,
  picked,
  onPicked,
  ...valueProps
}: ValueControlProps & {
  ids: { valueId: string; messageId: string };
  message: string | null;
  /** The block holding the control, where the focus goes back when the value is refused. */
  valueRef: RefObject<HTMLDivElement | null>;
  picked: ReadonlyMap<string, PbRecord>;
  onPicked: (chosen: readonly PbRecord[]) => void;
}) {
  const { editor, text, onChange, labelId } = valueProps;
  const { valueId, messageId } = ids;
  if (editor.kind === 'bool')
    return (
      <div className={styles.check}>
        <input
          id={valueId}
          type="checkbox"
          checked={text === 'true'}
          onChange={(e) => onChange(String(e.target.checked))}
        />
        <label htmlFor={valueId}>{t('grid.bulkSet.value')}</label>
      </div>
    );
  return (
    <div className={styles.field} ref={valueRef}>
      {editor.kind === 'text' || editor.kind === 'select' ? (
        <label className={styles.label} htmlFor={valueId}>
          {t('grid.bulkSet.value')}
        </label>
      ) : (
        <span className={styles.label} id={labelId}>
          {t('grid.bulkSet.value')}
        </span>
      )}
      {editor.kind === 'select' ? (
        <select id={valueId} value={text} onChange={(e) => onChange(e.target.value)}>
          {selectChoices(editor.field).map((choice) => (
            <option key={choice} value={choice}>
              {choice === '' ? t('grid.bulkSet.none') : choice}
            </option>
          ))}
        </select>
      ) : editor.kind === 'multiselect' ? (
        <MultiValue {...valueProps} />
      ) : editor.kind === 'relation' ? (
        <RelationValue {...valueProps} picked={picked} onPicked={onPicked} />
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
          onChange={(e) => onChange(e.target.value)}
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
  );
}

/**
 * A multiple select's values as the grid cell lists them, a box to tick for each (a value the field
 * no longer offers never shows here: the text starts empty). Up and Down move between the boxes as
 * in the cell. The ticked values are kept in the list's order, joined as the cell writes them.
 */
export function MultiValue({ editor, text, onChange, labelId, describedBy }: ValueControlProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  const choices = multiChoices(editor.field, text);
  const toggle = (value: string, isChecked: boolean) =>
    onChange(
      choices
        .filter((choice) => (choice.value === value ? isChecked : choice.isChecked))
        .map((choice) => choice.value)
        .join(', '),
    );
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const boxes = [...(groupRef.current?.querySelectorAll<HTMLInputElement>('input') ?? [])];
    const at = boxes.indexOf(document.activeElement as HTMLInputElement);
    const next = at + (e.key === 'ArrowDown' ? 1 : -1);
    boxes[Math.min(boxes.length - 1, Math.max(0, next))]?.focus();
  };
  return (
    <div
      ref={groupRef}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      className={styles.boxes}
    >
      {choices.map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <input
            type="checkbox"
            value={choice.value}
            checked={choice.isChecked}
            onChange={(e) => toggle(choice.value, e.target.checked)}
            onKeyDown={onKeyDown}
          />
          <SafeText text={choice.value} />
        </label>
      ))}
    </div>
  );
}

/**
 * A relation's records, chosen in the relation picker the grid's cell opens and listed by the
 * field's display fields. The ids are kept as the cell writes them, so the value is read the same
 * way; the records picked are kept by the dialog so that their labels outlive a change of field.
 */
export function RelationValue({
  editor,
  text,
  onChange,
  labelId,
  describedBy,
  picked,
  onPicked,
}: ValueControlProps & {
  picked: ReadonlyMap<string, PbRecord>;
  onPicked: (records: readonly PbRecord[]) => void;
}) {
  const [isPicking, setIsPicking] = useState(false);
  const field = editor.field as SchemaField;
  const target = useCollectionsById().get(relationTargetId(field));
  const displayFields = displayFieldsOf(field);
  const ids = text
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  return (
    <>
      {ids.length === 0 ? (
        <p className={styles.hint}>{t('grid.bulkSet.noRecords')}</p>
      ) : (
        <ul className={styles.records} aria-labelledby={labelId}>
          {ids.map((id) => {
            const record = picked.get(id);
            return (
              <li key={id}>
                <SafeText text={record ? relationLabel(record, displayFields) : id} />
              </li>
            );
          })}
        </ul>
      )}
      <div>
        <Button
          aria-haspopup="dialog"
          aria-describedby={describedBy}
          disabled={!target}
          onClick={() => setIsPicking(true)}
        >
          {t('grid.bulkSet.chooseRecords')}
        </Button>
      </div>
      {!target && <p className={styles.error}>{t('grid.bulkSet.targetGone')}</p>}
      {isPicking && target && (
        // the picker's code is a chunk of its own: nothing shows until it is in
        <Suspense fallback={null}>
          <RelationPickerPopup
            open
            field={field}
            collection={target}
            value={ids}
            onSet={(chosen, records) => {
              onPicked(records);
              onChange(chosen.join(', '));
            }}
            onClose={() => setIsPicking(false)}
          />
        </Suspense>
      )}
    </>
  );
}

/** A json field's value in the code editor the cell's json dialog uses. */
export function JsonValue({ text, onChange, labelId, describedBy }: ValueControlProps) {
  return (
    <div dir="ltr">
      <CodeEditor
        labelId={labelId}
        value={text}
        onChange={onChange}
        language="json"
        eager
        minHeight={120}
        maxHeight={280}
        aria-invalid={describedBy !== undefined}
        aria-describedby={describedBy}
      />
    </div>
  );
}
