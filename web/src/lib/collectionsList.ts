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
  return [...list].sort((a, b) => typeRank(a.type) - typeRank(b.type) || compareNames(a.name, b.name));
}

/**
 * The order of the ASCII characters a collection name may hold (the server allows letters, digits
 * and '_'), as the locale collation orders them: '_' first, then digits, then letters without regard
 * to case; index 0 means "not one of them".
 */
const NAME_CHAR_RANK = (() => {
  const rank = new Uint8Array(128);
  const ordered = '_0123456789abcdefghijklmnopqrstuvwxyz';
  for (let i = 0; i < ordered.length; i++) {
    rank[ordered.charCodeAt(i)] = i + 1;
    rank[ordered.toUpperCase().charCodeAt(i)] = i + 1;
  }
  return rank;
})();

let collators: { caseless: Intl.Collator; exact: Intl.Collator } | null = null;

/**
 * Names compared by the locale collation: case-insensitively, then lower case before upper case.
 * Names made of the characters the server allows are compared directly, with the same result:
 * building a locale collator costs tens of milliseconds, on the path of the first records request.
 */
export function compareNames(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  let caseTie = 0;
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    const rankX = x < 128 ? NAME_CHAR_RANK[x] : 0;
    const rankY = y < 128 ? NAME_CHAR_RANK[y] : 0;
    if (!rankX || !rankY) return localeCompareNames(a, b);
    if (rankX !== rankY) return rankX - rankY;
    // the first difference in case decides between names equal but for case: lower case first
    if (!caseTie && x !== y) caseTie = x > y ? -1 : 1;
  }
  for (const name of [a, b])
    for (let i = length; i < name.length; i++) {
      const code = name.charCodeAt(i);
      if (code >= 128 || !NAME_CHAR_RANK[code]) return localeCompareNames(a, b);
    }
  return a.length - b.length || caseTie;
}

function localeCompareNames(a: string, b: string): number {
  collators ??= {
    caseless: new Intl.Collator(undefined, { sensitivity: 'base' }),
    exact: new Intl.Collator(),
  };
  return collators.caseless.compare(a, b) || collators.exact.compare(a, b);
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
