import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

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

// A fresh RichTextInput module per test, with nothing loaded yet.
let RichTextInput: typeof import('./RichTextInput').RichTextInput;
let preloadRichTextEditor: typeof import('./RichTextInput').preloadRichTextEditor;
beforeEach(async () => {
  Object.assign(chunk, { requests: 0, gate: Promise.resolve(), error: null });
  vi.resetModules();
  vi.doMock('./RichTextEditor', async (importOriginal) => {
    chunk.requests += 1;
    await chunk.gate;
    if (chunk.error) throw chunk.error;
    return importOriginal();
  });
  ({ RichTextInput, preloadRichTextEditor } = await import('./RichTextInput'));
});
afterEach(() => {
  vi.restoreAllMocks();
});

// jsdom has no layout: ProseMirror's coordinates need these to exist.
beforeAll(() => {
  const empty = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = empty;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

const editable = (container: HTMLElement) => container.querySelector('[contenteditable="true"]');

describe('RichTextInput', () => {
  it('shows a non-editable loading box (same frame) while the chunk loads, then the editor, without a change', async () => {
    const release = chunk.hold();
    const onChange = vi.fn();
    const { container } = render(
      <RichTextInput id="f-body" labelId="f-body-label" value="<p>Hello</p>" onChange={onChange} />,
    );
    // loading starts on mount
    await waitFor(() => expect(chunk.requests).toBe(1));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading editor…');
    expect(status).toHaveClass('root'); // the editor's frame: the same height
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(editable(container)).toBeNull();
    expect(container.querySelector('input, textarea')).toBeNull();

    release();
    const box = await screen.findByRole('textbox');
    expect(box).toBe(editable(container));
    expect(box).toHaveAttribute('id', 'f-body');
    expect(box).toHaveAttribute('aria-labelledby', 'f-body-label');
    expect(box).toHaveTextContent('Hello');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a failed load says so with a warning, and Retry loads it again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    chunk.error = new Error('Failed to fetch dynamically imported module');
    const { container } = render(<RichTextInput value="<p>x</p>" onChange={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The editor could not be loaded.');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(editable(container)).toBeNull();

    chunk.error = null;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox')).toHaveTextContent('x');
    expect(chunk.requests).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('preloadRichTextEditor fetches the chunk once; an input mounted later builds the editor after the first paint', async () => {
    preloadRichTextEditor();
    preloadRichTextEditor();
    await waitFor(() => expect(chunk.requests).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const { container } = render(<RichTextInput value="<p>x</p>" onChange={() => {}} />);
    // the panel paints first (the box stays non-editable meanwhile), then the editor is built
    expect(editable(container)).toBeNull();
    await waitFor(() => expect(editable(container)).not.toBeNull());
    expect(chunk.requests).toBe(1);
  });

  it('a failed preload is silent; the input mounted later tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    chunk.error = new Error('offline');
    preloadRichTextEditor();
    await waitFor(() => expect(chunk.requests).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(warn).not.toHaveBeenCalled();

    chunk.error = null;
    render(<RichTextInput value="" onChange={() => {}} />);
    expect(await screen.findByRole('textbox')).toBeInTheDocument();
    expect(chunk.requests).toBe(2);
  });

  it('two inputs share one load', async () => {
    const release = chunk.hold();
    render(
      <>
        <RichTextInput value="<p>a</p>" onChange={() => {}} />
        <RichTextInput value="<p>b</p>" onChange={() => {}} />
      </>,
    );
    expect(await screen.findAllByRole('status')).toHaveLength(2);
    release();
    await waitFor(() => expect(screen.getAllByRole('textbox')).toHaveLength(2));
    expect(chunk.requests).toBe(1);
  });
});
