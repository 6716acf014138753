import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cutDateTime } from '../lib/dateTimeValue';
import { createDateTimePicker } from './DateTimeInputPicker';
import styles from './DateTimeInput.module.css';

// A lazy chunk of its own (with the picker's): a screen loads it only when a calendar is asked for.

/** How the calendar closed: the admin is done with it (focus goes back), or the focus left it. */
export type DateTimePopupClose = 'done' | 'left';

export interface DateTimePopupProps {
  /** The calendar's root element's id (e.g. for the opening button's aria-controls). */
  id: string;
  /** The element the calendar opens under (the input the date is typed into). */
  anchor: HTMLElement;
  /** '' or 'YYYY-MM-DD HH:MM:SS' (UTC wall time): the day the calendar shows selected. */
  value: string;
  /** The calendar's accessible name. */
  label: string;
  /** A day or a time was picked: the new value, 'YYYY-MM-DD HH:MM:SS'. */
  onText: (text: string) => void;
  /**
   * 'done' after a picked day, Escape, or Enter or Tab out of the time inputs (the focus should go
   * back to the anchor); 'left' when the focus went elsewhere and the calendar closed on its own.
   */
  onClose: (how: DateTimePopupClose) => void;
}

const DAY = '.flatpickr-day';
const isIn = (target: EventTarget | null, selector: string) =>
  target instanceof Element && target.closest(selector) !== null;

/** The day a keyboard starts from: the selected one, else today, else the month's first. */
function dayToFocus(calendar: HTMLElement): HTMLElement | null {
  const usable = ':not(.prevMonthDay):not(.nextMonthDay):not(.flatpickr-disabled)';
  return (
    calendar.querySelector<HTMLElement>(`${DAY}.selected`) ??
    calendar.querySelector<HTMLElement>(`${DAY}.today${usable}`) ??
    calendar.querySelector<HTMLElement>(`${DAY}${usable}`)
  );
}

/**
 * The date picker's calendar on its own, opened under an input it does not write into: for an
 * input whose text is not the picker's format, or whose keys mean something else (a grid cell's,
 * where Enter commits). It opens at once with the focus on a day (arrows move, Enter picks), and
 * reports each picked value; the owner writes it into its input, in its own format. It closes
 * after a picked day or on Escape; mount it to open, unmount it to close.
 *
 * The picker attaches to a hidden input of its own, so it never reads, rewrites or selects the
 * owner's text. A left-to-right island, as in DateTimeInput: flatpickr lays itself out for that only.
 * It goes to the end of the page's body, out of any scroll box around the anchor (a virtualised
 * table's contains and clips even fixed boxes); its React events still reach the owner's handlers,
 * so an owner that checks where the focus went looks for the element with `id` too.
 */
export function DateTimePopup({ id, anchor, value, label, onText, onClose }: DateTimePopupProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const calendarRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ onText, onClose });
  useLayoutEffect(() => {
    latest.current = { onText, onClose };
  });
  // the value and the anchor are read once: the calendar opens at the value the owner had then
  const opening = useRef({ anchor, value });

  useLayoutEffect(() => {
    const root = rootRef.current;
    const input = inputRef.current;
    const calendar = calendarRef.current;
    if (!root || !input || !calendar) return;
    let last = cutDateTime(opening.current.value);
    // whether the latest key, click or wheel turn in the calendar was on a day (which picks it)
    let onDay = false;
    let closed = false;
    const close = (how: DateTimePopupClose) => {
      if (closed) return;
      closed = true;
      latest.current.onClose(how);
    };

    input.value = last;
    const picker = createDateTimePicker(input, {
      calendarHost: calendar,
      min: '',
      max: '',
      anchor: opening.current.anchor,
      onText: (text) => {
        if (text !== '' && text !== last) {
          last = text;
          latest.current.onText(text);
        }
        if (onDay) {
          onDay = false;
          // after flatpickr's own handling of the pick has run to its end
          queueMicrotask(() => close('done'));
        }
      },
      onClose: () => close('left'),
    });
    picker.setValue(last);
    picker.open();
    dayToFocus(calendar)?.focus();

    const note = (e: Event) => {
      onDay = isIn(e.target, DAY);
    };
    // Before flatpickr's own keys: Escape closes here (flatpickr would focus its hidden input), and
    // leaving the time inputs by Enter or Tab, or the days by Shift+Tab, goes back to the owner.
    const onKeyDownCapture = (e: KeyboardEvent) => {
      note(e);
      const inTime = isIn(e.target, '.flatpickr-time');
      const done =
        e.key === 'Escape' ||
        (e.key === 'Enter' && inTime) ||
        (e.key === 'Tab' && e.shiftKey && onDay) ||
        (e.key === 'Tab' && !e.shiftKey && isIn(e.target, '.flatpickr-second'));
      if (!done || e.isComposing) return;
      e.preventDefault();
      e.stopPropagation();
      close('done');
    };
    // A press on the calendar's background keeps the focus where it is (a day, a time input);
    // its inputs and the month list take it as usual.
    const onMouseDown = (e: MouseEvent) => {
      if (!isIn(e.target, 'input, select')) e.preventDefault();
    };
    // The calendar's keys and clicks are its own, not the page's around it (a grid's cell, say).
    const keep = (e: Event) => e.stopPropagation();
    root.addEventListener('keydown', onKeyDownCapture, true);
    root.addEventListener('click', note, true);
    root.addEventListener('wheel', note, { capture: true, passive: true });
    root.addEventListener('mousedown', onMouseDown);
    root.addEventListener('keydown', keep);
    root.addEventListener('click', keep);
    root.addEventListener('dblclick', keep);
    return () => {
      closed = true;
      root.removeEventListener('keydown', onKeyDownCapture, true);
      root.removeEventListener('click', note, true);
      root.removeEventListener('wheel', note, { capture: true });
      root.removeEventListener('mousedown', onMouseDown);
      root.removeEventListener('keydown', keep);
      root.removeEventListener('click', keep);
      root.removeEventListener('dblclick', keep);
      picker.destroy();
    };
  }, []);

  return createPortal(
    <div
      ref={rootRef}
      id={id}
      className={`${styles.root} ${styles.popup}`}
      dir="ltr"
      role="dialog"
      aria-label={label}
    >
      {/* flatpickr's own input (it makes any input a text one): out of sight, reach and speech */}
      <input ref={inputRef} type="text" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
      <div ref={calendarRef} className={styles.calendar} />
    </div>,
    document.body,
  );
}
