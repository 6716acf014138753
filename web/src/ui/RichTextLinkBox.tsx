import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { Editor } from '@tiptap/core';
import { normalizeLinkInput } from '../lib/richText';
import { uiText as t, type UiKey } from '../lib/uiMessages';
import styles from './RichTextInput.module.css';

// The rich-text editor's link box. Part of the RichTextEditor chunk (only RichTextEditor imports it).

/**
 * The link box under the toolbar: the URL of the link at the selection (or of a new one), Apply,
 * Remove, Cancel. Enter applies (it never submits the record form), Escape cancels; both give the
 * focus back to the text.
 */
export function RichTextLinkBox({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [isLink] = useState(() => editor.isActive('link'));
  const [url, setUrl] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [error, setError] = useState<UiKey | null>(null);

  const close = () => {
    onClose();
    editor.commands.focus();
  };

  const apply = () => {
    const href = normalizeLinkInput(url);
    if (!href) {
      setError(url.trim() ? 'richText.linkInvalid' : 'richText.linkEmpty');
      return;
    }
    const { empty } = editor.state.selection;
    const chain = editor.chain();
    if (editor.isActive('link')) chain.extendMarkRange('link').setLink({ href });
    else if (!empty) chain.setLink({ href });
    else
      // nothing selected: the link comes in with its address as its text, and typing goes on unlinked
      chain
        .insertContent({
          type: 'text',
          text: href.replace(/^mailto:/, ''),
          marks: [{ type: 'link', attrs: { href } }],
        })
        .unsetMark('link');
    chain.run();
    close();
  };

  const remove = () => {
    editor.chain().extendMarkRange('link').unsetLink().run();
    close();
  };

  // Escape is handled natively on the box, so it closes only the box, before the layer (panel)
  // around the form sees it
  const closeRef = useRef(close);
  useLayoutEffect(() => {
    closeRef.current = close;
  });
  useLayoutEffect(() => {
    const root = rootRef.current!;
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      e.stopPropagation();
      closeRef.current();
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div ref={rootRef} className={styles.linkBox} role="group" aria-label={t('richText.link')}>
      <label htmlFor={inputId} className={styles.linkLabel}>
        {t('richText.url')}
      </label>
      <input
        id={inputId}
        type="text"
        inputMode="url"
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        autoFocus
        className={styles.linkInput}
        placeholder="https://"
        value={url}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => {
          setUrl(e.target.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
            e.preventDefault(); // not the record form's submit
            apply();
          }
        }}
      />
      <button type="button" className={styles.linkButton} onClick={apply}>
        {t('richText.apply')}
      </button>
      {isLink && (
        <button type="button" className={styles.linkButton} onClick={remove}>
          {t('richText.remove')}
        </button>
      )}
      <button type="button" className={styles.linkButton} onClick={close}>
        {t('richText.cancel')}
      </button>
      {error && (
        <div id={errorId} className={styles.linkError} role="alert">
          {t(error)}
        </div>
      )}
    </div>
  );
}
