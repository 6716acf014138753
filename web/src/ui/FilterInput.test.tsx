import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FilterInput } from './FilterInput';

function Harness({ onSubmit }: { onSubmit: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <FilterInput
      value={value}
      onChange={setValue}
      onSubmit={() => onSubmit(value)}
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
});
