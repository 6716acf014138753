// Reads a long list of records page by page as one async sequence, for a write run over every
// record that matches a filter (a bulk "set field" over 100,000 records): one page is held at a
// time, and the next is fetched only once the run has taken every item of the one before.

/**
 * The items of every page, in order. `fetchPage` gets the last item of the page before (null for
 * the first) and answers with at most `pageSize` items; a shorter page is the last one. Nothing is
 * fetched before the first item is asked for, and nothing more once the reader stops.
 */
export async function* pagedItems<T>(
  fetchPage: (after: T | null) => Promise<readonly T[]>,
  pageSize: number,
): AsyncGenerator<T, void, undefined> {
  let after: T | null = null;
  for (;;) {
    const page = await fetchPage(after);
    yield* page;
    if (page.length < pageSize || page.length === 0) return;
    after = page[page.length - 1];
  }
}

/**
 * The filter of the page after the record `afterId`, for pages in id order. Pages are asked for by
 * the last id read rather than by number, so records written meanwhile (which may stop matching the
 * filter, or move in any sort) never shift a record out of the page it would have been in: a page
 * by number would skip as many records as stopped matching before it.
 */
export function afterIdFilter(filter: string, afterId: string | null): string {
  const trimmed = filter.trim();
  if (afterId === null) return trimmed;
  // the server refuses ids with quotes, backslashes or spaces, so a quoted id is always one string
  if (!/^[^"'\\\s]+$/.test(afterId)) throw new Error(`Not a record id: ${afterId}`);
  const after = `id > "${afterId}"`;
  return trimmed === '' ? after : `(${trimmed}) && ${after}`;
}

/** Each item of an async sequence through `map`, read only as far as the reader reads. */
export async function* mapItems<T, U>(source: AsyncIterable<T>, map: (item: T) => U): AsyncGenerator<U> {
  for await (const item of source) yield map(item);
}
