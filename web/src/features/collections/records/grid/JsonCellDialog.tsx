import { useEffect, useId, useRef, useState } from 'react';
import type { Record as PbRecord } from 'pocketbase';
import { parseCell } from '../../../../lib/fieldTypes/cellText';
import type { FieldLike } from '../../../../lib/schema';
import { Button } from '../../../../ui/Button';
import { CodeEditor } from '../../../../ui/CodeEditor';
import { Overlay, OverlayCloseButton } from '../../../../ui/Overlay';
import { SafeText } from '../../../../ui/SafeText';
import { showBidiControls } from '../../../../lib/bidi';
import { t } from './messages';
import type { CommitResult } from './useCellSaves';
import styles from './GridControls.module.css';

interface JsonCellDialogProps {
  record: PbRecord;
  field: FieldLike;
  /** The cell's JSON text when the edit began: what "changed on the server" is measured against. */
  startText: string;
  commit: (record: PbRecord, field: FieldLike, text: string, startText: string) => Promise<CommitResult>;
  onClose: () => void;
}

/**
 * A json cell's value in a small code editor over the grid. Save (or Ctrl+S) reads the text as the
 * field's type does: a text that is not JSON keeps the dialog open with the reason, and closing with
 * changes asks first, so nothing typed is lost. Saving is the grid's one-field save.
 */
export function JsonCellDialog({ record, field, startText, commit, onClose }: JsonCellDialogProps) {
  const [text, setText] = useState(startText);
  const [message, setMessage] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const labelId = useId();
  const messageId = useId();

  // the text as last typed: a Ctrl+S right after the last key can come before the screen has drawn
  // that key (a busy page handles the keys first), and must save what was typed, not what was drawn
  const typed = useRef(startText);

  const save = () => {
    const current = typed.current;
    const parsed = parseCell(field, current);
    if (!parsed.ok) return setMessage(parsed.message);
    void commit(record, field, current, startText).then((result) => {
      if (!result.ok) return setMessage(result.message);
      setIsSaved(true);
    });
  };
  // the dialog closes once the save was handed to the grid, which marks the cell until it is stored
  useEffect(() => {
    if (isSaved) onClose();
  }, [isSaved, onClose]);

  return (
    <Overlay
      open={!isSaved}
      variant="popup"
      onClose={onClose}
      isDirty={!isSaved && text !== startText}
      onSave={save}
      title={t('grid.json.title', { field: field.name, id: showBidiControls(record.id) })}
      footer={
        <>
          <OverlayCloseButton />
          <Button variant="primary" onClick={save}>
            {t('grid.json.save')}
          </Button>
        </>
      }
    >
      <p id={labelId} className={styles.title}>
        {field.name}
      </p>
      <div dir="ltr">
        <CodeEditor
          labelId={labelId}
          value={text}
          onChange={(next) => {
            typed.current = next;
            setText(next);
            setMessage(null);
          }}
          language="json"
          eager
          minHeight={160}
          aria-invalid={message !== null}
          aria-describedby={message ? messageId : undefined}
        />
      </div>
      {message && (
        <p id={messageId} role="alert" className={styles.error}>
          <SafeText text={message} />
        </p>
      )}
    </Overlay>
  );
}
