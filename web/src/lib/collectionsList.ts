// The collections sidebar of the collections screen: auth, then base, then view collections,
// each group by name; a name search; a compact style above 20 collections.
import type { Collection } from 'pocketbase';

/** The parts of a collection the sidebar list needs. */
export type ListedCollection = Pick<Collection, 'name' | 'type'>;

const TYPE_ORDER: Readonly<Record<string, number>> = { auth: 0, base: 1, view: 2 };

function typeRank(type: string): number {
  return TYPE_ORDER[type] ?? 3;
}

/** A new array: auth collections first, then base, then view (unknown types last), each by name, case-insensitively. */
export function sortCollections<T extends ListedCollection>(list: readonly T[]): T[] {
  // one collator for the whole sort (localeCompare with options builds one per call)
  const caseless = new Intl.Collator(undefined, { sensitivity: 'base' });
  const exact = new Intl.Collator();
  return [...list].sort(
    (a, b) =>
      typeRank(a.type) - typeRank(b.type) ||
      caseless.compare(a.name, b.name) ||
      exact.compare(a.name, b.name),
  );
}

/** The collections whose name contains the trimmed search text (case-insensitive); all of them for an empty search. */
export function filterCollections<T extends Pick<Collection, 'name'>>(
  list: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...list];
  return list.filter((collection) => collection.name.toLowerCase().includes(needle));
}

/** The sidebar switches to its compact style above this many collections. */
export const SIDEBAR_COMPACT_ABOVE = 20;

/** Whether the sidebar uses its compact style for `count` collections (more than 20). */
export function isCompactSidebar(count: number): boolean {
  return count > SIDEBAR_COMPACT_ABOVE;
}

/**
 * The collection the collections screen shows for the address's `collectionId`, given by id or by
 * name; without one, the first the sidebar lists. Null when the named one is not in the list.
 */
export function requestedCollection<T extends Pick<Collection, 'id' | 'name'>>(
  collections: readonly T[],
  requested: string | null,
): T | null {
  if (!requested) return collections[0] ?? null;
  return collections.find((c) => c.id === requested || c.name === requested) ?? null;
}
