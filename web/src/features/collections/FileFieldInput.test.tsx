import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FileFieldState } from '../../lib/recordForm';
import type { FieldLike } from '../../lib/schema';
import { FileFieldInput } from './FileFieldInput';

const useFileToken = vi.hoisted(() => vi.fn((isNeeded: boolean): string | null => (isNeeded ? 'tok' : '')));

vi.mock('../../api/files', () => ({
  useFileToken,
  fileUrl: (
    record: { id: string; collectionId: string },
    name: string,
    { thumb, token }: { thumb?: string; token?: string } = {},
  ) => {
    const params = new URLSearchParams();
    if (thumb) params.set('thumb', thumb);
    if (token) params.set('token', token);
    const query = params.toString();
    return `/api/files/${record.collectionId}/${record.id}/${name}${query ? `?${query}` : ''}`;
  },
}));

const record = { id: 'rec1', collectionId: 'col1', collectionName: 'posts' };

function fieldOf(options: { [key: string]: unknown } = {}): FieldLike {
  return {
    name: 'docs',
    type: 'file',
    options: { maxSelect: 5, maxSize: 5_242_880, mimeTypes: [], ...options },
  };
}

function fileOf(name: string, type: string, size = 10): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const EMPTY: FileFieldState = { existing: [], deleted: [], added: [] };

/** The input with its state kept, as the record editor keeps it; `onChange` sees every change. */
function Harness({
  field = fieldOf(),
  initial = EMPTY,
  onChange = () => {},
  progress,
  disabled,
  withRecord = true,
}: {
  field?: FieldLike;
  initial?: FileFieldState;
  onChange?: (next: FileFieldState) => void;
  progress?: ReadonlyMap<string, number>;
  disabled?: boolean;
  withRecord?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="docs-input">docs</label>
      <FileFieldInput
        id="docs-input"
        field={field}
        record={withRecord ? record : null}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        progress={progress}
        disabled={disabled}
      />
    </>
  );
}

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

function dropFiles(target: Element, files: File[]) {
  const dataTransfer = { files, types: ['Files'], dropEffect: 'none' };
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}

beforeEach(() => {
  useFileToken.mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('FileFieldInput: existing files', () => {
  it('lists each file with a link opening it in a new tab and a thumbnail for images', () => {
    render(<Harness initial={{ existing: ['photo.png', 'notes.pdf'], deleted: [], added: [] }} />);
    const link = screen.getByRole('link', { name: 'photo.png' });
    expect(link).toHaveAttribute('href', '/api/files/col1/rec1/photo.png');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'notes.pdf' })).toHaveAttribute(
      'href',
      '/api/files/col1/rec1/notes.pdf',
    );
    const thumbs = document.querySelectorAll('img');
    expect(thumbs).toHaveLength(1); // the pdf shows an icon
    expect(thumbs[0]).toHaveAttribute('src', '/api/files/col1/rec1/photo.png?thumb=100x100');
  });

  it('adds the file token to links and thumbnails of a protected field', () => {
    render(
      <Harness
        field={fieldOf({ protected: true })}
        initial={{ existing: ['a.jpg'], deleted: [], added: [] }}
      />,
    );
    expect(useFileToken).toHaveBeenCalledWith(true);
    expect(screen.getByRole('link', { name: 'a.jpg' })).toHaveAttribute(
      'href',
      '/api/files/col1/rec1/a.jpg?token=tok',
    );
    expect(document.querySelector('img')).toHaveAttribute(
      'src',
      '/api/files/col1/rec1/a.jpg?thumb=100x100&token=tok',
    );
  });

  it('shows no link while a protected file token loads', () => {
    useFileToken.mockImplementation((isNeeded: boolean) => (isNeeded ? null : ''));
    render(
      <Harness
        field={fieldOf({ protected: true })}
        initial={{ existing: ['a.jpg'], deleted: [], added: [] }}
      />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('a.jpg')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    useFileToken.mockImplementation((isNeeded: boolean) => (isNeeded ? 'tok' : ''));
  });

  it('falls back to the type icon with a warning when a thumbnail fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Harness initial={{ existing: ['gone.png'], deleted: [], added: [] }} />);
    fireEvent.error(document.querySelector('img') as HTMLImageElement);
    expect(document.querySelector('img')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Failed to load the thumbnail of gone.png.');
  });

  it('renders server file names as text only', () => {
    const name = '<img src=x onerror=alert(1)>.png';
    render(<Harness initial={{ existing: [name], deleted: [], added: [] }} />);
    expect(screen.getByRole('link', { name })).toHaveTextContent(name);
    expect(document.querySelectorAll('img')).toHaveLength(1); // only the thumbnail
  });

  it('marks a file deleted with Remove and brings it back with Restore', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Harness onChange={onChange} initial={{ existing: ['a.png', 'b.png'], deleted: [], added: [] }} />,
    );

    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(onChange).toHaveBeenLastCalledWith({
      existing: ['a.png', 'b.png'],
      deleted: ['a.png'],
      added: [],
    });
    const row = screen.getByRole('link', { name: 'a.png' }).closest('li') as HTMLElement;
    expect(row.querySelector('del')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove a.png' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Restore a.png' }));
    expect(onChange).toHaveBeenLastCalledWith({ existing: ['a.png', 'b.png'], deleted: [], added: [] });
    expect(row.querySelector('del')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove a.png' })).toBeInTheDocument();
  });
});

