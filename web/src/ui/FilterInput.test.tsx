import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditorView } from '@codemirror/view';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The editor chunk is the real module, but each test decides when (and whether) it arrives.
const chunk = {
  requests: 0,
  gate: Promise.resolve(),
  error: null as Error | null,
  /** Holds the chunk until the returned function is called. */
  hold(): () => void {
    let release!: () => void;
    this.gate = new Promise<void>((resolve) => (release = resolve));
    return release;
  },
};

// A fresh FilterInput module per test, with nothing loaded yet.
let FilterInput: typeof import('./FilterInput').FilterInput;
beforeEach(async () => {
  Object.assign(chunk, { requests: 0, gate: Promise.resolve(), error: null });
  vi.resetModules();
  vi.doMock('./FilterInputEditor', async (importOriginal) => {
    chunk.requests += 1;
    await chunk.gate;
    if (chunk.error) throw chunk.error;
    return importOriginal();
  });
  ({ FilterInput } = await import('./FilterInput'));
});

// jsdom has no layout: CodeMirror's measuring needs these to exist.
beforeAll(() => {
  const empty = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = empty;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

const PLACEHOLDER = 'Search term or filter like status >= 400';

function Harness({ onSubmit = () => {} }: { onSubmit?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <FilterInput
        value={value}
        onChange={setValue}
        onSubmit={onSubmit}
        label="Search logs"
        placeholder={PLACEHOLDER}
        fields={['status', 'url']}
      />
      <button type="button" onClick={() => setValue('')}>
        Clear
      </button>
      <output>{value}</output>
    </>
  );
}

const plainInput = (container: HTMLElement) => container.querySelector('input')!;
const editorView = (container: HTMLElement) => {
  const dom = container.querySelector<HTMLElement>('[data-filter-editor] .cm-editor');
  return dom ? EditorView.findFromDOM(dom) : null;
};
const waitForEditor = async (container: HTMLElement) => {
  await waitFor(() => expect(editorView(container)).not.toBeNull());
  return editorView(container)!;
};

describe('FilterInput', () => {
  it('shows a labelled plain input until the editor loads; Enter there submits what it holds, not while an IME composes', () => {
    const onSubmit = vi.fn();
    render(<FilterInput value="" onChange={() => {}} onSubmit={onSubmit} label="Search logs" fields={[]} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Search logs' });
    expect(input.tagName).toBe('INPUT');
    // a parent that has not re-rendered yet: only the DOM holds the text
    input.value = 'url ~ "x"';
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledWith('url ~ "x"');
  });

  it('loads the editor on focus; it is labelled, single line and keeps the placeholder and the typed value', async () => {
    const { container } = render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Search logs' });
    expect(input).toHaveAttribute('placeholder', PLACEHOLDER);
    fireEvent.change(input, { target: { value: 'url ~ "x"' } });
    // not requested before the pointer comes over it or it gets focus
    expect(chunk.requests).toBe(0);
    fireEvent.focus(input);
    const view = await waitForEditor(container);
    expect(chunk.requests).toBe(1);
    expect(view.contentDOM).toHaveAttribute('aria-label', 'Search logs');
    expect(view.contentDOM).toHaveAttribute('aria-multiline', 'false');
    expect(view.state.doc.toString()).toBe('url ~ "x"');
    // the plain input is hidden, so there is one textbox of that name
    expect(input).not.toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Search logs' })).toBe(view.contentDOM);
    act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length } }));
    expect(container.querySelector('.cm-placeholder')).toHaveTextContent(PLACEHOLDER);
  });

  it('fetches the editor when the pointer comes over the input, and not before (no idle preload)', async () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Search logs' });
    expect(chunk.requests).toBe(0);
    fireEvent.pointerEnter(input);
    await waitFor(() => expect(chunk.requests).toBe(1));
  });

  it('text typed while the editor loads, its selection and the focus carry over to the editor', async () => {
    const user = userEvent.setup();
    const release = chunk.hold();
    const { container } = render(<Harness />);
    const input = plainInput(container);
    await user.click(input);
    await user.type(input, 'status >= 400');
    expect(chunk.requests).toBe(1);
    expect(editorView(container)).toBeNull();
    input.setSelectionRange(0, 6, 'backward');

    release();
    const view = await waitForEditor(container);
    expect(view.state.doc.toString()).toBe('status >= 400');
    expect(view.state.selection.main).toMatchObject({ anchor: 6, head: 0 });
    expect(document.activeElement).toBe(view.contentDOM);
    expect(input).not.toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('status >= 400');
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
    fireEvent.focus(plainInput(container));
    const view = await waitForEditor(container);
    view.dispatch({ changes: { from: 0, insert: 'status >= 400' } });
    expect(onChange).toHaveBeenLastCalledWith('status >= 400');
    fireEvent.keyDown(view.contentDOM, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('status >= 400');
  });

  it('an IME composition in the plain input postpones the swap until it ends', async () => {
    const { container } = render(<Harness />);
    const input = plainInput(container);
    fireEvent.compositionStart(input);
    fireEvent.focus(input);
    await waitFor(() => expect(chunk.requests).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(editorView(container)).toBeNull();
    fireEvent.change(input, { target: { value: 'すてーたす' } });
    fireEvent.compositionEnd(input);
    const view = await waitForEditor(container);
    expect(view.state.doc.toString()).toBe('すてーたす');
  });

  it('outside changes go into the editor without taking the focus; its own changes keep the caret', async () => {
    const { container } = render(<Harness />);
    fireEvent.focus(plainInput(container));
    const view = await waitForEditor(container);
    act(() => view.dispatch({ changes: { from: 0, insert: 'status = 200' }, selection: { anchor: 3 } }));
    // the parent re-rendered with the editor's own text: nothing is pushed back, the caret stays
    expect(screen.getByRole('status')).toHaveTextContent('status = 200');
    expect(view.state.selection.main.head).toBe(3);

    const clear = screen.getByRole('button', { name: 'Clear' });
    clear.focus();
    fireEvent.click(clear);
    expect(view.state.doc.toString()).toBe('');
    expect(document.activeElement).toBe(clear);
  });

  it('a failed editor import leaves the plain input usable, with a warning and no error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    chunk.error = new Error('Failed to fetch dynamically imported module');
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<Harness onSubmit={onSubmit} />);
    const input = plainInput(container);
    await user.click(input);
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    await user.type(input, 'status >= 400{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('status >= 400');
    expect(input).toBeVisible();
    expect(input).toHaveFocus();
    expect(editorView(container)).toBeNull();
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });
});
