import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { toasts } from '../../../lib/toasts';
import { ImportSourceField } from './ImportSourceField';

const INVALID_CONFIG = 'Invalid collections configuration.';
const LOAD_FAILED = 'Failed to load the imported JSON.';
const NOT_JSON_FILE = 'Only .json files can be imported.';

function Harness({ initial = '' }: { initial?: string }) {
  const [text, setText] = useState(initial);
  return (
    <>
      <ImportSourceField text={text} onText={setText} isInvalid={false} />
      <output aria-label="Text">{text}</output>
    </>
  );
}

const textValue = () => screen.getByRole('status', { name: 'Text' }).textContent;
const fileInput = () =>
  screen.getByLabelText('Load from JSON file', { selector: 'input' }) as HTMLInputElement;
const lastToast = () => toasts.get().at(-1);

function choose(file: File) {
  fireEvent.change(fileInput(), { target: { files: [file] } });
}

afterEach(() => toasts.set([]));

describe('ImportSourceField (loading a file)', () => {
  it('loads a .json file with collections into the text', async () => {
    render(<Harness />);
    const content = '[{"id": "posts_id_000001", "name": "posts", "schema": []}]';
    choose(new File([content], 'config.JSON', { type: 'application/json' }));
    await waitFor(() => expect(textValue()).toBe(content));
    expect(toasts.get()).toEqual([]);
  });

  it('accepts only .json files', async () => {
    render(<Harness initial="kept" />);
    expect(fileInput()).toHaveAttribute('accept', '.json,application/json');
    choose(new File(['[]'], 'config.txt', { type: 'text/plain' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ type: 'error', message: NOT_JSON_FILE }));
    expect(textValue()).toBe('kept');
  });

  it("says 'Failed to load the imported JSON.' when the file cannot be read or is not JSON", async () => {
    render(<Harness initial="kept" />);
    const unreadable = new File(['x'], 'broken.json');
    unreadable.text = () =>
      Promise.reject(new DOMException('The file could not be read.', 'NotReadableError'));
    choose(unreadable);
    await waitFor(() => expect(lastToast()).toMatchObject({ type: 'error', message: LOAD_FAILED }));
    toasts.set([]);
    choose(new File(['[{"id": "a", '], 'malformed.json'));
    await waitFor(() => expect(lastToast()).toMatchObject({ type: 'error', message: LOAD_FAILED }));
    expect(textValue()).toBe('kept');
  });

  it("a file without collections says 'Invalid collections configuration.' and clears the input", async () => {
    for (const content of ['{"collections": []}', '[]', '"text"']) {
      const { unmount } = render(<Harness initial="pasted before" />);
      choose(new File([content], 'empty.json'));
      await waitFor(() => expect(lastToast()).toMatchObject({ type: 'error', message: INVALID_CONFIG }));
      expect(textValue()).toBe('');
      expect(fileInput().value).toBe('');
      toasts.set([]);
      unmount();
    }
  });

  it('the editor is labelled and says when the configuration is invalid', () => {
    render(<ImportSourceField text="{" onText={() => {}} isInvalid />);
    const editor = screen.getByLabelText('Collections configuration (JSON)');
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveAccessibleDescription(INVALID_CONFIG);
  });
});