describe('FileFieldInput: new files', () => {
  it('names the upload button by its text with the field as context, and opens the picker with it', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const button = screen.getByRole('button', { name: 'docs: Upload files' });
    expect(button).toHaveTextContent('Upload files');
    expect(button).toHaveAttribute('id', 'docs-input');
    const click = vi.spyOn(fileInput(container), 'click');
    await user.click(button);
    expect(click).toHaveBeenCalled();
  });

  it('sets multiple and accept from the field options', () => {
    const { container, unmount } = render(
      <Harness field={fieldOf({ mimeTypes: ['image/png', 'image/jpeg'] })} />,
    );
    expect(fileInput(container)).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(fileInput(container)).toHaveAttribute('multiple');
    unmount();
    const single = render(<Harness field={fieldOf({ maxSelect: 1 })} />);
    expect(fileInput(single.container)).not.toHaveAttribute('accept');
    expect(fileInput(single.container)).not.toHaveAttribute('multiple');
  });

  it('shows a picked file name with direction controls as markers, and keeps the file as picked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    const spoof = fileOf('adm\u202Egnp.exe', 'application/octet-stream');
    await user.upload(fileInput(container), spoof);
    const item = container.querySelector('li[data-new]')!;
    expect(item.querySelector('[title]')!.textContent).toBe('adm⟨U+202E⟩gnp.exe');
    expect(within(item as HTMLElement).getByTitle('RIGHT-TO-LEFT OVERRIDE')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove adm⟨U+202E⟩gnp.exe' })).toBeInTheDocument();
    // the file itself, and so its uploaded name, is untouched
    expect(onChange.mock.lastCall![0].added[0].file).toBe(spoof);
  });

  it('adds picked files, lists them with their size, and removes one again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    const a = fileOf('a.txt', 'text/plain', 1536);
    const b = fileOf('b.txt', 'text/plain', 20);
    await user.upload(fileInput(container), [a, b]);

    const next = onChange.mock.lastCall?.[0] as FileFieldState;
    expect(next.added.map((entry) => entry.file)).toEqual([a, b]);
    expect(new Set(next.added.map((entry) => entry.key)).size).toBe(2);
    expect(screen.getByText('a.txt')).toBeInTheDocument();
    expect(screen.getByText('1.5 KB')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove a.txt' }));
    const after = onChange.mock.lastCall?.[0] as FileFieldState;
    expect(after.added.map((entry) => entry.file)).toEqual([b]);
    expect(screen.queryByText('a.txt')).not.toBeInTheDocument();
  });

  it('previews picked images from an object URL and revokes it when the file goes', async () => {
    const user = userEvent.setup();
    const create = vi.fn(() => 'blob:preview-1');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    try {
      const { container } = render(<Harness />);
      const image = fileOf('cat.png', 'image/png');
      await user.upload(fileInput(container), image);
      expect(create).toHaveBeenCalledWith(image);
      expect(container.querySelector('img')).toHaveAttribute('src', 'blob:preview-1');
      await user.click(screen.getByRole('button', { name: 'Remove cat.png' }));
      expect(revoke).toHaveBeenCalledWith('blob:preview-1');
      expect(container.querySelector('img')).toBeNull();
    } finally {
      Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined });
    }
  });

  it('revokes previews on unmount', async () => {
    const user = userEvent.setup();
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: () => 'blob:preview-2', revokeObjectURL: revoke });
    try {
      const { container, unmount } = render(<Harness />);
      await user.upload(fileInput(container), fileOf('cat.jpg', 'image/jpeg'));
      unmount();
      expect(revoke).toHaveBeenCalledWith('blob:preview-2');
    } finally {
      Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined });
    }
  });

  it('adds dropped files and highlights while files are dragged over', () => {
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    const zone = container.firstElementChild?.nextElementSibling as HTMLElement; // after the label
    const file = fileOf('drop.txt', 'text/plain');
    fireEvent.dragEnter(zone, { dataTransfer: { files: [], types: ['Files'] } });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    dropFiles(zone, [file]);
    expect(zone).not.toHaveAttribute('data-dragging');
    expect((onChange.mock.lastCall?.[0] as FileFieldState).added.map((e) => e.file)).toEqual([file]);
    expect(screen.getByText('drop.txt')).toBeInTheDocument();
  });

  it('ignores drops while disabled', () => {
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} disabled />);
    dropFiles(container.firstElementChild?.nextElementSibling as HTMLElement, [
      fileOf('x.txt', 'text/plain'),
    ]);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'docs: Upload files' })).toBeDisabled();
  });
});

