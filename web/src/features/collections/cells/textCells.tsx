// The cells of the types shown as plain text: the text comes from the type's spec (lib/fieldTypes),
// so it is never markup (rich text is reduced to its text content).
import { cellText } from '../../../lib/fieldTypes';
import { CELL_TEXT_MAX, EDITOR_TEXT_MAX, JSON_TEXT_MAX } from '../../../lib/recordCells';
import styles from '../RecordCell.module.css';
import { LongText, NA } from './parts';
import type { FieldValueProps } from './types';

const value = ({ record, field }: FieldValueProps): unknown => record[field.name];

export function TextCell(props: FieldValueProps) {
  return <LongText text={cellText('text', value(props))} max={CELL_TEXT_MAX} />;
}

export function EditorCell(props: FieldValueProps) {
  return <LongText text={cellText('editor', value(props))} max={EDITOR_TEXT_MAX} />;
}

/** Compact JSON of whatever the field holds (a JSON string shows its quotes). */
export function JsonCell(props: FieldValueProps) {
  return <LongText text={cellText('json', value(props))} max={JSON_TEXT_MAX} isMono />;
}

export function EmailCell(props: FieldValueProps) {
  return <LongText text={cellText('email', value(props))} max={CELL_TEXT_MAX} />;
}

export function NumberCell(props: FieldValueProps) {
  const text = cellText('number', value(props));
  return text === '' ? NA : <span>{text}</span>;
}

export function BoolCell(props: FieldValueProps) {
  const raw = value(props);
  return <span className={raw ? styles.boolTrue : styles.boolFalse}>{cellText('bool', raw)}</span>;
}

export function DateCell(props: FieldValueProps) {
  const text = cellText('date', value(props));
  return text ? <span className={styles.date}>{text}</span> : NA;
}
