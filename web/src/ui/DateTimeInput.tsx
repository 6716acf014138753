import {
  useCallback,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type Ref,
} from 'react';
import { createDebounced, cutDateTime, DATE_TIME_PLACEHOLDER } from '../lib/dateTimeValue';
import { uiText as t } from '../lib/uiMessages';
import type { DateTimePicker } from './DateTimeInputPicker';
import { IconClose } from './icons';
import { lazyModule } from './lazyModule';
import { useLanguage } from './useLanguage';
import styles from './DateTimeInput.module.css';

/** The values' time zone, named the same in every language. */
const TIME_ZONE = 'UTC';

/** What a form holds of the widget: a way to focus it (e.g. on the first invalid input). */
export interface DateTimeInputHandle {
  /** Focuses the input without opening the calendar, which would cover an error shown under it. */
  focus: () => void;
}

export interface DateTimeInputProps {
  ref?: Ref<DateTimeInputHandle>;
  id?: string;
  /** '' or 'YYYY-MM-DD HH:MM:SS', a UTC wall time (longer text is cut to 19 characters). */
  value: string;
  /** Typed text at once (cut to 19 characters); a picked date after 300 ms; '' when cleared. */
  onChange: (value: string) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** UTC bounds for the calendar, in the value's format ('' or longer text: cut to 19). */
  min?: string;
  max?: string;
  disabled?: boolean;
  name?: string;
  /** The focus left the widget (the input, its Clear button and its calendar). */
  onBlur?: () => void;
}

/** Picker changes reach onChange after 300 ms without another one (typing is not delayed). */
export const PICKER_CHANGE_DEBOUNCE_MS = 300;

type PickerModule = typeof import('./DateTimeInputPicker');

// flatpickr is a lazy chunk, loaded only once a date input is pointed at or focused.
const pickerChunk = lazyModule<PickerModule>(() => import('./DateTimeInputPicker'));
const loadPicker = pickerChunk.load;

/** Starts loading the picker chunk ahead of time (e.g. at idle on a screen that will show it). */
export function preloadDateTimeInput(): void {
  pickerChunk.preload(); // a failure shows when a date input asks for the picker
}

const isSaveKey = (e: { ctrlKey: boolean; metaKey: boolean; altKey: boolean; key: string }) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 's';

/**
 * A UTC date-time input: a plain text input ('YYYY-MM-DD HH:MM:SS'), complete on its own for the
 * keyboard, with a flatpickr calendar (a lazy chunk) attached to that same input once the pointer
 * comes over it or it gets focus, so no focus, caret or typed text is ever lost. Should the chunk
 * fail, the plain input stays.
 *
 * The input's text is its own (flatpickr writes it too); `value` is shown whenever it changes to
 * something the input does not already show, without calling onChange. Text the calendar cannot
 * read (half-typed, out of bounds) stays as typed: the calendar never erases it.
 */
