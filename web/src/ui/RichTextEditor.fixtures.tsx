// What the rich-text editor's tests share: jsdom stand-ins for layout, and the editor rendered with a
// spy for its value.
import { render } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { vi } from 'vitest';
import { RichTextEditor } from './RichTextEditor';
import type { RichTextInputProps } from './richTextTypes';

// jsdom has no layout: ProseMirror's scrolling and coordinates need these to exist.
export function stubLayout() {
  const empty = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = empty;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = empty;
  document.elementFromPoint = () => null;
}

export function setup(props: Partial<RichTextInputProps> = {}) {
  const onChange = vi.fn<(html: string) => void>();
  const utils = render(<RichTextEditor value="" onChange={onChange} {...props} />);
  const rerender = (next: Partial<RichTextInputProps>) =>
    utils.rerender(<RichTextEditor value="" onChange={onChange} {...props} {...next} />);
  return { ...utils, onChange, rerender, editor: editorIn(utils.container) };
}

export function editorIn(container: HTMLElement): Editor {
  const dom = container.querySelector<HTMLElement & { editor?: Editor }>('.ProseMirror');
  if (!dom?.editor) throw new Error('no editor');
  return dom.editor;
}
