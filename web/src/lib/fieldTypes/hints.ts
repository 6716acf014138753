// Readers of option values for the hints under a record input: only values that mean something
// there (finite numbers, non-empty texts) are read, anything else counts as not set.
import { optionOf, selectionLimit, stringListOption, type FieldLike } from '../schema';
import { fieldText as t } from './messages';

export function numberOption(field: FieldLike, name: string): number | null {
  const value = optionOf(field, name);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function stringOption(field: FieldLike, name: string): string {
  const value = optionOf(field, name);
  return typeof value === 'string' ? value : '';
}

/** 'Only domains: …' and 'Except domains: …' of an email or url field. */
export function domainHints(field: FieldLike): string[] {
  const only = stringListOption(field, 'onlyDomains').filter(Boolean);
  const except = stringListOption(field, 'exceptDomains').filter(Boolean);
  const parts: string[] = [];
  if (only.length) parts.push(t('hint.onlyDomains', { domains: only.join(', ') }));
  if (except.length) parts.push(t('hint.exceptDomains', { domains: except.join(', ') }));
  return parts;
}

/** 'Up to {n} items' (or files) of a multiple field with a limit. */
export function limitHints(field: FieldLike, unit: 'items' | 'files'): string[] {
  const limit = selectionLimit(field);
  if (!(limit > 1 && limit !== Infinity)) return [];
  return [t(unit === 'files' ? 'hint.upToFiles' : 'hint.upToItems', { limit })];
}