export function DateTimeInput({ ref, ...props }: DateTimeInputProps) {
  const { id, value, min = '', max = '', disabled = false, name } = props;
  const zoneId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const calendarRef = useRef<HTMLDivElement>(null);
  const pickerRef = useRef<DateTimePicker | null>(null);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  // the text the input shows, as last typed, picked or received
  const [initialText] = useState(() => cutDateTime(value));
  const textRef = useRef(initialText);
  const [hasText, setHasText] = useState(initialText !== '');
  // a new value from outside decides the Clear button at once (its text goes in below)
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setHasText(cutDateTime(value) !== '');
  }

  // A picked date waits out the debounce; the call carries its delivery (to the latest onChange).
  const deliver = useCallback((text: string) => latest.current.onChange(text), []);
  const [pickerChange] = useState(() =>
    createDebounced((send: (text: string) => void, text: string) => send(text), PICKER_CHANGE_DEBOUNCE_MS),
  );

  const showText = (text: string) => {
    textRef.current = text;
    setHasText(text !== '');
  };

  /** The picker wrote `text` into the input. */
  const handlePickerText = useCallback(
    (text: string) => {
      const input = inputRef.current;
      if (!input || text === textRef.current) return;
      if (text === '' && textRef.current !== '') {
        // it could not read the typed text (or it is out of bounds): the text stays, for validation
        input.value = textRef.current;
        return;
      }
      textRef.current = text;
      setHasText(text !== '');
      pickerChange(deliver, text);
    },
    [pickerChange, deliver],
  );

  const [loaded, setLoaded] = useState(() => pickerChunk.current);
  // Pointing at the input fetches quietly; focus (which retries a failed fetch) warns.
  const requestPicker = useCallback((quiet: boolean) => {
    if (pickerChunk.current) return setLoaded(pickerChunk.current); // at once (nothing changes when attached)
    loadPicker().then(setLoaded, (error: unknown) => {
      if (!quiet) console.warn('The date picker could not be loaded; the plain input stays.', error);
    });
  }, []);
  // a click that focused the input before the calendar was there opens it once it is
  const pointerFocused = useRef(false);

  // Enter reads the typed text into the calendar and keeps the focus (flatpickr's own Enter would
  // blur the input); it still submits the form. Registered before flatpickr's listener, so it runs first.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const onKeyDown = (e: KeyboardEvent) => {
      const picker = pickerRef.current;
      if (!picker || e.key !== 'Enter' || e.isComposing) return;
      e.stopImmediatePropagation();
      picker.commitTyped();
      pickerChange.flush();
    };
    input.addEventListener('keydown', onKeyDown);
    return () => input.removeEventListener('keydown', onKeyDown);
  }, [pickerChange]);

  // The picker attaches to the input as it is: its text, caret and focus stay. A language switch
  // attaches a new one, whose calendar names months and days in that language.
  const lang = useLanguage();
  useLayoutEffect(() => {
    const input = inputRef.current;
    const host = calendarRef.current;
    if (!loaded || !input || !host) return;
    const picker = loaded.createDateTimePicker(input, {
      calendarHost: host,
      min: latest.current.min ?? '',
      max: latest.current.max ?? '',
      onText: handlePickerText,
    });
    pickerRef.current = picker;
    if (pointerFocused.current && document.activeElement === input) picker.open();
    return () => {
      pickerRef.current = null;
      picker.destroy();
    };
  }, [loaded, handlePickerText, lang]);

  useLayoutEffect(() => {
    pickerRef.current?.setBounds(min, max);
  }, [min, max]);

  useLayoutEffect(() => {
    if (disabled) pickerRef.current?.close();
  }, [disabled]);

  // A value from outside (a restored draft, a reset) goes into the input and the calendar, silently.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const text = cutDateTime(value);
    if (!input || text === textRef.current) return; // what the input shows already (e.g. our own change)
    pickerChange.cancel(); // the newer value wins over a picked one still waiting
    textRef.current = text;
    input.value = text;
    pickerRef.current?.setValue(text);
  }, [value, pickerChange]);

  // Keys and focus within the widget (the calendar included): Escape over an open calendar closes
  // it, not the panel around; Ctrl+S (⌘S) and the focus leaving deliver a picked date at once.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onKeyDown = (e: KeyboardEvent) => {
      const picker = pickerRef.current;
      if (e.key === 'Escape' && picker?.isOpen()) {
        e.preventDefault(); // the panel's Escape leaves a prevented event alone
        picker.close();
      } else if (isSaveKey(e)) {
        pickerChange.flush();
      }
    };
    const onFocusOut = (e: FocusEvent) => {
      if (e.relatedTarget instanceof Node && root.contains(e.relatedTarget)) return; // e.g. into the calendar
      pickerChange.flush();
      latest.current.onBlur?.();
    };
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [pickerChange]);

  useImperativeHandle(
    ref,
    () => ({
      focus() {
        if (pickerRef.current) pickerRef.current.focusQuietly();
        else inputRef.current?.focus();
      },
    }),
    [],
  );

  // nothing is reported after unmount
  useLayoutEffect(() => () => pickerChange.cancel(), [pickerChange]);

  const handleTyped = (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const text = cutDateTime(input.value);
    if (input.value !== text) input.value = text; // pasted '2024-05-01 13:45:00.123Z'
    pickerChange.cancel(); // the typed text wins over a picked date still waiting
    showText(text);
    pickerRef.current?.syncTyped(text);
    props.onChange(text);
  };

  const clear = () => {
    const input = inputRef.current;
    if (!input) return;
    pickerChange.cancel();
    showText('');
    input.value = '';
    pickerRef.current?.setValue('');
    props.onChange('');
    if (document.activeElement !== input) {
      if (pickerRef.current) pickerRef.current.focusQuietly();
      else input.focus();
    }
  };

  const describedBy = [props['aria-describedby'], zoneId].filter(Boolean).join(' ');

  // A left-to-right island in any page: the value is a fixed machine format followed by its UTC tag
  // ('2024-05-01 13:45:00 UTC'), and flatpickr's calendar lays itself out for left to right only.
  return (
    <div ref={rootRef} className={styles.root} dir="ltr">
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        className={styles.input}
        defaultValue={initialText}
        placeholder={DATE_TIME_PLACEHOLDER}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        aria-invalid={props['aria-invalid']}
        aria-describedby={describedBy}
        onChange={handleTyped}
        onFocus={() => requestPicker(false)}
        onPointerEnter={disabled ? undefined : () => requestPicker(true)}
        onPointerDown={() => (pointerFocused.current = true)}
        onBlurCapture={() => (pointerFocused.current = false)}
      />
      <span className={styles.adornments}>
        {hasText && !disabled && (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('dateTime.clear')}
            title={t('dateTime.clear')}
            // a click keeps the focus in the input
            onMouseDown={(e) => e.preventDefault()}
            onClick={clear}
          >
            <IconClose size={14} />
          </button>
        )}
        <span id={zoneId} className={styles.zone}>
          {TIME_ZONE}
        </span>
      </span>
      <div ref={calendarRef} className={styles.calendar} />
    </div>
  );
}
