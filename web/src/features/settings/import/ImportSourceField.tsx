import { startTransition, useId, useRef, type ChangeEvent } from 'react';
import { collectionsOf } from './model/collectionsImport';
import { toast } from '../../../lib/toasts';
import { Button } from '../../../ui/Button';
import { CodeEditor } from '../../../ui/CodeEditor';
import { t } from './messages';
import styles from './ImportCollectionsPage.module.css';

/** The editor's placeholder: the shape of a configuration, the same in every language. */
const SAMPLE = '[{"id": "...", "name": "...", "schema": [...]}]';
/**
 * Above this many characters the editor shows the text without JSON highlighting: parsing a
 * configuration of megabytes for colours would keep the page busy for a second after a paste.
 */
export const HIGHLIGHT_LIMIT = 256 * 1024;
const BIG_CHANGE = 64 * 1024;

interface ImportSourceFieldProps {
  text: string;
  onText: (text: string) => void;
  isInvalid: boolean;
}

/**
 * The configuration to import: pasted into the JSON editor or loaded from a .json file. A file that
 * cannot be read or is not JSON says 'Failed to load the imported JSON.'; one without collections
 * says 'Invalid collections configuration.' and clears the input.
 */
export function ImportSourceField({ text, onText, isInvalid }: ImportSourceFieldProps) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);

  // A big paste renders the page in a task of its own, after the editor's (the two together would
  // make one long task); typing stays synchronous.
  function handleEdit(value: string) {
    if (Math.abs(value.length - text.length) > BIG_CHANGE) startTransition(() => onText(value));
    else onText(value);
  }

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = ''; // the same file can be chosen again
    if (!file) return;
    if (!/\.json$/i.test(file.name)) {
      toast.error(t('source.notJsonFile'));
      return;
    }
    let content: string;
    let data: unknown;
    try {
      content = await file.text();
      data = JSON.parse(content);
    } catch {
      toast.error(t('source.loadFailed'));
      return;
    }
    if (collectionsOf(data).collections.length === 0) {
      toast.error(t('source.invalid'));
      onText('');
      return;
    }
    onText(content);
  }

  return (
    <div className={styles.source}>
      <div className={styles.sourceHeader}>
        <label id={`${id}-label`} htmlFor={id} className={styles.label}>
          {t('source.label')}
        </label>
        <Button size="sm" onClick={() => fileRef.current?.click()}>
          {t('source.loadFile')}
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept=".json,application/json"
          aria-label={t('source.loadFile')}
          tabIndex={-1}
          hidden
          onChange={(e) => void handleFile(e)}
        />
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('source.hint')}
      </p>
      <CodeEditor
        id={id}
        labelId={`${id}-label`}
        language={text.length > HIGHLIGHT_LIMIT ? 'plain' : 'json'}
        value={text}
        onChange={handleEdit}
        minHeight={180}
        maxHeight={360}
        placeholder={SAMPLE}
        aria-invalid={isInvalid}
        aria-describedby={isInvalid ? `${id}-error` : `${id}-hint`}
      />
      {isInvalid && (
        <p id={`${id}-error`} className={styles.error}>
          {t('source.invalid')}
        </p>
      )}
    </div>
  );
}
