import { describe, expect, it } from 'vitest';
import {
  fieldRulesHint,
  newRecordId,
  recordErrorPaths,
  requiredHint,
  selectChoices,
  validateRecordId,
} from './recordEditor';
import type { CollectionLike, FieldLike } from '../../../../lib/schema';

const field = (
  name: string,
  type: string,
  options: Record<string, unknown> = {},
  required = false,
): FieldLike => ({
  name,
  type,
  options,
  required,
});

describe('recordErrorPaths', () => {
  const auth: CollectionLike = {
    type: 'auth',
    schema: [field('title', 'text'), field('docs', 'file')],
  };

  it('puts each server error under its input', () => {
    expect(
      recordErrorPaths(auth, {
        id: 'Taken.',
        username: 'Invalid.',
        passwordConfirm: 'Mismatch.',
        title: 'Too short.',
        docs: 'Too big.',
        other: 'Unknown.',
      }),
    ).toEqual({
      id: 'Taken.',
      'auth.username': 'Invalid.',
      'auth.passwordConfirm': 'Mismatch.',
      'fields.title': 'Too short.',
      'files.docs': 'Too big.',
      other: 'Unknown.',
    });
  });

  it('a base collection has no auth fields: a schema field named email stays a field', () => {
    const base: CollectionLike = { type: 'base', schema: [field('email', 'email')] };
    expect(recordErrorPaths(base, { email: 'Bad.' })).toEqual({ 'fields.email': 'Bad.' });
  });
});

describe('newRecordId', () => {
  it('is 15 characters of a-z0-9', () => {
    for (let i = 0; i < 50; i++) expect(newRecordId()).toMatch(/^[a-z0-9]{15}$/);
  });

  it('skips bytes that would bias the alphabet and draws again', () => {
    let call = 0;
    const random = (buffer: Uint8Array) => {
      call += 1;
      // first draw: 14 usable bytes and one above 251; second draw fills the last character
      buffer.fill(call === 1 ? 0 : 35);
      if (call === 1) buffer[3] = 255;
      return buffer;
    };
    expect(newRecordId(random)).toBe('aaaaaaaaaaaaaa9');
  });
});

describe('validateRecordId', () => {
  it('allows empty or 15+ characters on a new record, anything on a saved one', () => {
    expect(validateRecordId('', true)).toBeNull();
    expect(validateRecordId('a'.repeat(15), true)).toBeNull();
    expect(validateRecordId('short', true)).toBe('Must be at least 15 characters.');
    expect(validateRecordId('short', false)).toBeNull();
  });
});

describe('requiredHint', () => {
  it('names the zero value of the type', () => {
    expect(requiredHint(field('a', 'bool', {}, true))).toBe('Requires the field value NOT to be false.');
    expect(requiredHint(field('a', 'number', {}, true))).toBe('Requires the field value NOT to be zero.');
    expect(requiredHint(field('a', 'text', {}, true))).toBe('Requires the field value NOT to be empty.');
    expect(requiredHint(field('a', 'text'))).toBeNull();
  });
});

describe('fieldRulesHint', () => {
  it('says what the options ask of the value', () => {
    expect(fieldRulesHint(field('t', 'text', { min: 2, max: 10, pattern: '^a' }))).toBe(
      'Min 2 characters · Max 10 characters · Pattern: ^a',
    );
    expect(fieldRulesHint(field('n', 'number', { min: 0, max: 5 }))).toBe('Min 0 · Max 5');
    expect(fieldRulesHint(field('e', 'email', { onlyDomains: ['a.com'] }))).toBe('Only domains: a.com');
    expect(fieldRulesHint(field('d', 'date', { min: '2024-01-01 00:00:00.000Z', max: '' }))).toBe(
      'From 2024-01-01 00:00:00 UTC',
    );
    expect(fieldRulesHint(field('f', 'file', { maxSelect: 3, maxSize: 5242880 }))).toBe(
      'Up to 3 files · Max 5 MB each',
    );
    expect(fieldRulesHint(field('r', 'relation', { maxSelect: null, minSelect: 2 }))).toBe('At least 2');
    expect(fieldRulesHint(field('t', 'text'))).toBe('');
  });
});

describe('selectChoices', () => {
  it('keeps string choices once each', () => {
    expect(selectChoices(field('s', 'select', { values: ['a', 'b', 'a', 3, ''] }))).toEqual(['a', 'b']);
  });
});
