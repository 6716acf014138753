import { useCallback, useState } from 'react';
import { useHashQuery } from './useHashLocation';

interface PanelState {
  target: string | null;
  isOpen: boolean;
  /** Bumped on every opening, so a panel opened again starts afresh. */
  opening: number;
}

/**
 * A panel whose open state lives in the hash query (`?admin=new`, `?recordId=…`): a reload, Back,
 * or the return after signing in again reopens it. While it closes, `target` keeps the last value
 * so its content stays; `key` changes on every opening, so a reopened form starts afresh.
 */
export function useUrlPanel(param: string) {
  const { query, setQuery } = useHashQuery();
  const value = query.get(param);
  const [state, setState] = useState<PanelState>({ target: value, isOpen: value !== null, opening: 0 });
  if (value !== null && (value !== state.target || !state.isOpen)) {
    setState({ target: value, isOpen: true, opening: state.opening + 1 });
  } else if (value === null && state.isOpen) {
    setState({ ...state, isOpen: false });
  }
  const open = useCallback((next: string) => setQuery({ [param]: next }), [setQuery, param]);
  const close = useCallback(() => setQuery({ [param]: null }), [setQuery, param]);
  return {
    /** The value in the address now (null: closed). */
    value,
    /** The value of the panel on screen: the open one, or the one closing. */
    target: state.target,
    key: `${state.target ?? ''}#${state.opening}`,
    open,
    close,
  };
}
