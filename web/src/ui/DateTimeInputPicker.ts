import flatpickr from 'flatpickr';
import 'flatpickr/dist/flatpickr.min.css';
import { cutDateTime, formatDateTimeValue, parseDateTimeValue } from '../lib/dateTimeValue';
import { language } from '../lib/i18n';
import { uiText as t } from '../lib/uiMessages';
import { dayLabelFormat, pickerLocale } from './pickerLocale';

// The flatpickr side of DateTimeInput, a lazily loaded chunk: the calendar attaches to the input
// DateTimeInput already shows (the same element, so focus, caret and typed text stay), and its
// calendar goes into an element of the component, so it shares a modal <dialog>'s top layer.

type Instance = flatpickr.Instance;
type Locale = flatpickr.Locale;

/** flatpickr's format for 'YYYY-MM-DD HH:MM:SS' (24-hour). */
export const PICKER_DATE_FORMAT = 'Y-m-d H:i:S';

export interface DateTimePickerOptions {
  /** Where the calendar goes: inside the component (never document.body, which a modal dialog makes inert). */
  calendarHost: HTMLElement;
  /** Bounds in the value format ('' for none; cut to 19 characters). */
  min: string;
  max: string;
  /**
   * The picker wrote this text into the input: a day or a time picked, a typed value read and
   * normalised (on Enter, blur or a click outside), or '' when it could not read the typed text.
   * Not called for `setValue`.
   */
  onText: (text: string) => void;
  /** The element the calendar opens under, when it is not the input (e.g. a hidden one). */
  anchor?: HTMLElement;
  /** The calendar closed (also when the focus left it); not called by `destroy`. */
  onClose?: () => void;
}

export interface DateTimePicker {
  /** Shows a value set from outside, in the input and the calendar; no `onText`. */
  setValue: (value: string) => void;
  /** The admin typed this: the calendar follows when it reads as a date; the text stays as typed. */
  syncTyped: (text: string) => void;
  /** New bounds; the input keeps its text, even out of bounds (no `onText`). */
  setBounds: (min: string, max: string) => void;
  /** Reads the typed text (as Enter does, but the focus stays) and closes the calendar. */
  commitTyped: () => void;
  isOpen: () => boolean;
  open: () => void;
  close: () => void;
  /** Focuses the input without the calendar opening (it opens on focus otherwise). */
  focusQuietly: () => void;
  destroy: () => void;
}

// flatpickr's own formatter and parser, for formats other than the value's (its aria labels, 'F j, Y')
const defaultFormat = flatpickr.formatDate as (date: Date, format: string, locale?: Locale) => string;
const defaultParse = flatpickr.parseDate;

const invalidDate = () => new Date(Number.NaN); // flatpickr takes it as "cannot read"
const bound = (value: string) => cutDateTime(value) || undefined;

/**
 * Places the calendar under the input (above it when there is no room below), fixed to the viewport:
 * the panel body scrolls and clips, a fixed box escapes both.
 */
function placeCalendar(fp: Instance, customElement?: HTMLElement) {
  const calendar = fp.calendarContainer;
  const anchor = customElement ?? fp._positionElement ?? fp._input;
  if (!calendar || !anchor) return;
  const gap = 4;
  const rect = anchor.getBoundingClientRect();
  const height = calendar.offsetHeight;
  const width = calendar.offsetWidth;
  const above = window.innerHeight - rect.bottom < height + gap && rect.top > height + gap;
  const top = above ? rect.top - height - gap : rect.bottom + gap;
  const left = Math.max(gap, Math.min(rect.left, window.innerWidth - width - gap));
  calendar.style.top = `${Math.round(top)}px`;
  calendar.style.left = `${Math.round(left)}px`;
  calendar.style.right = 'auto';
}

