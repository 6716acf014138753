/**
 * A copy of a record realtime brought while one of our cell writes was on its way: when it was
 * written (`updated`, as the server stamps it, which sorts as text) and the watched cell's text in it.
 */
export interface SeenCopy {
  updated: string;
  text: string;
}

/**
 * The text someone else wrote into the cell between the copy our write was checked against (`base`)
 * and our write itself (`until`), which our write then replaced; null when there was none. A copy
 * stamped in the same millisecond as ours counts: which came first cannot be told, so the admin is
 * asked. `accepted` are the texts that are no one else's: the cell's text when the edit began, our
 * own writes of it, and the value being written.
 */
export function overwrittenText(
  copies: readonly SeenCopy[],
  base: string,
  until: string,
  accepted: readonly string[],
): string | null {
  return foreignText(
    copies.filter((copy) => copy.updated <= until),
    base,
    accepted,
  );
}

/**
 * Whether realtime has brought our write itself, or a later one: copies are sent in the order they
 * are written, so every change made before ours has come by then.
 */
export function hasEcho(copies: readonly SeenCopy[], until: string): boolean {
  return copies.some((copy) => copy.updated >= until);
}

/** The text someone else wrote into the cell since `base`, as far as the copies seen tell, or null. */
export function foreignText(
  copies: readonly SeenCopy[],
  base: string,
  accepted: readonly string[],
): string | null {
  for (const copy of copies) if (copy.updated > base && !accepted.includes(copy.text)) return copy.text;
  return null;
}
