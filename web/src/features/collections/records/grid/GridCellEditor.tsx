import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { SafeText } from '../../../../ui/SafeText';
import type { InlineEditor } from './inlineEditors';
import { selectChoices } from './inlineEditors';
import styles from './Grid.module.css';

/** How an edit ended: the key that committed it (and where the focus goes next), or a click elsewhere. */
export type CommitHow = 'enter' | 'shiftEnter' | 'tab' | 'shiftTab' | 'blur';

interface GridCellEditorProps {
  editor: InlineEditor;
  /** The text the editor starts with (the typed character that started it, or the cell's text). */
  text: string;
  /** Why the last commit was refused, shown under the editor and read with it. */
  message: string | null;
  /** The field's name, the editor's accessible name. */
  label: string;
  onCommit: (text: string, how: CommitHow) => void;
  onCancel: () => void;
}

/**
 * The in-place editor of one grid cell: a text input, or a list of the field's values for a single
 * select. Enter and Tab commit (and move on), Escape cancels, and a click elsewhere commits; keys
 * typed into an input method's composition are left to it. A refused value stays in the editor with
 * the reason under it.
 */
export function GridCellEditor({ editor, text, message, label, onCommit, onCancel }: GridCellEditorProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  /** Set once Enter, Tab or Escape ended the edit, so the blur that follows does not commit again. */
  const ended = useRef(false);
  const messageId = useId();

  useLayoutEffect(() => {
    ended.current = false;
    const input = inputRef.current;
    if (input) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    } else selectRef.current?.focus();
  }, [message]);

  const value = () => inputRef.current?.value ?? selectRef.current?.value ?? '';
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.nativeEvent.isComposing) return;
    let how: CommitHow | null = null;
    if (e.key === 'Enter') how = e.shiftKey ? 'shiftEnter' : 'enter';
    else if (e.key === 'Tab') how = e.shiftKey ? 'shiftTab' : 'tab';
    if (how) {
      e.preventDefault();
      e.stopPropagation();
      ended.current = true;
      onCommit(value(), how);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation(); // the panel or dialog around the grid stays open
      ended.current = true;
      onCancel();
    } else e.stopPropagation(); // arrows and letters edit the text, not the grid
  };
  const onBlur = () => {
    if (!ended.current) onCommit(value(), 'blur');
  };

  const common = {
    'aria-label': label,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? messageId : undefined,
    className: styles.editor,
    onKeyDown,
    onBlur,
  };
  return (
    <>
      {editor.kind === 'select' ? (
        <select {...common} ref={selectRef} defaultValue={text}>
          {selectChoices(editor.field).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} ref={inputRef} type="text" defaultValue={text} dir="auto" />
      )}
      {message && (
        <span id={messageId} role="alert" className={styles.message}>
          <SafeText text={message} />
        </span>
      )}
    </>
  );
}
