import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentProps } from 'react';
import { Select, type SelectOption } from './Select';

const FEW: SelectOption[] = [
  { value: 'text', label: 'Plain text' },
  { value: 'number', label: 'Number' },
  { value: 'bool', label: 'Bool' },
];

const MANY: SelectOption[] = [
  { value: 'text', label: 'Plain text' },
  { value: 'number', label: 'Number' },
  { value: 'bool', label: 'Bool' },
  { value: 'email', label: 'Email' },
  { value: 'url', label: 'Url' },
  { value: 'date', label: 'DateTime' },
];

type Props = Partial<ComponentProps<typeof Select>>;

/** A controlled Select between two buttons, with a label tied to its trigger. */
function Harness({
  initial,
  onChangeSpy,
  ...props
}: Props & { initial?: string | string[]; onChangeSpy?: (v: string | string[]) => void }) {
  const [value, setValue] = useState<string | string[]>(initial ?? (props.multiple ? [] : ''));
  return (
    <>
      <button type="button">Before</button>
      <label htmlFor="field-type">Type</label>
      <Select
        id="field-type"
        options={FEW}
        value={value}
        onChange={(v) => {
          onChangeSpy?.(v);
          setValue(v);
        }}
        {...props}
      />
      <button type="button">After</button>
    </>
  );
}

function setup(props: Props & { initial?: string | string[] } = {}) {
  const onChange = vi.fn<(v: string | string[]) => void>();
  const user = userEvent.setup();
  render(<Harness onChangeSpy={onChange} {...props} />);
  return { user, onChange, trigger: screen.getByRole('button', { name: 'Type' }) };
}

const listbox = () => screen.queryByRole('listbox');
const option = (name: string) => screen.getByRole('option', { name });
const search = () => screen.queryByRole('textbox', { name: 'Search options' });
const optionNames = () => screen.getAllByRole('option').map((el) => el.textContent);

