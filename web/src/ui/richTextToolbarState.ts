import { useCallback, useSyncExternalStore } from 'react';
import type { Editor } from '@tiptap/core';

// The state the rich-text toolbar shows (which marks and blocks are active, whether Undo and Redo
// can run), read from the editor after each transaction. Part of the RichTextEditor chunk.

export interface ToolbarState {
  bold: boolean;
  italic: boolean;
  strike: boolean;
  h2: boolean;
  h3: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  codeBlock: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

const NO_TOOLBAR_STATE: ToolbarState = {
  bold: false,
  italic: false,
  strike: false,
  h2: false,
  h3: false,
  bulletList: false,
  orderedList: false,
  blockquote: false,
  codeBlock: false,
  link: false,
  canUndo: false,
  canRedo: false,
};

function toolbarStateOf(editor: Editor): ToolbarState {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    strike: editor.isActive('strike'),
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    codeBlock: editor.isActive('codeBlock'),
    link: editor.isActive('link'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

/** The last toolbar state of each editor, and the editor state it was read from. */
const toolbarStates = new WeakMap<Editor, { from: unknown; value: ToolbarState }>();

function toolbarSnapshot(editor: Editor | null): ToolbarState {
  if (!editor || editor.isDestroyed) return NO_TOOLBAR_STATE;
  const cached = toolbarStates.get(editor);
  if (cached?.from === editor.state) return cached.value;
  const next = toolbarStateOf(editor);
  const keys = Object.keys(next) as (keyof ToolbarState)[];
  const changed = !cached || keys.some((key) => next[key] !== cached.value[key]);
  const value = changed ? next : cached.value;
  toolbarStates.set(editor, { from: editor.state, value });
  return value;
}

/** The toolbar's state, re-rendering only when some of it changes (not on every keystroke). */
export function useToolbarState(editor: Editor | null): ToolbarState {
  const subscribe = useCallback(
    (listener: () => void) => {
      editor?.on('transaction', listener);
      return () => void editor?.off('transaction', listener);
    },
    [editor],
  );
  return useSyncExternalStore(subscribe, () => toolbarSnapshot(editor));
}
