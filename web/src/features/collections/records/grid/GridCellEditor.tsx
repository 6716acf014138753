import { useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { datePickedText, datePickerValue } from '../../../../lib/fieldTypes/cellText';
import type { DateTimePopupClose } from '../../../../ui/DateTimePopup';
import { IconCalendar } from '../../../../ui/icons';
import { lazyModule } from '../../../../ui/lazyModule';
import { SafeText } from '../../../../ui/SafeText';
import type { InlineEditor } from './inlineEditors';
import { hasCalendar, multiChoices, selectChoices } from './inlineEditors';
import { t } from './messages';
import styles from './Grid.module.css';

type PopupModule = typeof import('../../../../ui/DateTimePopup');

// The calendar (with flatpickr) is a lazy chunk: the grid's first view does not carry it.
const popupChunk = lazyModule<PopupModule>(() => import('../../../../ui/DateTimePopup'));

/** How an edit ended: the key that committed it (and where the focus goes next), or a click elsewhere. */
export type CommitHow = 'enter' | 'shiftEnter' | 'tab' | 'shiftTab' | 'blur';

interface GridCellEditorProps {
  editor: InlineEditor;
  /** The text the editor starts with (the typed character that started it, or the cell's text). */
  text: string;
  /** Why the last commit was refused, shown under the editor and read with it. */
  message: string | null;
  /** Counts the refused commits: each one gives the editor back (focus, Enter, Tab and blur). */
  refusals: number;
  /** The field's name, the editor's accessible name. */
  label: string;
  onCommit: (text: string, how: CommitHow) => void;
  onCancel: () => void;
  /** The editor goes without a commit or a cancel (its row left the list): what it holds now. */
  onAbandon: (text: string) => void;
}

/**
 * The in-place editor of one grid cell: a text input, a list of the field's values for a single
 * select, or a list of boxes to tick under the cell for a multiple select (Up and Down move between
 * them, Space ticks). Enter and Tab commit (and move on), Escape cancels, and a click elsewhere
 * commits; keys typed into an input method's composition are left to it. A refused value stays in
 * the editor with the reason under it. A date's text input also has a calendar (its button, or
 * Alt+ArrowDown), which writes a picked date into the input for Enter to commit like typed text.
 */
export function GridCellEditor(props: GridCellEditorProps) {
  const { editor, text, message, refusals, label, onCommit, onCancel } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  /** Set once Enter, Tab or Escape ended the edit, so the blur that follows does not commit again. */
  const ended = useRef(false);
  const messageId = useId();
  const dateRef = useRef<HTMLSpanElement>(null);
  const calendarId = useId();
  const isDate = hasCalendar(editor);
  /** The open calendar: its module, and the value it opened at. */
  const [calendar, setCalendar] = useState<{
    module: PopupModule;
    value: string;
    anchor: HTMLInputElement;
  } | null>(null);

  useLayoutEffect(() => {
    ended.current = false;
    const input = inputRef.current;
    if (input) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    } else if (groupRef.current) {
      const boxes = [...groupRef.current.querySelectorAll<HTMLInputElement>('input')];
      (boxes.find((box) => box.checked) ?? boxes[0])?.focus();
    } else selectRef.current?.focus();
  }, [message, refusals]);

  /** The ticked values in the list's order, as the cell writes a multiple select. */
  const ticked = (group: HTMLDivElement) =>
    [...group.querySelectorAll<HTMLInputElement>('input:checked')].map((box) => box.value).join(', ');
  const value = () =>
    inputRef.current?.value ?? selectRef.current?.value ?? (groupRef.current ? ticked(groupRef.current) : '');
  const showCalendar = (module: PopupModule) => {
    const input = inputRef.current;
    // the editor may have ended while the chunk loaded; the value is the text as it is now
    if (!input || ended.current) return;
    setCalendar({ module, value: datePickerValue(input.value), anchor: input });
  };
  const openCalendar = () => {
    if (popupChunk.current) return showCalendar(popupChunk.current);
    popupChunk.load().then(showCalendar, (error: unknown) => {
      console.warn('The calendar could not be loaded; the date can still be typed.', error);
    });
  };
  const closeCalendar = (how: DateTimePopupClose) => {
    // the focus goes back before the calendar goes, so it never falls out of the editor
    if (how === 'done') inputRef.current?.focus();
    setCalendar(null);
  };
  /** A picked date goes into the input, in the cell's format; Enter commits it as typed text. */
  const onPicked = (picked: string) => {
    const input = inputRef.current;
    if (!input) return;
    input.value = datePickedText(picked, input.value);
    hold();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.nativeEvent.isComposing) return;
    if (isDate && e.altKey && e.key === 'ArrowDown') {
      e.preventDefault();
      e.stopPropagation();
      openCalendar();
      return;
    }
    if (calendar && e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation(); // the first Escape closes the calendar, the next one cancels the edit
      closeCalendar('done');
      return;
    }
    let how: CommitHow | null = null;
    if (e.key === 'Enter') how = e.shiftKey ? 'shiftEnter' : 'enter';
    else if (e.key === 'Tab') how = e.shiftKey ? 'shiftTab' : 'tab';
    if (how) {
      e.preventDefault();
      e.stopPropagation();
      ended.current = true;
      setCalendar(null); // a refused value comes back to the input alone
      onCommit(value(), how);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation(); // the panel or dialog around the grid stays open
      ended.current = true;
      onCancel();
    } else {
      e.stopPropagation(); // arrows and letters edit the text, not the grid
      if (groupRef.current && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
        e.preventDefault();
        const boxes = [...groupRef.current.querySelectorAll<HTMLInputElement>('input')];
        const at = boxes.indexOf(document.activeElement as HTMLInputElement);
        const next = at + (e.key === 'ArrowDown' ? 1 : -1);
        boxes[Math.min(boxes.length - 1, Math.max(0, next))]?.focus();
      }
    }
  };
  const onBlur = (e: FocusEvent) => {
    // moving between the boxes of a multiple select's list, or between a date's input and its
    // calendar, is not leaving the editor
    const to = e.relatedTarget as Node | null;
    const within = groupRef.current ?? dateRef.current;
    if (within && within.contains(to)) return;
    // the calendar is at the end of the page, out of the grid's scroll box
    const calendarBox = dateRef.current ? document.getElementById(calendarId) : null;
    if (calendarBox && calendarBox.contains(to)) return;
    // The calendar rebuilds its days as one is picked, so the focused day goes and the focus with
    // it, until the calendar puts it on its time inputs: where the focus is once that has run says
    // whether it left the editor (a press outside the calendar closes it and moves the focus too).
    const date = dateRef.current;
    if (date && to === null && e.target !== inputRef.current) {
      queueMicrotask(() => {
        const now = document.activeElement;
        if (!date.contains(now) && !document.getElementById(calendarId)?.contains(now)) leave();
      });
      return;
    }
    leave();
  };
  const leave = () => {
    if (ended.current) return;
    ended.current = true;
    onCommit(value(), 'blur');
  };

  // What the editor holds, kept as it changes: when its row goes (the record deleted, the list
  // reloaded, the grid turned off) the text is handed on rather than lost with the row.
  const held = useRef(text);
  const hold = () => {
    held.current = value();
  };
  const abandon = useRef(props.onAbandon);
  useLayoutEffect(() => {
    abandon.current = props.onAbandon;
  });
  useLayoutEffect(
    () => () => {
      if (!ended.current) abandon.current(held.current);
    },
    [],
  );

  const common = {
    'aria-label': label,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? messageId : undefined,
    className: styles.editor,
    onKeyDown,
    onBlur,
  };
  return (
    <>
      {editor.kind === 'multiselect' ? (
        <div
          ref={groupRef}
          role="group"
          aria-label={label}
          aria-describedby={common['aria-describedby']}
          className={`${styles.choices} ${message ? styles.choicesInvalid : ''}`}
        >
          {multiChoices(editor.field, text).map((choice) => (
            <label key={choice.value} className={styles.choice}>
              <input
                type="checkbox"
                value={choice.value}
                defaultChecked={choice.isChecked}
                onChange={hold}
                onKeyDown={onKeyDown}
                onBlur={onBlur}
              />
              <SafeText text={choice.value} />
            </label>
          ))}
          {/* inside the list, which covers the cell's surroundings */}
          {message && (
            <span id={messageId} role="alert" className={styles.choicesMessage}>
              <SafeText text={message} />
            </span>
          )}
        </div>
      ) : editor.kind === 'select' ? (
        <select {...common} ref={selectRef} defaultValue={text} onChange={hold}>
          {selectChoices(editor.field).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      ) : isDate ? (
        // the input and its calendar leave the editor together: the blur is the whole span's
        <span ref={dateRef} className={styles.dateEditor} onBlur={onBlur}>
          <input
            {...common}
            ref={inputRef}
            type="text"
            defaultValue={text}
            dir="auto"
            onInput={hold}
            onBlur={undefined}
            aria-keyshortcuts="Alt+ArrowDown"
          />
          <button
            type="button"
            // Tab commits the cell, so the keyboard's way to the calendar is Alt+ArrowDown
            tabIndex={-1}
            className={styles.calendarButton}
            aria-label={t('grid.date.pick')}
            title={t('grid.date.pick')}
            aria-haspopup="dialog"
            aria-expanded={calendar !== null}
            aria-controls={calendar ? calendarId : undefined}
            // a click keeps the focus in the input, so the edit does not end
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => (calendar ? closeCalendar('done') : openCalendar())}
          >
            <IconCalendar size={16} />
          </button>
          {calendar && (
            <calendar.module.DateTimePopup
              id={calendarId}
              anchor={calendar.anchor}
              value={calendar.value}
              label={t('grid.date.calendar')}
              onText={onPicked}
              onClose={closeCalendar}
            />
          )}
        </span>
      ) : (
        <input {...common} ref={inputRef} type="text" defaultValue={text} dir="auto" onInput={hold} />
      )}
      {message && editor.kind !== 'multiselect' && (
        <span id={messageId} role="alert" className={styles.message}>
          <SafeText text={message} />
        </span>
      )}
    </>
  );
}