describe('Select', () => {
  it('is a listbox button showing the placeholder "- Select -" while nothing is selected', async () => {
    const { user, trigger } = setup();
    expect(trigger.tagName).toBe('BUTTON');
    expect(trigger).toHaveAttribute('type', 'button');
    expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveTextContent('- Select -');
    expect(listbox()).not.toBeInTheDocument();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Type' });
    expect(trigger).toHaveAttribute('aria-controls', list.id);
    expect(optionNames()).toEqual(['Plain text', 'Number', 'Bool']);
  });

  it('takes a custom placeholder', () => {
    setup({ placeholder: 'Pick a type' });
    expect(screen.getByRole('button', { name: 'Type' })).toHaveTextContent('Pick a type');
  });

  it('single: a click on an option selects it, closes and returns focus to the trigger', async () => {
    const { user, onChange, trigger } = setup();
    await user.click(trigger);
    await user.click(option('Number'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('number');
    expect(listbox()).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveTextContent('Number');

    await user.click(trigger);
    expect(option('Number')).toHaveAttribute('aria-selected', 'true');
    expect(option('Bool')).toHaveAttribute('aria-selected', 'false');
  });

  it('single: Enter opens, arrows move the active option (aria-activedescendant), Enter selects', async () => {
    const { user, onChange, trigger } = setup();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const list = screen.getByRole('listbox');
    expect(list).toHaveFocus();
    expect(list).toHaveAttribute('aria-activedescendant', option('Plain text').id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(list).toHaveAttribute('aria-activedescendant', option('Bool').id);
    await user.keyboard('{ArrowUp}');
    expect(list).toHaveAttribute('aria-activedescendant', option('Number').id);
    await user.keyboard('{End}');
    expect(list).toHaveAttribute('aria-activedescendant', option('Bool').id);
    await user.keyboard('{Home}');
    expect(list).toHaveAttribute('aria-activedescendant', option('Plain text').id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('number');
    expect(listbox()).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveTextContent('Number');
  });

  it('opens with Space and ArrowDown too, on the selected option', async () => {
    const { user, trigger } = setup({ initial: 'bool' });
    trigger.focus();
    await user.keyboard(' ');
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-activedescendant', option('Bool').id);
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('multiple: Enter and clicks toggle options, stays open, and reports arrays in option order', async () => {
    const { user, onChange, trigger } = setup({ multiple: true });
    await user.click(trigger);
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(option('Bool'));
    expect(onChange).toHaveBeenLastCalledWith(['bool']);
    expect(listbox()).toBeInTheDocument();
    await user.keyboard('{Home}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['text', 'bool']);
    expect(option('Plain text')).toHaveAttribute('aria-selected', 'true');
    expect(option('Bool')).toHaveAttribute('aria-selected', 'true');
    expect(option('Number')).toHaveAttribute('aria-selected', 'false');
    expect(trigger).toHaveTextContent('Plain text, Bool');

    await user.click(option('Bool'));
    expect(onChange).toHaveBeenLastCalledWith(['text']);
    expect(listbox()).toBeInTheDocument();
    expect(trigger).toHaveTextContent('Plain text');
  });

  it('is searchable above 5 options only (unless told)', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Select aria-labelledby="five" options={MANY.slice(0, 5)} value="" onChange={() => {}} />
        <Select aria-labelledby="six" options={MANY} value="" onChange={() => {}} />
        <Select aria-labelledby="forced" options={FEW} value="" onChange={() => {}} searchable />
        <span id="five">Five</span>
        <span id="six">Six</span>
        <span id="forced">Forced</span>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Five' }));
    expect(search()).not.toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: 'Five' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Six' }));
    expect(search()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Forced' }));
    expect(search()).toHaveFocus();
  });

  it('search filters case-insensitively on label and value, and says "No options found"', async () => {
    const { user, onChange, trigger } = setup({ options: MANY });
    await user.click(trigger);
    const input = search();
    expect(input).toHaveFocus();
    expect(optionNames()).toHaveLength(6);

    await user.keyboard('NUM');
    expect(optionNames()).toEqual(['Number']);
    await user.clear(input!);
    await user.keyboard('date'); // the value of 'DateTime'
    expect(optionNames()).toEqual(['DateTime']);
    await user.clear(input!);
    await user.keyboard('t');
    expect(optionNames()).toEqual(['Plain text', 'DateTime']);
    expect(input).toHaveAttribute('aria-activedescendant', option('Plain text').id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', option('DateTime').id);

    await user.keyboard('zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No options found')).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(input!);
    await user.keyboard('url{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('url');
    expect(trigger).toHaveFocus();
  });

  it('takes a custom noOptionsText', async () => {
    const { user, trigger } = setup({ options: [], noOptionsText: 'Nothing here' });
    await user.click(trigger);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });

  it('Escape closes and returns focus to the trigger without reaching keydown listeners around it', async () => {
    const user = userEvent.setup();
    const reactOuter = vi.fn();
    const nativeOuter = vi.fn();
    render(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <div data-testid="parent" onKeyDown={reactOuter}>
        <Select options={MANY} value="" onChange={() => {}} />
      </div>,
    );
    const parent = screen.getByTestId('parent');
    parent.addEventListener('keydown', nativeOuter);
    try {
      const trigger = screen.getByRole('button', { name: '- Select -' });
      await user.click(trigger);
      expect(search()).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(listbox()).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
      expect(nativeOuter).not.toHaveBeenCalled();
      expect(reactOuter).not.toHaveBeenCalled();
    } finally {
      parent.removeEventListener('keydown', nativeOuter);
    }
  });

  it('Escape is default-prevented so an enclosing modal dialog does not cancel', async () => {
    const user = userEvent.setup();
    render(<Select options={FEW} value="" onChange={() => {}} />);
    await user.click(screen.getByRole('button'));
    const list = screen.getByRole('listbox');
    expect(list).toHaveFocus();
    // dispatchEvent returns false when a listener called preventDefault
    expect(fireEvent.keyDown(list, { key: 'Escape' })).toBe(false);
    expect(listbox()).not.toBeInTheDocument();
  });

  it('Tab closes the popover and moves focus on; an outside click closes it', async () => {
    const { user, trigger } = setup({ options: MANY });
    await user.click(trigger);
    await user.tab();
    expect(listbox()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    expect(listbox()).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('disabled: the trigger is disabled and does not open', async () => {
    const { user, trigger } = setup({ disabled: true, clearable: true, initial: 'text' });
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(listbox()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('clearable: a Clear button sets "" and shows the placeholder again', async () => {
    const { user, onChange, trigger } = setup({ clearable: true });
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    await user.click(trigger);
    await user.click(option('Bool'));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(trigger).toHaveTextContent('- Select -');
    expect(trigger).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('shows aria-invalid on the trigger (data-invalid), passes aria-describedby and names options by label (hint described)', async () => {
    const user = userEvent.setup();
    render(
      <Select
        aria-invalid
        aria-describedby="err"
        options={[{ value: 'a', label: 'Alpha', hint: 'first' }]}
        value=""
        onChange={() => {}}
      />,
    );
    const trigger = screen.getByRole('button');
    expect(trigger).toHaveAttribute('data-invalid', 'true');
    expect(trigger).not.toHaveAttribute('aria-invalid');
    expect(trigger).toHaveAttribute('aria-describedby', 'err');
    await user.click(trigger);
    expect(screen.getByRole('option', { name: 'Alpha' })).toHaveAccessibleDescription('first');
  });

  it('stays usable with 300 options', async () => {
    const options = Array.from({ length: 300 }, (_, i) => ({ value: `v${i}`, label: `Option ${i}` }));
    const { user, onChange, trigger } = setup({ options });
    await user.click(trigger);
    expect(screen.getAllByRole('option')).toHaveLength(300);
    await user.keyboard('{End}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('v299');
  });
});
