// Bidirectional control characters are invisible, yet they reorder the text around them when it is
// shown: `admin\u202Eevil@example.com` reads "adminmoc.elpmaxe@live". Wherever the dashboard shows an
// identifier (an email, an id, a name, a URL…) it shows each such character as a visible marker
// instead, so the text reads in the order it is stored. Only the display changes: stored and sent
// values keep every character.
import { shellText } from './shellMessages';

/** Every bidirectional control character, by code point, with its Unicode name. */
export const BIDI_CONTROL_NAMES: ReadonlyMap<string, string> = new Map([
  ['\u061C', 'ARABIC LETTER MARK'],
  ['\u200E', 'LEFT-TO-RIGHT MARK'],
  ['\u200F', 'RIGHT-TO-LEFT MARK'],
  ['\u202A', 'LEFT-TO-RIGHT EMBEDDING'],
  ['\u202B', 'RIGHT-TO-LEFT EMBEDDING'],
  ['\u202C', 'POP DIRECTIONAL FORMATTING'],
  ['\u202D', 'LEFT-TO-RIGHT OVERRIDE'],
  ['\u202E', 'RIGHT-TO-LEFT OVERRIDE'],
  ['\u2066', 'LEFT-TO-RIGHT ISOLATE'],
  ['\u2067', 'RIGHT-TO-LEFT ISOLATE'],
  ['\u2068', 'FIRST STRONG ISOLATE'],
  ['\u2069', 'POP DIRECTIONAL ISOLATE'],
]);

const CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const CONTROLS = new RegExp(CONTROL.source, 'g');

/** One piece of a string as shown: plain text, or one control character shown as a marker. */
export type BidiPart =
  | { kind: 'text'; text: string }
  | {
      kind: 'control';
      /** The control character itself. */
      char: string;
      /** What is shown in its place, e.g. `⟨U+202E⟩`. */
      marker: string;
      /** Its Unicode name, e.g. `RIGHT-TO-LEFT OVERRIDE` (the marker's tooltip). */
      name: string;
    };

/** True when `text` holds at least one bidirectional control character. */
export function hasBidiControls(text: string): boolean {
  return CONTROL.test(text);
}

/** The Unicode name of a bidirectional control character, or undefined for any other character. */
export function bidiControlName(char: string): string | undefined {
  return BIDI_CONTROL_NAMES.get(char);
}

/** The visible marker of a character: `⟨U+202E⟩` (code point in upper-case hex, at least 4 digits). */
export function bidiMarker(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  return `⟨U+${code.toString(16).toUpperCase().padStart(4, '0')}⟩`;
}

/** The distinct control characters of `text`, in the order they first appear. */
export function bidiControlsIn(text: string): string[] {
  return [...new Set(text.match(CONTROLS) ?? [])];
}

/**
 * `text` cut into plain text and control characters, in stored order; joining the `text` of text
 * parts and the `char` of control parts gives `text` back. A string without controls is one part
 * (none for '').
 */
export function splitBidi(text: string): BidiPart[] {
  const parts: BidiPart[] = [];
  let start = 0;
  for (const match of text.matchAll(CONTROLS)) {
    const at = match.index;
    if (at > start) parts.push({ kind: 'text', text: text.slice(start, at) });
    const char = match[0];
    parts.push({ kind: 'control', char, marker: bidiMarker(char), name: bidiControlName(char)! });
    start = at + char.length;
  }
  if (start < text.length) parts.push({ kind: 'text', text: text.slice(start) });
  return parts;
}

/**
 * `text` with each control character replaced by its marker: the form for places that take only a
 * string (the document title, toasts, confirm questions, aria-label and title attributes).
 */
export function showBidiControls(text: string): string {
  return hasBidiControls(text) ? text.replace(CONTROLS, bidiMarker) : text;
}

/**
 * The warning shown under an identifying input whose typed value holds control characters, or null
 * when it holds none. The value itself is kept as typed.
 */
export function bidiWarning(text: string): string | null {
  const controls = bidiControlsIn(text);
  if (controls.length === 0) return null;
  return shellText('bidi.warning', { markers: controls.map(bidiMarker).join(', ') });
}

/**
 * The words of the warning before and after its list of markers, in the interface language (the ui
 * shows the markers styled between them).
 */
export function bidiWarningParts(): [before: string, after: string] {
  const cut = '\u0000';
  const [before = '', after = ''] = shellText('bidi.warning', { markers: cut }).split(cut);
  return [before, after];
}
