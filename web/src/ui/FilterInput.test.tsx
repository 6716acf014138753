import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FilterInput } from './FilterInput';

function Harness({ onSubmit }: { onSubmit: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <FilterInput
      value={value}
      onChange={setValue}
      onSubmit={onSubmit}
      label="Search logs"
      placeholder="Search term or filter like status >= 400"
      fields={['status', 'url']}
    />
  );
}

// jsdom has no layout: CodeMirror's measuring needs these to exist.
beforeAll(() => {
  const empty = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = empty;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

describe('FilterInput', () => {
  it('shows a labelled plain input while the editor loads; Enter submits what was typed', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: 'Search logs' });
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('placeholder', 'Search term or filter like status >= 400');
    // Synchronously, before the lazy editor chunk resolves.
    fireEvent.change(input, { target: { value: 'status >= 400' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledWith('status >= 400');
  });

  it('swaps in the CodeMirror editor on focus, labelled and single line, keeping the typed value', async () => {
    const { container } = render(<Harness onSubmit={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Search logs' });
    fireEvent.change(input, { target: { value: 'url ~ "x"' } });
    // the editor chunk is not requested before focus (or idle time a second later)
    expect(container.querySelector('.cm-content')).toBeNull();
    fireEvent.focus(input);
    await waitFor(() => expect(container.querySelector('.cm-content')).not.toBeNull());
    const content = container.querySelector('.cm-content');
    expect(content).toHaveAttribute('aria-label', 'Search logs');
    expect(content).toHaveAttribute('aria-multiline', 'false');
    expect(content?.textContent).toBe('url ~ "x"');
  });

  it('Enter in the editor submits its exact text even when the parent has not re-rendered since', async () => {
    const onSubmit = vi.fn();
    const onChange = vi.fn(); // a parent that never re-renders: `value` stays ''
    const { container } = render(
      <FilterInput
        value=""
        onChange={onChange}
        onSubmit={onSubmit}
        label="Search logs"
        fields={['status']}
      />,
    );
    fireEvent.focus(screen.getByRole('textbox', { name: 'Search logs' }));
    await waitFor(() => expect(container.querySelector('.cm-editor')).not.toBeNull());
    const view = EditorView.findFromDOM(container.querySelector<HTMLElement>('.cm-editor')!)!;
    view.dispatch({ changes: { from: 0, insert: 'status >= 400' } });
    expect(onChange).toHaveBeenLastCalledWith('status >= 400');
    fireEvent.keyDown(view.contentDOM, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('status >= 400');
  });

  it('Enter in the plain input submits what it holds, and never while an IME composes', () => {
    const onSubmit = vi.fn();
    render(<FilterInput value="" onChange={() => {}} onSubmit={onSubmit} label="Search logs" fields={[]} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Search logs' });
    input.value = 'url ~ "x"';
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledWith('url ~ "x"');
  });
});
