import { useCallback, useEffect, useRef, useState } from 'react';
import { readDraft, registerDraftWriter, removeDraft, writeDraft } from '../../lib/drafts';
import { STORAGE_KEYS } from '../../lib/storageKeys';

const KEY = STORAGE_KEYS.importDraft;
/** Writing a big configuration to localStorage waits until typing pauses (and happens on leaving). */
export const DRAFT_DELAY_MS = 400;

/**
 * The import text, kept as a draft of its admin in localStorage so a reload, a failed import or a
 * server that is down never loses it. `reset` empties it and forgets the draft at once. `isKept` is
 * false while the browser refuses to store the text (too large for its storage).
 */
export function useImportDraft(owner: string) {
  const [text, setText] = useState(() => readDraft<{ text: string }>(KEY, owner)?.values.text ?? '');
  /** False once the browser refused to store the text: the page says it will not survive a reload. */
  const [isKept, setKept] = useState(true);
  const pending = useRef<string | null>(null);

  const flush = useCallback(() => {
    const value = pending.current;
    if (value === null) return;
    pending.current = null;
    if (value) {
      setKept(writeDraft(KEY, owner, { text: value }));
    } else {
      removeDraft(KEY);
      setKept(true);
    }
  }, [owner]);

  useEffect(() => {
    const timer = setTimeout(flush, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, flush]);

  // a reload, closing the tab, leaving the page or the session ending writes what is still pending
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    const unregister = registerDraftWriter(flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      unregister();
      flush();
    };
  }, [flush]);

  const change = useCallback((value: string) => {
    pending.current = value;
    setText(value);
  }, []);

  const reset = useCallback(() => {
    pending.current = null;
    removeDraft(KEY);
    setText('');
    setKept(true);
  }, []);

  return { text, setText: change, reset, isKept };
}
