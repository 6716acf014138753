import { useCallback } from 'react';
import { hashLocation, navigate } from '../lib/router';
import type { HashLocation } from '../lib/hashRoute';
import { buildHref } from '../lib/hashRoute';
import { useStore } from './useStore';

export function useHashLocation(): HashLocation {
  return useStore(hashLocation);
}

/** A patch of the hash query: a string sets a key, null/undefined/'' removes it. */
export type QueryPatch = Record<string, string | null | undefined>;

export interface SetQueryOptions {
  /** A new history entry (Back returns to the previous state); default: replace the current one. */
  push?: boolean;
  /** Past the unsaved-changes guards (a panel writing its own state into the address). */
  force?: boolean;
}

/**
 * The page's hash query and one way to change it: `setQuery({filter: 'x', sort: null})` keeps every
 * other key, drops empty ones, and stays on the same path.
 */
export function useHashQuery(): {
  query: URLSearchParams;
  setQuery: (patch: QueryPatch, options?: SetQueryOptions) => void;
} {
  const { path, query } = useHashLocation();
  const setQuery = useCallback(
    (patch: QueryPatch, options: SetQueryOptions = {}) => {
      // read the latest location, not the render's: two patches in one tick must both apply
      const current = hashLocation.get();
      if (current.path !== path) return;
      const next: Record<string, string> = Object.fromEntries(current.query.entries());
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === undefined || value === '') delete next[key];
        else next[key] = value;
      }
      navigate(buildHref(path, next), { replace: !options.push, force: options.force });
    },
    [path],
  );
  return { query, setQuery };
}