export function createDateTimePicker(
  input: HTMLInputElement,
  options: DateTimePickerOptions,
): DateTimePicker {
  const { calendarHost, onText, anchor, onClose } = options;
  let quiet = false; // focusing without opening
  let silent = false; // our own updates: no onText
  const report = () => {
    if (!silent) onText(input.value);
  };
  const reposition = () => {
    if (fp.isOpen) placeCalendar(fp);
  };

  /** Notes the input's text and selection; the returned function puts them back if they changed. */
  const holdText = (text = input.value) => {
    const focused = document.activeElement === input;
    const { selectionStart, selectionEnd, selectionDirection } = input;
    return () => {
      if (input.value === text) return;
      input.value = text;
      if (focused && selectionStart !== null && selectionEnd !== null)
        input.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
    };
  };

  /** Runs a picker update without onText; the input keeps `text` (by default what it shows). */
  const keepingText = (update: () => void, text = input.value) => {
    const restore = holdText(text);
    silent = true;
    try {
      update();
    } finally {
      silent = false;
    }
    restore();
  };

  // flatpickr reads the input as it is; it may rewrite a readable text ('2024-05-01' → '… 00:00:00'),
  // which the admin may still be typing: that text, and its caret, stay.
  const restoreTyped = holdText();
  const fp = flatpickr(input, {
    enableTime: true,
    enableSeconds: true,
    time_24hr: true,
    dateFormat: PICKER_DATE_FORMAT,
    allowInput: true,
    // never swap in the native mobile input: the input stays the one element
    disableMobile: true,
    // the names of months and days, and the calendar's labels, in the interface language
    locale: pickerLocale(language.get()),
    ariaDateFormat: dayLabelFormat(),
    defaultHour: 12,
    defaultMinute: 0,
    minuteIncrement: 5,
    minDate: bound(options.min),
    maxDate: bound(options.max),
    appendTo: calendarHost,
    positionElement: anchor,
    position: placeCalendar,
    // Wall time: the value's fields become a local Date's and back, so no time zone ever applies.
    parseDate: (text, format) =>
      (format === PICKER_DATE_FORMAT ? parseDateTimeValue(text) : defaultParse(text, format)) ??
      invalidDate(),
    formatDate: (date, format, locale) =>
      format === PICKER_DATE_FORMAT ? formatDateTimeValue(date) : defaultFormat(date, format, locale),
    // Text the picker cannot read is not an error: DateTimeInput keeps it as typed.
    errorHandler: () => {},
    // Every way the picker rewrites the input ends in one of these (a click outside that reads the
    // typed text only closes the calendar).
    onValueUpdate: report,
    onChange: report,
    onClose: () => {
      window.removeEventListener('scroll', reposition, true);
      report();
      if (!silent) onClose?.();
    },
    onOpen: () => {
      if (quiet) {
        fp.close();
        return;
      }
      // the panel body scrolls under a fixed calendar: follow the input
      window.addEventListener('scroll', reposition, true);
    },
  });

  restoreTyped();

  // flatpickr 4.6.13 leaves the seconds input unnamed (hours and minutes have labels)
  if (fp.secondElement && !fp.secondElement.hasAttribute('aria-label'))
    fp.secondElement.setAttribute('aria-label', t('dateTime.second'));

  return {
    setValue(value) {
      keepingText(() => {
        if (parseDateTimeValue(value)) fp.setDate(value, false, PICKER_DATE_FORMAT);
        else fp.clear(false);
      }, value);
    },
    syncTyped(text) {
      if (text === '') keepingText(() => fp.clear(false), text);
      else if (parseDateTimeValue(text)) keepingText(() => fp.setDate(text, false, PICKER_DATE_FORMAT), text);
      // half-typed text leaves the calendar where it is
    },
    setBounds(min, max) {
      keepingText(() => fp.set({ minDate: bound(min), maxDate: bound(max) }));
    },
    commitTyped() {
      fp.setDate(input.value, true, PICKER_DATE_FORMAT);
      fp.close();
    },
    isOpen: () => fp.isOpen,
    open: () => fp.open(),
    close: () => fp.close(),
    focusQuietly() {
      quiet = true;
      try {
        input.focus();
      } finally {
        quiet = false;
      }
    },
    destroy() {
      window.removeEventListener('scroll', reposition, true);
      silent = true; // a destroyed picker reports nothing
      fp.destroy();
      delete (input as HTMLInputElement & { _flatpickr?: Instance })._flatpickr; // destroy leaves it
    },
  };
}
