import { Fragment, type ReactNode } from 'react';
import type { MessageValues } from '../lib/i18n';

// Private-use characters around a part's index: they never occur in a catalog's text, so cutting
// the translated text at them finds exactly the places of the parts.
const MARK = '\uE000';

/**
 * A translated text with elements in some of its placeholders (an address in bold, a link): the
 * text is asked for with markers as those placeholders' values, then cut at the markers and the
 * elements put in their place, wherever the language puts them in the sentence. Everything stays
 * text and elements: nothing is parsed as HTML.
 */
export function withParts(
  text: (values: MessageValues) => string,
  parts: Record<string, ReactNode>,
): ReactNode {
  const names = Object.keys(parts);
  const markers = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`]));
  return text(markers)
    .split(MARK)
    .map((piece, i) => (i % 2 === 1 ? <Fragment key={i}>{parts[names[Number(piece)]]}</Fragment> : piece));
}
