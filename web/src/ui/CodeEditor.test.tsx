import { StrictMode, useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditorView } from '@codemirror/view';
import { language as languageFacet } from '@codemirror/language';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CodeEditorProps } from './CodeEditor';

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

// A fresh CodeEditor module per test, with nothing loaded yet.
let CodeEditor: typeof import('./CodeEditor').CodeEditor;
let preloadCodeEditor: typeof import('./CodeEditor').preloadCodeEditor;
beforeEach(async () => {
  Object.assign(chunk, { requests: 0, gate: Promise.resolve(), error: null });
  vi.resetModules();
  vi.doMock('./CodeEditorView', async (importOriginal) => {
    chunk.requests += 1;
    await chunk.gate;
    if (chunk.error) throw chunk.error;
    return importOriginal();
  });
  ({ CodeEditor, preloadCodeEditor } = await import('./CodeEditor'));
});

// jsdom has no layout: CodeMirror's measuring needs these to exist.
beforeAll(() => {
  const empty = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = empty;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

type HarnessProps = Partial<CodeEditorProps> & { initial?: string; withLabelId?: boolean };

/** A labelled code editor whose value lives in the parent, with a button that sets it from outside. */
function Harness({ initial = '', withLabelId = false, onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label id="body-label" htmlFor="body">
        Body
      </label>
      <CodeEditor
        id="body"
        labelId={withLabelId ? 'body-label' : undefined}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        {...props}
      />
      <button type="button" onClick={() => setValue('{\n  "restored": true\n}')}>
        Restore
      </button>
      <output>{value}</output>
    </>
  );
}

const textarea = (container: HTMLElement) => container.querySelector('textarea')!;
const editorView = (container: HTMLElement) => {
  const dom = container.querySelector<HTMLElement>('[data-code-editor] .cm-editor');
  return dom ? EditorView.findFromDOM(dom) : null;
};
const waitForEditor = async (container: HTMLElement) => {
  await waitFor(() => expect(editorView(container)).not.toBeNull());
  return editorView(container)!;
};
/** A change as the user makes it (CodeMirror's input handling needs a real layout). */
const typeInEditor = (view: EditorView, insert: string, from = view.state.doc.length, to = from) =>
  act(() =>
    view.dispatch({
      changes: { from, to, insert },
      selection: { anchor: from + insert.length },
      userEvent: 'input.type',
    }),
  );

describe('CodeEditor', () => {
  it('shows a labelled plain textarea first; typing there reports every change; nothing loads at mount', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<Harness onChange={onChange} placeholder="{}" />);
    const input = screen.getByLabelText('Body');
    expect(input.tagName).toBe('TEXTAREA');
    expect(input).toHaveAttribute('placeholder', '{}');
    expect(chunk.requests).toBe(0);

    chunk.error = new Error('offline'); // keep the textarea for the rest of this test
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await user.type(input, '{{"a":{Enter}1}');
    expect(onChange).toHaveBeenLastCalledWith('{"a":\n1}');
    expect(onChange).toHaveBeenCalledTimes(8);
    expect(screen.getByRole('status')).toHaveTextContent('{"a": 1}');
    expect(editorView(container)).toBeNull();
    warn.mockRestore();
  });

  it('loads when the pointer comes over it and takes over; preloadCodeEditor loads ahead of time', async () => {
    const { container } = render(<Harness initial={'[1, 2]'} />);
    expect(chunk.requests).toBe(0);
    fireEvent.pointerEnter(textarea(container));
    const view = await waitForEditor(container);
    expect(chunk.requests).toBe(1);
    expect(view.state.doc.toString()).toBe('[1, 2]');
    expect(textarea(container)).not.toBeVisible();

    preloadCodeEditor('json');
    expect(chunk.requests).toBe(1); // one chunk, fetched once
  });

  it('eager loads the editor at mount, without pointer or focus (a preview highlighted from the start)', async () => {
    const { container } = render(<Harness initial={'{"a": 1}'} language="json" disabled eager />);
    const view = await waitForEditor(container);
    expect(chunk.requests).toBe(1);
    expect(view.state.doc.toString()).toBe('{"a": 1}');
    expect(view.state.readOnly).toBe(true);
    await waitFor(() => expect(view.state.facet(languageFacet)?.name).toBe('json'));
    expect(document.activeElement).toBe(document.body); // loading takes no focus
    // focusable content of its scrolling area for checkers too (a long preview scrolls)
    expect(view.contentDOM).toHaveAttribute('tabindex', '0');
  });

  it('text typed while the editor loads, its selection and the focus carry over to the editor', async () => {
    const user = userEvent.setup();
    const release = chunk.hold();
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} language="json" />);
    const input = textarea(container);
    await user.click(input);
    expect(chunk.requests).toBe(1);
    // typed after the load has started
    await user.type(input, '{{{Enter}"a": 1');
    expect(editorView(container)).toBeNull();
    input.setSelectionRange(2, 8, 'backward');
    onChange.mockClear();

    release();
    const view = await waitForEditor(container);
    expect(view.state.doc.toString()).toBe('{\n"a": 1');
    expect(view.state.selection.main).toMatchObject({ anchor: 8, head: 2 });
    expect(document.activeElement).toBe(view.contentDOM);
    expect(input).not.toBeVisible();
    // the swap is no change of the value
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('{ "a": 1');
    await waitFor(() => expect(view.state.facet(languageFacet)?.name).toBe('json'));

    // the editor's own changes are reported, and do not come back as an outside change
    typeInEditor(view, '}');
    expect(onChange).toHaveBeenLastCalledWith('{\n"a": 1}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(view.state.doc.toString()).toBe('{\n"a": 1}');
  });

  it('loads the HTML support for mail template bodies, and reports the text as typed', async () => {
    const onChange = vi.fn();
    const { container } = render(<Harness language="html" initial="<p>Hi</p>" onChange={onChange} />);
    fireEvent.focus(textarea(container));
    const view = await waitForEditor(container);
    await waitFor(() => expect(view.state.facet(languageFacet)?.name).toBe('html'));
    typeInEditor(view, '<b>');
    expect(onChange).toHaveBeenLastCalledWith('<p>Hi</p><b>');
  });

  it('an outside value replaces the text without onChange, keeping the caret and the focus where they are', async () => {
    const onChange = vi.fn();
    const { container } = render(<Harness initial={'{\n  "draft": false\n}'} onChange={onChange} />);
    fireEvent.focus(textarea(container));
    const view = await waitForEditor(container);
    act(() => view.dispatch({ selection: { anchor: 1 } }));

    const restore = screen.getByRole('button', { name: 'Restore' });
    restore.focus();
    fireEvent.click(restore);
    expect(view.state.doc.toString()).toBe('{\n  "restored": true\n}');
    expect(view.state.selection.main.head).toBe(1);
    expect(onChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(restore);

    // the user's next change is reported as usual
    typeInEditor(view, ' ', 1);
    expect(onChange).toHaveBeenLastCalledWith('{ \n  "restored": true\n}');
  });

  it('moves the id and the aria attributes to the editable element, which keeps its label', async () => {
    const { container, rerender } = render(
      <>
        <label htmlFor="rule">Rule</label>
        <CodeEditor id="rule" value="" onChange={() => {}} aria-describedby="rule-hint" />
        <p id="rule-hint">A filter</p>
      </>,
    );
    expect(screen.getByLabelText('Rule')).toBe(textarea(container));
    expect(textarea(container)).toHaveAccessibleDescription('A filter');
    fireEvent.focus(textarea(container));
    const view = await waitForEditor(container);
    const content = view.contentDOM;
    expect(textarea(container)).not.toHaveAttribute('id');
    expect(document.querySelectorAll('#rule')).toHaveLength(1);
    expect(content).toHaveAttribute('id', 'rule');
    expect(content).toHaveAttribute('role', 'textbox');
    expect(content).toHaveAttribute('aria-multiline', 'true');
    expect(content).toHaveAttribute('aria-describedby', 'rule-hint');
    expect(content).not.toHaveAttribute('aria-invalid');
    // a <label for> cannot label a contenteditable element: its text becomes the name
    expect(screen.getByRole('textbox', { name: 'Rule' })).toBe(content);
    expect(content).toHaveAccessibleDescription('A filter');

    rerender(
      <>
        <label htmlFor="rule">Rule</label>
        <CodeEditor id="rule" value="" onChange={() => {}} aria-describedby="rule-error" aria-invalid />
        <p id="rule-error">Invalid value</p>
      </>,
    );
    expect(content).toHaveAttribute('aria-invalid', 'true');
    expect(content).toHaveAccessibleDescription('Invalid value');
    expect(container.querySelector('[data-code-editor]')).toHaveAttribute('data-invalid');

    // a click on the label focuses the editor
    fireEvent.click(screen.getByText('Rule'));
    expect(document.activeElement).toBe(content);
  });

  it('with labelId, the editable element is labelled by the label', async () => {
    const { container } = render(<Harness withLabelId />);
    expect(textarea(container)).toHaveAttribute('aria-labelledby', 'body-label');
    fireEvent.focus(textarea(container));
    const view = await waitForEditor(container);
    expect(view.contentDOM).toHaveAttribute('aria-labelledby', 'body-label');
    expect(view.contentDOM).not.toHaveAttribute('aria-label');
    expect(screen.getByRole('textbox', { name: 'Body' })).toBe(view.contentDOM);
  });

  it('disabled is read-only: focusable and selectable, not changeable, before and after the swap', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const release = chunk.hold();
    const { container, rerender } = render(<CodeEditor value="abc" onChange={onChange} disabled />);
    const input = textarea(container);
    expect(input).toHaveAttribute('readonly');
    await user.click(input);
    await user.type(input, 'x');
    expect(input).toHaveValue('abc');

    release();
    const view = await waitForEditor(container);
    expect(view.state.readOnly).toBe(true);
    expect(view.contentDOM).toHaveAttribute('aria-readonly', 'true');
    expect(document.activeElement).toBe(view.contentDOM);
    act(() => view.dispatch({ selection: { anchor: 3 } }));
    fireEvent.keyDown(view.contentDOM, { key: 'Backspace' });
    fireEvent.keyDown(view.contentDOM, { key: 'Enter' });
    expect(view.state.doc.toString()).toBe('abc');
    expect(onChange).not.toHaveBeenCalled();

    rerender(<CodeEditor value="abc" onChange={onChange} />);
    expect(view.state.readOnly).toBe(false);
    expect(view.contentDOM).not.toHaveAttribute('aria-readonly');
    fireEvent.keyDown(view.contentDOM, { key: 'Backspace' });
    expect(onChange).toHaveBeenLastCalledWith('ab');
  });

  it('Tab is not taken: keyboard users leave the editor like any field', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <CodeEditor value={'{\n}'} onChange={() => {}} />
        <button type="button">Next</button>
      </>,
    );
    await user.click(textarea(container));
    const view = await waitForEditor(container);
    expect(document.activeElement).toBe(view.contentDOM);
    // CodeMirror leaves the key to the browser…
    expect(fireEvent.keyDown(view.contentDOM, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(view.contentDOM, { key: 'Tab', shiftKey: true })).toBe(true);
    expect(view.state.doc.toString()).toBe('{\n}');
    // …which moves the focus on
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('reports a blur when the focus leaves, never for the swap itself', async () => {
    const onBlur = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <>
        <Harness onBlur={onBlur} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.click(textarea(container));
    const view = await waitForEditor(container);
    expect(document.activeElement).toBe(view.contentDOM);
    expect(onBlur).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('an IME composition, or a mouse button held on the textarea, postpones the swap until it ends', async () => {
    const { container } = render(<Harness />);
    const input = textarea(container);
    fireEvent.compositionStart(input);
    fireEvent.focus(input);
    await waitFor(() => expect(chunk.requests).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(editorView(container)).toBeNull();
    fireEvent.change(input, { target: { value: 'すてーたす' } });
    fireEvent.pointerDown(input); // and a selection being dragged
    fireEvent.compositionEnd(input);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(editorView(container)).toBeNull();
    input.setSelectionRange(1, 3);
    fireEvent.pointerUp(window);
    const view = await waitForEditor(container);
    expect(view.state.doc.toString()).toBe('すてーたす');
    expect(view.state.selection.main).toMatchObject({ anchor: 1, head: 3 });
  });

  it('hands everything back to the textarea when its effects run twice (StrictMode)', async () => {
    const user = userEvent.setup();
    const release = chunk.hold();
    const { container } = render(
      <StrictMode>
        <Harness />
      </StrictMode>,
    );
    await user.click(textarea(container));
    await user.type(textarea(container), 'abc');
    release();
    const view = await waitForEditor(container);
    expect(container.querySelectorAll('.cm-editor')).toHaveLength(1);
    expect(view.state.doc.toString()).toBe('abc');
    expect(document.activeElement).toBe(view.contentDOM);
    expect(view.state.selection.main.head).toBe(3);
  });

  it('a failed editor import leaves the textarea usable, with a warning; the next focus tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    chunk.error = new Error('Failed to fetch dynamically imported module');
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const input = textarea(container);
    await user.click(input);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    await user.type(input, '[[1]');
    expect(input).toBeVisible();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('id', 'body');
    expect(screen.getByRole('status')).toHaveTextContent('[1]');
    expect(editorView(container)).toBeNull();
    expect(error).not.toHaveBeenCalled();

    chunk.error = null;
    input.blur();
    input.focus();
    const view = await waitForEditor(container);
    expect(view.state.doc.toString()).toBe('[1]');
    expect(document.activeElement).toBe(view.contentDOM);
    warn.mockRestore();
    error.mockRestore();
  });
});