describe('FileFieldInput: limits and checks', () => {
  it('takes files up to maxSelect and says why the rest were refused', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <Harness
        field={fieldOf({ maxSelect: 3 })}
        onChange={onChange}
        initial={{ existing: ['a.txt', 'b.txt'], deleted: [], added: [] }}
      />,
    );
    await user.upload(fileInput(container), [fileOf('c.txt', 'text/plain'), fileOf('d.txt', 'text/plain')]);
    expect((onChange.mock.lastCall?.[0] as FileFieldState).added.map((e) => e.file.name)).toEqual(['c.txt']);
    expect(screen.getByRole('alert')).toHaveTextContent('Select up to 3 files.');
    expect(screen.getByRole('button', { name: 'docs: Upload files' })).toBeDisabled();
  });

  it('shows the limit and disables the upload at the limit; a deletion makes room again', async () => {
    const user = userEvent.setup();
    render(
      <Harness field={fieldOf({ maxSelect: 1 })} initial={{ existing: ['a.txt'], deleted: [], added: [] }} />,
    );
    const upload = screen.getByRole('button', { name: 'docs: Upload file' });
    expect(upload).toBeDisabled();
    expect(screen.getByText('Select up to 1 file.')).toBeInTheDocument();
    expect(upload.getAttribute('aria-describedby')).toContain('docs-input-files-status');

    await user.click(screen.getByRole('button', { name: 'Remove a.txt' }));
    expect(upload).toBeEnabled();
    expect(screen.queryByText('Select up to 1 file.')).not.toBeInTheDocument();
  });

  it('refuses a drop at the limit with the limit message', () => {
    const onChange = vi.fn();
    const { container } = render(
      <Harness
        field={fieldOf({ maxSelect: 1 })}
        onChange={onChange}
        initial={{ existing: ['a.txt'], deleted: [], added: [] }}
      />,
    );
    dropFiles(container.firstElementChild?.nextElementSibling as HTMLElement, [
      fileOf('b.txt', 'text/plain'),
    ]);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Select up to 1 file.');
  });

  it('refuses dropped files of a type outside the mime list, naming them', () => {
    const onChange = vi.fn();
    const { container } = render(
      <Harness field={fieldOf({ mimeTypes: ['image/png'] })} onChange={onChange} />,
    );
    const png = fileOf('ok.png', 'image/png');
    dropFiles(container.firstElementChild?.nextElementSibling as HTMLElement, [
      fileOf('doc.pdf', 'application/pdf'),
      png,
    ]);
    expect((onChange.mock.lastCall?.[0] as FileFieldState).added.map((e) => e.file)).toEqual([png]);
    expect(screen.getByRole('alert')).toHaveTextContent('doc.pdf is not an allowed file type.');
  });

  it('refuses files over maxSize, naming the size', () => {
    const onChange = vi.fn();
    const { container } = render(<Harness field={fieldOf({ maxSize: 1_048_576 })} onChange={onChange} />);
    dropFiles(container.firstElementChild?.nextElementSibling as HTMLElement, [
      fileOf('big.bin', 'application/octet-stream', 2_000_000),
    ]);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('big.bin is larger than 1 MB.');
  });

  it('clears a refusal message after the next change', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Harness
        field={fieldOf({ mimeTypes: ['image/png'] })}
        initial={{ existing: ['a.png'], deleted: [], added: [] }}
      />,
    );
    dropFiles(container.firstElementChild?.nextElementSibling as HTMLElement, [
      fileOf('doc.pdf', 'application/pdf'),
    ]);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('FileFieldInput: upload progress', () => {
  it('shows a progress bar for each new file with a progress entry', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container, rerender } = render(<Harness onChange={onChange} />);
    await user.upload(fileInput(container), [
      fileOf('big.mov', 'video/quicktime'),
      fileOf('small.txt', 'text/plain'),
    ]);
    const [big] = (onChange.mock.lastCall?.[0] as FileFieldState).added;
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    rerender(<Harness onChange={onChange} progress={new Map([[big.key, 0.4]])} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading big.mov' });
    expect(bar).toHaveAttribute('max', '1');
    expect((bar as HTMLProgressElement).value).toBeCloseTo(0.4);
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);

    rerender(<Harness onChange={onChange} progress={new Map([[big.key, 1]])} />);
    expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(1);
  });
});
