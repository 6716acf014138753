import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBar } from './SearchBar';

const PLACEHOLDER = 'Search term or filter like status >= 400';

function setup(value = '') {
  const onSubmit = vi.fn();
  const view = render(
    <SearchBar value={value} onSubmit={onSubmit} placeholder={PLACEHOLDER} label="Search logs" />,
  );
  const rerender = (next: string) =>
    view.rerender(
      <SearchBar value={next} onSubmit={onSubmit} placeholder={PLACEHOLDER} label="Search logs" />,
    );
  return { onSubmit, rerender, input: () => screen.getByRole('searchbox', { name: 'Search logs' }) };
}

describe('SearchBar', () => {
  it('shows the applied value in a labelled search box with the placeholder', () => {
    const { input } = setup('status >= 400');
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(input()).toHaveValue('status >= 400');
    expect(input()).toHaveAttribute('placeholder', PLACEHOLDER);
  });

  it('submits the trimmed typed value on Enter', async () => {
    const user = userEvent.setup();
    const { onSubmit, input } = setup();
    await user.type(input(), '  john  {Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('john');
  });

  it('shows Search only while the text differs from the applied value, and submits with it', async () => {
    const user = userEvent.setup();
    const { onSubmit, input } = setup();
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    await user.type(input(), 'status>=400');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledWith('status>=400');
  });

  it("Clear submits '' when a value is applied", async () => {
    const user = userEvent.setup();
    const { onSubmit, input } = setup('john');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onSubmit).toHaveBeenCalledWith('');
    expect(input()).toHaveValue('');
  });

  it('Clear only empties unsubmitted text when nothing is applied', async () => {
    const user = userEvent.setup();
    const { onSubmit, input } = setup();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    await user.type(input(), 'draft');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input()).toHaveValue('');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps typed text while the external value is unchanged', async () => {
    const user = userEvent.setup();
    const { input, rerender } = setup('a');
    await user.clear(input());
    await user.type(input(), 'typed text');
    rerender('a');
    expect(input()).toHaveValue('typed text');
  });

  it('replaces typed text when the external value changes', async () => {
    const user = userEvent.setup();
    const { input, rerender } = setup('a');
    await user.type(input(), 'bc');
    rerender('from url');
    expect(input()).toHaveValue('from url');
    rerender('');
    expect(input()).toHaveValue('');
  });

  it('passes draft state to a custom input', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <SearchBar
        value=""
        onSubmit={onSubmit}
        placeholder="Filter"
        renderInput={({ value, onChange, onSubmit: submit }) => (
          <>
            <input aria-label="Custom filter" value={value} onChange={(e) => onChange(e.target.value)} />
            <button type="button" onClick={() => submit(value)}>
              Apply
            </button>
          </>
        )}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Custom filter' }), ' id="x" ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSubmit).toHaveBeenCalledWith('id="x"');
  });

  it('submits the text a custom input passes, not the draft state (which may lag behind)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <SearchBar
        value=""
        onSubmit={onSubmit}
        placeholder="Filter"
        // an input that never reported its text through onChange
        renderInput={({ onSubmit: submit }) => (
          <button type="button" onClick={() => submit('  status >= 400 ')}>
            Apply
          </button>
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSubmit).toHaveBeenCalledWith('status >= 400');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
