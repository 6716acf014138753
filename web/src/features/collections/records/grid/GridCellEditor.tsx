import { useId, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { SafeText } from '../../../../ui/SafeText';
import type { InlineEditor } from './inlineEditors';
import { multiChoices, selectChoices } from './inlineEditors';
import styles from './Grid.module.css';

/** How an edit ended: the key that committed it (and where the focus goes next), or a click elsewhere. */
export type CommitHow = 'enter' | 'shiftEnter' | 'tab' | 'shiftTab' | 'blur';

interface GridCellEditorProps {
  editor: InlineEditor;
  /** The text the editor starts with (the typed character that started it, or the cell's text). */
  text: string;
  /** Why the last commit was refused, shown under the editor and read with it. */
  message: string | null;
  /** Counts the refused commits: each one gives the editor back (focus, Enter, Tab and blur). */
  refusals: number;
  /** The field's name, the editor's accessible name. */
  label: string;
  onCommit: (text: string, how: CommitHow) => void;
  onCancel: () => void;
  /** The editor goes without a commit or a cancel (its row left the list): what it holds now. */
  onAbandon: (text: string) => void;
}

/**
 * The in-place editor of one grid cell: a text input, a list of the field's values for a single
 * select, or a list of boxes to tick under the cell for a multiple select (Up and Down move between
 * them, Space ticks). Enter and Tab commit (and move on), Escape cancels, and a click elsewhere
 * commits; keys typed into an input method's composition are left to it. A refused value stays in
 * the editor with the reason under it.
 */
export function GridCellEditor(props: GridCellEditorProps) {
  const { editor, text, message, refusals, label, onCommit, onCancel } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  /** Set once Enter, Tab or Escape ended the edit, so the blur that follows does not commit again. */
  const ended = useRef(false);
  const messageId = useId();

  useLayoutEffect(() => {
    ended.current = false;
    const input = inputRef.current;
    if (input) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    } else if (groupRef.current) {
      const boxes = [...groupRef.current.querySelectorAll<HTMLInputElement>('input')];
      (boxes.find((box) => box.checked) ?? boxes[0])?.focus();
    } else selectRef.current?.focus();
  }, [message, refusals]);

  /** The ticked values in the list's order, as the cell writes a multiple select. */
  const ticked = (group: HTMLDivElement) =>
    [...group.querySelectorAll<HTMLInputElement>('input:checked')].map((box) => box.value).join(', ');
  const value = () =>
    inputRef.current?.value ?? selectRef.current?.value ?? (groupRef.current ? ticked(groupRef.current) : '');
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
    } else {
      e.stopPropagation(); // arrows and letters edit the text, not the grid
      if (groupRef.current && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
        e.preventDefault();
        const boxes = [...groupRef.current.querySelectorAll<HTMLInputElement>('input')];
        const at = boxes.indexOf(document.activeElement as HTMLInputElement);
        const next = at + (e.key === 'ArrowDown' ? 1 : -1);
        boxes[Math.min(boxes.length - 1, Math.max(0, next))]?.focus();
      }
    }
  };
  const onBlur = (e: FocusEvent) => {
    // moving between the boxes of a multiple select's list is not leaving the editor
    if (groupRef.current && groupRef.current.contains(e.relatedTarget as Node | null)) return;
    if (ended.current) return;
    ended.current = true;
    onCommit(value(), 'blur');
  };

  // What the editor holds, kept as it changes: when its row goes (the record deleted, the list
  // reloaded, the grid turned off) the text is handed on rather than lost with the row.
  const held = useRef(text);
  const hold = () => {
    held.current = value();
  };
  const abandon = useRef(props.onAbandon);
  useLayoutEffect(() => {
    abandon.current = props.onAbandon;
  });
  useLayoutEffect(
    () => () => {
      if (!ended.current) abandon.current(held.current);
    },
    [],
  );

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
      {editor.kind === 'multiselect' ? (
        <div
          ref={groupRef}
          role="group"
          aria-label={label}
          aria-describedby={common['aria-describedby']}
          className={`${styles.choices} ${message ? styles.choicesInvalid : ''}`}
        >
          {multiChoices(editor.field, text).map((choice) => (
            <label key={choice.value} className={styles.choice}>
              <input
                type="checkbox"
                value={choice.value}
                defaultChecked={choice.isChecked}
                onChange={hold}
                onKeyDown={onKeyDown}
                onBlur={onBlur}
              />
              <SafeText text={choice.value} />
            </label>
          ))}
          {/* inside the list, which covers the cell's surroundings */}
          {message && (
            <span id={messageId} role="alert" className={styles.choicesMessage}>
              <SafeText text={message} />
            </span>
          )}
        </div>
      ) : editor.kind === 'select' ? (
        <select {...common} ref={selectRef} defaultValue={text} onChange={hold}>
          {selectChoices(editor.field).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} ref={inputRef} type="text" defaultValue={text} dir="auto" onInput={hold} />
      )}
      {message && editor.kind !== 'multiselect' && (
        <span id={messageId} role="alert" className={styles.message}>
          <SafeText text={message} />
        </span>
      )}
    </>
  );
}
