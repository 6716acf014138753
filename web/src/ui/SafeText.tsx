import { Fragment } from 'react';
import { bidiControlsIn, bidiMarker, BIDI_CONTROL_NAMES, bidiWarningParts, splitBidi } from '../lib/bidi';
import styles from './SafeText.module.css';

/**
 * Text that may hold bidirectional control characters (an email, an id, a name, a URL…), shown in
 * its stored order: each control becomes a visible marker (`⟨U+202E⟩`, its name as the tooltip)
 * instead of silently reordering what is around it. Text without controls renders as a bare text
 * node, exactly as `{text}` would.
 */
export function SafeText({ text }: { text: string }) {
  const parts = splitBidi(text);
  if (parts.every((part) => part.kind === 'text')) return text;
  return (
    <>
      {parts.map((part, i) =>
        part.kind === 'text' ? (
          <Fragment key={i}>{part.text}</Fragment>
        ) : (
          <BidiMarker key={i} char={part.char} />
        ),
      )}
    </>
  );
}

/** The visible marker of one control character. */
function BidiMarker({ char }: { char: string }) {
  return (
    <span className={styles.marker} title={BIDI_CONTROL_NAMES.get(char)} data-bidi-marker="">
      {bidiMarker(char)}
    </span>
  );
}

interface BidiWarningProps {
  /** The value as typed. */
  value: string;
  /** Goes on the message, for the input's aria-describedby. */
  id?: string;
}

/**
 * The warning under an identifying input (an email, a name) whose typed value holds control
 * characters: it names the markers the value will show everywhere else. The value is never changed.
 * Nothing renders while the value holds none.
 */
export function BidiWarning({ value, id }: BidiWarningProps) {
  const controls = bidiControlsIn(value);
  if (controls.length === 0) return null;
  const [before, after] = bidiWarningParts();
  return (
    <div id={id} className={styles.warning} data-bidi-warning="">
      {before}
      {controls.map((char, i) => (
        <Fragment key={char}>
          {i > 0 && ', '}
          <BidiMarker char={char} />
        </Fragment>
      ))}
      {after}
    </div>
  );
}
