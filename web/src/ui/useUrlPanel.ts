import { useCallback, useEffect, useRef, useState } from 'react';
import { afterPaint } from '../lib/afterPaint';
import { useHashQuery } from './useHashLocation';

interface PanelState {
  target: string | null;
  isOpen: boolean;
  /** Bumped on every opening, so a panel opened again starts afresh. */
  opening: number;
  /** Opened here, the address not written yet (it follows once the panel has painted). */
  pending: string | null;
  /** The key this opening asked for (a panel prepared beforehand under that key), if any. */
  key?: string;
}

/**
 * A panel whose open state lives in the hash query (`?admin=new`, `?recordId=…`): a reload, Back,
 * or the return after signing in again reopens it. While it closes, `target` keeps the last value
 * so its content stays; `key` changes on every opening, so a reopened form starts afresh.
 */
export function useUrlPanel(param: string) {
  const { query, setQuery } = useHashQuery();
  const value = query.get(param);
  const [state, setState] = useState<PanelState>({
    target: value,
    isOpen: value !== null,
    opening: 0,
    pending: null,
  });
  if (state.pending !== null) {
    if (value === state.pending) setState({ ...state, pending: null });
  } else if (value !== null && (value !== state.target || !state.isOpen)) {
    setState({ target: value, isOpen: true, opening: state.opening + 1, pending: null });
  } else if (value === null && state.isOpen) {
    setState({ ...state, isOpen: false });
  }
  // The panel opens at once; the address follows after its first paint, so the click that opens it
  // does not also re-render everything that reads the address.
  /** Cancels the address write still waiting for the first paint. */
  const cancelWrite = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelWrite.current?.(), []);
  const open = useCallback(
    /** `key`: the React key of a panel already rendered for `next` (hidden), which this opening shows. */
    (next: string, key?: string) => {
      setState((s) => ({ target: next, isOpen: true, opening: s.opening + 1, pending: next, key }));
      cancelWrite.current?.();
      cancelWrite.current = afterPaint(() => {
        cancelWrite.current = null;
        // the panel's own state: no unsaved-changes question (the panel just opened is the one guarding)
        setQuery({ [param]: next }, { force: true });
      });
    },
    [setQuery, param],
  );
  const close = useCallback(() => {
    // closed before its first paint (Escape at once): the address was never written, nor will it be
    if (cancelWrite.current) {
      cancelWrite.current();
      cancelWrite.current = null;
      setState((s) => ({ ...s, isOpen: false, pending: null }));
      return;
    }
    setQuery({ [param]: null });
  }, [setQuery, param]);
  return {
    /** The value in the address now, or the one about to be written there (null: closed). */
    value: state.pending ?? value,
    /** The value of the panel on screen: the open one, or the one closing. */
    target: state.target,
    key: state.key ?? `${state.target ?? ''}#${state.opening}`,
    open,
    close,
  };
}
