import { createRef, StrictMode, useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Instance } from 'flatpickr/dist/types/instance';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DateTimePicker, DateTimePickerOptions } from './DateTimeInputPicker';

// The picker chunk: each test decides when (and whether) it arrives, and whether it is the real
// flatpickr or a stand-in whose hooks the test fires itself.
const chunk = {
  requests: 0,
  gate: Promise.resolve(),
  error: null as Error | null,
  fake: false,
  /** Holds the chunk until the returned function is called. */
  hold(): () => void {
    let release!: () => void;
    this.gate = new Promise<void>((resolve) => (release = resolve));
    return release;
  },
};

/** The stand-in picker: records what the component asks of it; `write` is flatpickr writing the input. */
interface FakePicker extends DateTimePicker {
  input: HTMLInputElement;
  options: DateTimePickerOptions;
  calls: string[];
  opened: boolean;
  write: (text: string) => void;
}
let fakes: FakePicker[] = [];

function createFakePicker(input: HTMLInputElement, options: DateTimePickerOptions): DateTimePicker {
  const fake: FakePicker = {
    input,
    options,
    calls: [],
    opened: false,
    write(text) {
      input.value = text;
      options.onText(text);
    },
    setValue: (value) => fake.calls.push(`setValue ${value}`),
    syncTyped: (text) => fake.calls.push(`syncTyped ${text}`),
    setBounds: (min, max) => fake.calls.push(`setBounds ${min}|${max}`),
    commitTyped: () => fake.calls.push('commitTyped'),
    isOpen: () => fake.opened,
    open: () => (fake.opened = true),
    close: () => (fake.opened = false),
    focusQuietly: () => input.focus(),
    destroy: () => fake.calls.push('destroy'),
  };
  fakes.push(fake);
  return fake;
}

type Module = typeof import('./DateTimeInput');
type Handle = import('./DateTimeInput').DateTimeInputHandle;
let DateTimeInput: Module['DateTimeInput'];
let preloadDateTimeInput: Module['preloadDateTimeInput'];
let DEBOUNCE_MS: number;

