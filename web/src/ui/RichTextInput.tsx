import { createElement, useEffect, useState } from 'react';
import { Button } from './Button';
import { Spinner } from './Spinner';
import { afterPaint } from '../lib/afterPaint';
import { uiText as t } from '../lib/uiMessages';
import { lazyModule } from './lazyModule';
import styles from './RichTextInput.module.css';
import type { RichTextInputProps } from './richTextTypes';

type EditorModule = typeof import('./RichTextEditor');

// Tiptap is a lazy chunk, loaded only where a rich-text field shows.
const editorChunk = lazyModule<EditorModule>(() => import('./RichTextEditor'));
const loadEditor = editorChunk.load;

/** Starts loading the editor chunk ahead of time (e.g. at idle on a screen that will show it). */
export function preloadRichTextEditor(): void {
  editorChunk.preload(); // a failure shows when an input asks for the editor
}

/**
 * The input of 'editor' (rich text) fields: Tiptap with a formatting toolbar, min 270 px high,
 * growing with the content up to 700 px, then scrolling.
 * The editor chunk starts loading on mount; until it is in, a box of the same height says so. Nothing
 * is editable before the editor shows, so nothing typed can be lost in a swap. If the chunk fails to
 * load, the box says so and offers Retry.
 * The stored HTML goes through an allow-list (lib/richText) before the editor reads it.
 */
export function RichTextInput(props: RichTextInputProps) {
  const [loaded, setLoaded] = useState<EditorModule | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (loaded) return;
    // already loaded: the editor is built once the panel around it has painted
    const ready = editorChunk.current;
    if (ready) return afterPaint(() => setLoaded(ready));
    let live = true;
    loadEditor().then(
      (module) => {
        if (live) setLoaded(module);
      },
      (error: unknown) => {
        console.warn('The rich-text editor could not be loaded.', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [loaded, attempt]);

  if (loaded) return createElement(loaded.RichTextEditor, props);
  if (failed)
    return (
      <div className={`${styles.root} ${styles.pending}`}>
        <p role="alert" className={styles.failed}>
          {t('richText.loadFailed')}
        </p>
        <Button
          size="sm"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          {t('richText.retry')}
        </Button>
      </div>
    );
  return (
    <div className={`${styles.root} ${styles.pending}`} role="status">
      <Spinner size="sm" />
      {t('richText.loading')}
    </div>
  );
}
