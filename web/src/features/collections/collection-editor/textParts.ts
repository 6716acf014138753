import { createElement, Fragment, type ReactNode } from 'react';

// A translated sentence with elements inside (a name in <code>, a word in <strong>) stays one
// message, so that each language orders its words around the elements as it needs.

const MARK = '\u0000';

/**
 * The parts of a message whose placeholders in `nodes` are React elements: `message` is called
 * with a marker for each, and the text is cut around the markers.
 */
export function textParts(
  message: (values: Record<string, string>) => string,
  nodes: Record<string, ReactNode>,
): ReactNode[] {
  const names = Object.keys(nodes);
  const marks = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`]));
  return message(marks)
    .split(MARK)
    .map((part, i) =>
      i % 2 === 0 ? part : createElement(Fragment, { key: `${i}` }, nodes[names[Number(part)]]),
    );
}