// A fresh DateTimeInput module per test, with nothing loaded yet.
beforeEach(async () => {
  Object.assign(chunk, { requests: 0, gate: Promise.resolve(), error: null, fake: false });
  fakes = [];
  vi.resetModules();
  vi.doMock('./DateTimeInputPicker', async (importOriginal) => {
    chunk.requests += 1;
    await chunk.gate;
    if (chunk.error) throw chunk.error;
    const real = await importOriginal<typeof import('./DateTimeInputPicker')>();
    return chunk.fake ? { ...real, createDateTimePicker: createFakePicker } : real;
  });
  ({
    DateTimeInput,
    preloadDateTimeInput,
    PICKER_CHANGE_DEBOUNCE_MS: DEBOUNCE_MS,
  } = await import('./DateTimeInput'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// Wall time is never shifted, whatever the browser's zone: these run east of UTC.
const savedTZ = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Kolkata';
});
afterAll(() => {
  if (savedTZ === undefined) delete process.env.TZ;
  else process.env.TZ = savedTZ;
});

const RESTORED = '2030-01-02 03:04:05';

function Harness({
  initial = '',
  onChange = () => {},
  onBlur,
  min,
  max,
}: {
  initial?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  min?: string;
  max?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="when">Published</label>
      <DateTimeInput
        id="when"
        name="published"
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        onBlur={onBlur}
        min={min}
        max={max}
        aria-describedby="when-hint"
      />
      <div id="when-hint">When it goes live</div>
      <output>{value}</output>
      <button type="button" onClick={() => setValue(RESTORED)}>
        Restore draft
      </button>
      <button type="button">Elsewhere</button>
    </>
  );
}

const theInput = () => screen.getByLabelText<HTMLInputElement>('Published');
const shown = () => screen.getByRole('status').textContent;

/** Focuses the input and waits for the (stand-in) picker to attach. */
async function attachFake(): Promise<FakePicker> {
  chunk.fake = true;
  fireEvent.focus(theInput());
  await waitFor(() => expect(fakes).toHaveLength(1));
  return fakes[0];
}

describe('DateTimeInput, the plain input', () => {
  it('is a labelled text input with the format as placeholder and UTC in its description', () => {
    render(<Harness initial="2024-05-01 13:45:00" />);
    const input = theInput();
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('name', 'published');
    expect(input).toHaveAttribute('placeholder', 'YYYY-MM-DD HH:MM:SS');
    expect(input).toHaveValue('2024-05-01 13:45:00');
    // the caller's description comes first, then the zone
    expect(input).toHaveAccessibleDescription('When it goes live UTC');
    expect(screen.getByText('UTC')).toBeVisible();
    expect(chunk.requests).toBe(0);
  });

  it('typing calls onChange at once with the text as typed, cut to 19 characters', async () => {
    chunk.hold(); // the picker never arrives: the input works alone
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.type(theInput(), '2024-05-01 13:45');
    expect(onChange).toHaveBeenCalledTimes('2024-05-01 13:45'.length);
    expect(onChange).toHaveBeenLastCalledWith('2024-05-01 13:45');
    expect(shown()).toBe('2024-05-01 13:45');

    // a pasted server value is cut, in the form and in the input
    fireEvent.change(theInput(), { target: { value: '2024-05-01 13:45:00.123Z' } });
    expect(onChange).toHaveBeenLastCalledWith('2024-05-01 13:45:00');
    expect(theInput()).toHaveValue('2024-05-01 13:45:00');
    expect(theInput()).toHaveFocus();
  });

  it('Clear shows only with a value, empties it to "" and leaves the focus in the input', async () => {
    chunk.hold();
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial="2024-05-01 13:45:00" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('');
    expect(theInput()).toHaveValue('');
    expect(theInput()).toHaveFocus();
    expect(shown()).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    await user.type(theInput(), '2');
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveAttribute('type', 'button');
  });

  it('shows a value changed from outside without calling onChange', async () => {
    chunk.hold();
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial="2024-05-01 13:45:00" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(theInput()).toHaveValue(RESTORED);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('fetches the picker when the pointer comes over the input or it gets focus, not before', async () => {
    chunk.fake = true;
    render(<Harness />);
    expect(chunk.requests).toBe(0);
    fireEvent.pointerEnter(theInput());
    await waitFor(() => expect(fakes).toHaveLength(1));
    expect(chunk.requests).toBe(1);
    // attached to the very input shown first
    expect(fakes[0].input).toBe(theInput());
    fireEvent.focus(theInput());
    expect(chunk.requests).toBe(1);
  });

  it('preloadDateTimeInput fetches the chunk ahead of time', async () => {
    preloadDateTimeInput();
    await waitFor(() => expect(chunk.requests).toBe(1));
  });

  it('a failed chunk leaves the plain input usable, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    chunk.error = new Error('Failed to fetch dynamically imported module');
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(theInput());
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    await user.type(theInput(), '2024-05-01 13:45:00');
    expect(onChange).toHaveBeenLastCalledWith('2024-05-01 13:45:00');
    expect(theInput()).toHaveFocus();
    expect(theInput()).not.toHaveClass('flatpickr-input');
  });
});

describe('DateTimeInput with the picker (stand-in)', () => {
  it('debounces picked changes by 300 ms, delivering the last one', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const picker = await attachFake();
    vi.useFakeTimers();
    expect(DEBOUNCE_MS).toBe(300);

    act(() => picker.write('2024-05-02 12:00:00'));
    expect(theInput()).toHaveValue('2024-05-02 12:00:00');
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => picker.write('2024-05-02 12:05:00')); // the minute spinner again: the wait restarts
    act(() => vi.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2024-05-02 12:05:00');
    expect(shown()).toBe('2024-05-02 12:05:00');
    // the parent's echo is not pushed back into the picker
    expect(picker.calls.filter((c) => c.startsWith('setValue'))).toEqual([]);
  });

  it('delivers a waiting pick at once when the focus leaves the widget (not when it moves into the calendar)', async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(<Harness onChange={onChange} onBlur={onBlur} />);
    const picker = await attachFake();
    vi.useFakeTimers();
    act(() => picker.write('2024-05-02 12:00:00'));

    const inCalendar = document.createElement('input');
    picker.options.calendarHost.append(inCalendar);
    fireEvent.focusOut(theInput(), { relatedTarget: inCalendar });
    expect(onChange).not.toHaveBeenCalled();
    expect(onBlur).not.toHaveBeenCalled();

    fireEvent.focusOut(inCalendar, { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2024-05-02 12:00:00');
    expect(onBlur).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('Ctrl+S delivers a waiting pick before the panel saves', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const picker = await attachFake();
    vi.useFakeTimers();
    act(() => picker.write('2024-05-02 12:00:00'));
    fireEvent.keyDown(theInput(), { key: 's', ctrlKey: true });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2024-05-02 12:00:00');
  });

  it('typing wins over a pick still waiting, and the calendar follows the typed text', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const picker = await attachFake();
    vi.useFakeTimers();
    act(() => picker.write('2024-05-02 12:00:00'));
    fireEvent.change(theInput(), { target: { value: '2024-06-01 08:00:00' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2024-06-01 08:00:00');
    expect(picker.calls).toContain('syncTyped 2024-06-01 08:00:00');
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps typed text the picker cannot read instead of letting it erase it', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const picker = await attachFake();
    fireEvent.change(theInput(), { target: { value: '2024-05-01 25:00:00' } });
    act(() => picker.write('')); // flatpickr on blur: unreadable, so it empties the input
    expect(theInput()).toHaveValue('2024-05-01 25:00:00');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2024-05-01 25:00:00');
  });

  it('a value from outside goes into the picker silently and drops a waiting pick', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const picker = await attachFake();
    vi.useFakeTimers();
    act(() => picker.write('2024-05-02 12:00:00'));
    fireEvent.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(theInput()).toHaveValue(RESTORED);
    expect(picker.calls).toContain(`setValue ${RESTORED}`);
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('Clear empties the picker too and delivers "" at once', async () => {
    const onChange = vi.fn();
    render(<Harness initial="2024-05-01 13:45:00" onChange={onChange} />);
    const picker = await attachFake();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('');
    expect(picker.calls).toContain('setValue ');
  });

  it('Enter reads the typed text into the picker without leaving the input; Escape closes only the calendar', async () => {
    const onChange = vi.fn();
    const onWindowKey = vi.fn((e: KeyboardEvent) => e.defaultPrevented);
    window.addEventListener('keydown', onWindowKey);
    try {
      render(<Harness onChange={onChange} />);
      const picker = await attachFake();
      act(() => theInput().focus());
      fireEvent.keyDown(theInput(), { key: 'Enter' });
      expect(picker.calls).toContain('commitTyped');
      expect(theInput()).toHaveFocus();

      picker.open();
      fireEvent.keyDown(theInput(), { key: 'Escape' });
      expect(picker.isOpen()).toBe(false);
      // the panel's Escape handler (on window) sees it already handled
      expect(onWindowKey).toHaveLastReturnedWith(true);
      fireEvent.keyDown(theInput(), { key: 'Escape' });
      expect(onWindowKey).toHaveLastReturnedWith(false); // closed: Escape is the panel's again
    } finally {
      window.removeEventListener('keydown', onWindowKey);
    }
  });

  it('passes min and max to the picker, and new ones as they change', async () => {
    const { rerender } = render(<Harness min="2024-01-01 00:00:00.000Z" max="" />);
    const picker = await attachFake();
    expect(picker.options.min).toBe('2024-01-01 00:00:00.000Z'); // the picker cuts it
    expect(picker.options.max).toBe('');
    rerender(<Harness min="2024-01-01 00:00:00" max="2024-12-31 23:59:59" />);
    expect(picker.calls).toContain('setBounds 2024-01-01 00:00:00|2024-12-31 23:59:59');
  });

  it('destroys the picker on unmount', async () => {
    const { unmount } = render(<Harness />);
    const picker = await attachFake();
    unmount();
    expect(picker.calls).toContain('destroy');
  });
});

describe('DateTimeInput with flatpickr', () => {
  const fpOf = (input: HTMLInputElement) =>
    (input as HTMLInputElement & { _flatpickr?: Instance })._flatpickr;

  async function attachReal(): Promise<Instance> {
    fireEvent.focus(theInput());
    await waitFor(() => expect(fpOf(theInput())).toBeDefined());
    return fpOf(theInput())!;
  }

  it('attaches to the same input as a 24-hour picker with seconds, its calendar inside the widget', async () => {
    render(
      <dialog open>
        <Harness initial="2024-05-01 13:45:00" min="2024-01-01 00:00:00.000Z" />
      </dialog>,
    );
    const input = theInput();
    const fp = await attachReal();
    expect(fp.input).toBe(input);
    expect(theInput()).toBe(input);
    expect(input).toHaveValue('2024-05-01 13:45:00');
    expect(input).not.toHaveAttribute('readonly'); // allowInput
    const { config } = fp;
    expect(config).toMatchObject({
      enableTime: true,
      enableSeconds: true,
      time_24hr: true,
      dateFormat: 'Y-m-d H:i:S',
      allowInput: true,
      defaultHour: 12,
      minuteIncrement: 5,
      disableMobile: true,
    });
    expect(fp.l10n.firstDayOfWeek).toBe(1);
    // every input of the calendar is named (flatpickr leaves the seconds unnamed)
    for (const el of fp.calendarContainer.querySelectorAll('input, select'))
      expect(el).toHaveAttribute('aria-label');
    expect(fp.calendarContainer.querySelector('.flatpickr-weekday')?.textContent?.trim()).toBe('Mon');
    // a modal dialog's top layer holds the calendar: never document.body
    expect(fp.calendarContainer.closest('dialog')).not.toBeNull();
    expect(input.parentElement!.contains(fp.calendarContainer)).toBe(true);
    // wall time, no zone shift (TZ is Asia/Kolkata here)
    const [selected] = fp.selectedDates;
    expect([selected.getFullYear(), selected.getMonth(), selected.getDate()]).toEqual([2024, 4, 1]);
    expect([selected.getHours(), selected.getMinutes(), selected.getSeconds()]).toEqual([13, 45, 0]);
    const minDate = config.minDate as Date;
    expect([minDate.getFullYear(), minDate.getMonth(), minDate.getDate(), minDate.getHours()]).toEqual([
      2024, 0, 1, 0,
    ]);
  });

  it('attaching keeps the text typed meanwhile, its caret and the focus', async () => {
    const release = chunk.hold();
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    const input = theInput();
    await user.click(input);
    await user.type(input, '2024-05-01'); // readable already: flatpickr alone would rewrite it
    input.setSelectionRange(4, 7, 'backward');
    release();
    await waitFor(() => expect(fpOf(input)).toBeDefined());
    expect(input).toHaveValue('2024-05-01');
    expect([input.selectionStart, input.selectionEnd, input.selectionDirection]).toEqual([4, 7, 'backward']);
    expect(input).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('2024-05-01');
    // the click that focused the input before the calendar was there opens it now
    expect(fpOf(input)!.isOpen).toBe(true);
  });

  it('a picked day reaches onChange 300 ms later, at the default hour 12', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const fp = await attachReal();
    fireEvent.click(theInput()); // opens the calendar
    expect(fp.isOpen).toBe(true);
    vi.useFakeTimers();
    const day = [...fp.calendarContainer.querySelectorAll<HTMLElement>('.flatpickr-day')].find(
      (el) => el.textContent === '15' && !el.className.includes('Month'),
    )!;
    act(() => fireEvent.click(day));
    const picked = theInput().value;
    expect(picked).toMatch(/^\d{4}-\d{2}-15 12:00:00$/);
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(picked);
  });

  it('a value from outside moves the calendar without onChange; Clear empties both', async () => {
    const onChange = vi.fn();
    render(<Harness initial="2024-05-01 13:45:00" onChange={onChange} />);
    const fp = await attachReal();
    fireEvent.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(theInput()).toHaveValue(RESTORED);
    expect(fp.selectedDates.map((d) => [d.getFullYear(), d.getHours(), d.getMinutes()])).toEqual([
      [2030, 3, 4],
    ]);
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(fp.selectedDates).toEqual([]);
    expect(theInput()).toHaveValue('');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('');
  });

  it('keeps unreadable typed text on blur and normalises readable text', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await attachReal();
    const input = theInput();
    act(() => input.focus());
    fireEvent.change(input, { target: { value: '2024-05-01 25:00' } });
    act(() => input.blur());
    expect(input).toHaveValue('2024-05-01 25:00');
    expect(onChange).toHaveBeenLastCalledWith('2024-05-01 25:00');

    act(() => input.focus());
    fireEvent.change(input, { target: { value: '2024-05-01' } });
    act(() => input.blur()); // the focus leaves: the normalised value is delivered at once
    expect(input).toHaveValue('2024-05-01 00:00:00');
    expect(onChange).toHaveBeenLastCalledWith('2024-05-01 00:00:00');
  });

  it('focused through its ref (a form pointing at an error) it leaves the calendar closed', async () => {
    const ref = createRef<Handle>();
    const typed = '2024-02-30 10:00:00';
    render(
      <>
        <label htmlFor="when">Published</label>
        <DateTimeInput id="when" ref={ref} value={typed} onChange={() => {}} />
      </>,
    );
    const fp = await attachReal();
    act(() => {
      theInput().blur();
      fp.close();
    });
    act(() => ref.current!.focus());
    expect(theInput()).toHaveFocus();
    expect(fp.isOpen).toBe(false);
    expect(theInput()).toHaveValue(typed);
  });

  it('Enter normalises the typed text and keeps the focus in the input', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await attachReal();
    const input = theInput();
    act(() => input.focus());
    fireEvent.change(input, { target: { value: '2024-05-01 13:45' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveValue('2024-05-01 13:45:00');
    expect(onChange).toHaveBeenLastCalledWith('2024-05-01 13:45:00');
    expect(input).toHaveFocus();
  });

  it("survives StrictMode's double effects: one calendar, and Enter is still handled before flatpickr", async () => {
    const onChange = vi.fn();
    render(
      <StrictMode>
        <Harness onChange={onChange} />
      </StrictMode>,
    );
    await attachReal();
    expect(document.querySelectorAll('.flatpickr-calendar')).toHaveLength(1);
    const input = theInput();
    act(() => input.focus());
    fireEvent.change(input, { target: { value: '2024-05-01' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveValue('2024-05-01 00:00:00');
    expect(onChange).toHaveBeenLastCalledWith('2024-05-01 00:00:00');
    expect(input).toHaveFocus();
  });

  it('is destroyed on unmount', async () => {
    const { unmount, container } = render(<Harness />);
    const input = theInput();
    const fp = await attachReal();
    expect(container.querySelector('.flatpickr-calendar')).not.toBeNull();
    unmount();
    expect(fpOf(input)).toBeUndefined();
    expect(fp.calendarContainer).toBeUndefined();
    expect(document.querySelector('.flatpickr-calendar')).toBeNull();
  });
});
