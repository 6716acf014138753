import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../locales/ar/index';
import de from '../../locales/de/index';
import { activateLanguage } from '../i18n';
import { FIELD_TYPE_NAMES, type FieldLike, type FieldType } from '../schema';
import {
  CELL_TEXT,
  cellPatchValue,
  datePickedText,
  datePickerValue,
  formatCell,
  isPasteable,
  parseCell,
  type CellParse,
} from './cellText';

afterEach(() => activateLanguage('en'));

const field = (type: string, options: FieldLike['options'] = {}): FieldLike => ({ name: 'f', type, options });

const single = field('select', { maxSelect: 1, values: ['red', 'green', 'blue', 'Smith, John', 'naïve 🍕'] });
const multi = field('select', { maxSelect: 3, values: ['red', 'green', 'blue', 'naïve 🍕', 'a b'] });
const multiComma = field('select', { maxSelect: 3, values: ['red', 'Smith, John'] });
const relOne = field('relation', { maxSelect: 1 });
const relTwo = field('relation', { maxSelect: 2 });
const relAny = field('relation', { maxSelect: null });
const fileMulti = field('file', { maxSelect: 5 });

const accepted = (value: unknown): CellParse => ({ ok: true, value });
const refused = (message: string): CellParse => ({ ok: false, message });

const NOT_NUMBER = refused('Not a valid number.');
const NOT_DATE = refused('Not a valid date.');
const NOT_BOOL = refused('Not a true/false value: use true or false, yes or no, 1 or 0.');
const SINGLE = refused('This field holds a single value.');
const unknownChoice = (value: string) => refused(`"${value}" is not one of the field's choices.`);

describe('CELL_TEXT', () => {
  it('has one spec per field type; only files cannot be pasted', () => {
    expect(Object.keys(CELL_TEXT).sort()).toEqual([...FIELD_TYPE_NAMES].sort());
    for (const type of FIELD_TYPE_NAMES) {
      expect(CELL_TEXT[type].pasteable).toBe(type !== 'file');
      expect(isPasteable(field(type))).toBe(type !== 'file');
    }
    expect(isPasteable(field('geo'))).toBe(false);
  });
});

describe('formatCell', () => {
  // field, stored value, its text
  it.each<[string, FieldLike, unknown, string]>([
    ['text', field('text'), 'héllo\tworld\nline 2', 'héllo\tworld\nline 2'],
    ['text', field('text'), '', ''],
    ['text', field('text'), null, ''],
    ['text', field('text'), 12, '12'],
    ['editor', field('editor'), '<p>a &amp; <b>b</b></p>', '<p>a &amp; <b>b</b></p>'],
    ['email', field('email'), 'a@b.co', 'a@b.co'],
    ['url', field('url'), 'https://x.io/?q=1,2', 'https://x.io/?q=1,2'],
    ['number', field('number'), 0, '0'],
    ['number', field('number'), -1.5, '-1.5'],
    ['number', field('number'), 1e21, '1e+21'],
    ['number', field('number'), 1e-7, '1e-7'],
    ['number', field('number'), null, ''],
    ['number', field('number'), Infinity, ''],
    ['number', field('number'), ' 7 ', '7'],
    ['number', field('number'), 'abc', ''],
    ['bool', field('bool'), true, 'true'],
    ['bool', field('bool'), false, 'false'],
    ['bool', field('bool'), undefined, ''],
    ['bool', field('bool'), 'true', ''],
    ['date', field('date'), '2024-05-01 13:45:00.123Z', '2024-05-01 13:45:00.123Z'],
    ['date', field('date'), '', ''],
    ['date', field('date'), '0001-01-01 00:00:00.000Z', ''],
    ['date', field('date'), '0001-01-01 00:00:01.000Z', '0001-01-01 00:00:01.000Z'],
    ['date', field('date'), 5, ''],
    ['select', single, 'Smith, John', 'Smith, John'],
    ['select', single, '', ''],
    ['select', multi, ['red', 'blue'], 'red, blue'],
    ['select', multi, [], ''],
    ['select', multi, null, ''],
    ['relation', relOne, 'abcdefghij12345', 'abcdefghij12345'],
    ['relation', relAny, ['r1', '', 'r2'], 'r1, r2'],
    ['json', field('json'), { a: [1, 'x'], b: null }, '{"a":[1,"x"],"b":null}'],
    ['json', field('json'), 'hello', '"hello"'],
    ['json', field('json'), '', '""'],
    ['json', field('json'), 0, '0'],
    ['json', field('json'), null, ''],
    ['json', field('json'), undefined, ''],
    ['file', fileMulti, ['a_x1.png', 'b_y2.pdf'], 'a_x1.png, b_y2.pdf'],
    ['file', field('file', { maxSelect: 1 }), 'a_x1.png', 'a_x1.png'],
    ['file', fileMulti, null, ''],
    ['unknown type', field('geo'), { lat: 1 }, '{"lat":1}'],
    ['unknown type', field('geo'), 'x', 'x'],
    ['unknown type', field('geo'), 3, '3'],
    ['unknown type', field('geo'), null, ''],
    ['unknown type', field('geo'), 10n, '10'],
  ])('%s %o writes %o as %o', (_type, f, value, text) => {
    expect(formatCell(f, value)).toBe(text);
  });

  it('never throws, on values the API never sends', () => {
    const cycle: { self?: unknown } = {};
    cycle.self = cycle;
    for (const type of [...FIELD_TYPE_NAMES, 'geo']) {
      for (const value of [cycle, 10n, Symbol('s'), () => 1, NaN, [cycle]]) {
        expect(typeof formatCell(field(type, { values: null, maxSelect: 'x' }), value)).toBe('string');
      }
    }
  });
});

describe('parseCell', () => {
  // field, typed or pasted text, what it becomes
  it.each<[string, FieldLike, string, CellParse]>([
    // text and editor: as they are, spaces and all
    ['text', field('text'), '  two  words \t', accepted('  two  words \t')],
    ['text', field('text'), '', accepted('')],
    ['text', field('text', { pattern: '^a$', max: 1 }), 'bbb', accepted('bbb')],
    ['text', field('text'), 'العربية 🍕', accepted('العربية 🍕')],
    ['editor', field('editor'), ' <p>x</p>\n', accepted(' <p>x</p>\n')],
    // email and url: trimmed, the server checks them
    ['email', field('email'), '  a@b.co \n', accepted('a@b.co')],
    ['email', field('email'), 'not an email', accepted('not an email')],
    ['email', field('email'), '   ', accepted('')],
    ['url', field('url'), '\thttps://x.io ', accepted('https://x.io')],
    // number: what the record editor's input takes, as a number
    ['number', field('number'), ' 42 ', accepted(42)],
    ['number', field('number'), '-1.50', accepted(-1.5)],
    ['number', field('number'), '+3', accepted(3)],
    ['number', field('number'), '.5', accepted(0.5)],
    ['number', field('number'), '1e+21', accepted(1e21)],
    ['number', field('number'), '1.7976931348623157e308', accepted(Number.MAX_VALUE)],
    ['number', field('number'), '-0', accepted(-0)],
    ['number', field('number'), '', accepted('')],
    ['number', field('number'), ' \n', accepted('')],
    ['number', field('number'), '1e400', NOT_NUMBER],
    ['number', field('number'), '-1e309', NOT_NUMBER],
    ['number', field('number'), '1e-400', NOT_NUMBER],
    ['number', field('number'), 'Infinity', NOT_NUMBER],
    ['number', field('number'), 'NaN', NOT_NUMBER],
    ['number', field('number'), '0x10', NOT_NUMBER],
    ['number', field('number'), '1,5', NOT_NUMBER],
    ['number', field('number'), '1 000', NOT_NUMBER],
    ['number', field('number'), '12abc', NOT_NUMBER],
    ['number', field('number'), '٣', NOT_NUMBER],
    // bool: true/false, yes/no, 1/0 in any case; blank is false
    ['bool', field('bool'), 'true', accepted(true)],
    ['bool', field('bool'), ' TRUE ', accepted(true)],
    ['bool', field('bool'), 'Yes', accepted(true)],
    ['bool', field('bool'), '1', accepted(true)],
    ['bool', field('bool'), 'False', accepted(false)],
    ['bool', field('bool'), 'no', accepted(false)],
    ['bool', field('bool'), '0', accepted(false)],
    ['bool', field('bool'), '', accepted(false)],
    ['bool', field('bool'), '  ', accepted(false)],
    ['bool', field('bool'), 'y', NOT_BOOL],
    ['bool', field('bool'), '2', NOT_BOOL],
    ['bool', field('bool'), 'on', NOT_BOOL],
    ['bool', field('bool'), 'truee', NOT_BOOL],
    // date: the server's form and shorter ones, always sent in full, as UTC
    ['date', field('date'), '2024-05-01 13:45:00.123Z', accepted('2024-05-01 13:45:00.123Z')],
    ['date', field('date'), '2024-05-01T13:45:00.123Z', accepted('2024-05-01 13:45:00.123Z')],
    ['date', field('date'), '2024-05-01 13:45:00.1', accepted('2024-05-01 13:45:00.100Z')],
    ['date', field('date'), '2024-05-01 13:45:07', accepted('2024-05-01 13:45:07.000Z')],
    ['date', field('date'), '2024-05-01 13:45:07Z', accepted('2024-05-01 13:45:07.000Z')],
    ['date', field('date'), '2024-05-01T13:45', accepted('2024-05-01 13:45:00.000Z')],
    ['date', field('date'), '2024-05-01 13:45Z', accepted('2024-05-01 13:45:00.000Z')],
    ['date', field('date'), ' 2024-05-01 ', accepted('2024-05-01 00:00:00.000Z')],
    ['date', field('date'), '2024-02-29', accepted('2024-02-29 00:00:00.000Z')],
    ['date', field('date'), '0001-01-01 00:00:01', accepted('0001-01-01 00:00:01.000Z')],
    ['date', field('date'), '', accepted('')],
    ['date', field('date'), '  ', accepted('')],
    ['date', field('date'), '2023-02-29', NOT_DATE],
    ['date', field('date'), '2023-02-30 10:00', NOT_DATE],
    ['date', field('date'), '2024-13-01', NOT_DATE],
    ['date', field('date'), '2024-05-01 25:00', NOT_DATE],
    ['date', field('date'), '2024-05-01 23:60', NOT_DATE],
    ['date', field('date'), '2024-05-01 23:59:60', NOT_DATE],
    ['date', field('date'), '0001-01-01', NOT_DATE],
    ['date', field('date'), '0001-01-01 00:00:00.000Z', NOT_DATE],
    ['date', field('date'), '2024-05-01 13:45:00.1234Z', NOT_DATE],
    ['date', field('date'), '2024-05-01 13:45:00+02:00', NOT_DATE],
    ['date', field('date'), '2024-05-01Z', NOT_DATE],
    ['date', field('date'), '2024-5-1', NOT_DATE],
    ['date', field('date'), '01/05/2024', NOT_DATE],
    ['date', field('date'), 'tomorrow', NOT_DATE],
    // select, single value: the whole text is the choice, so it may hold a comma
    ['select', single, 'green', accepted('green')],
    ['select', single, '  green ', accepted('green')],
    ['select', single, 'Smith, John', accepted('Smith, John')],
    ['select', single, 'naïve 🍕', accepted('naïve 🍕')],
    ['select', single, '', accepted('')],
    ['select', single, 'Green', unknownChoice('Green')],
    ['select', single, 'purple', unknownChoice('purple')],
    ['select', single, 'red, blue', SINGLE],
    ['select', single, 'red, purple', unknownChoice('red, purple')],
    // select, several values: split at commas, trimmed, empty items and repeats dropped
    ['select', multi, 'red, blue', accepted(['red', 'blue'])],
    ['select', multi, ' blue,red ,, blue ,', accepted(['blue', 'red'])],
    ['select', multi, 'naïve 🍕,a b', accepted(['naïve 🍕', 'a b'])],
    ['select', multi, '', accepted([])],
    ['select', multi, ' , ', accepted([])],
    ['select', multi, 'red, purple, pink', unknownChoice('purple')],
    ['select', multi, 'red, green, blue, naïve 🍕', refused('Select up to 3 items.')],
    ['select', multi, 'red, red, red, green, blue', accepted(['red', 'green', 'blue'])],
    ['select', multiComma, 'red', accepted(['red'])],
    [
      'select',
      multiComma,
      'Smith, John',
      refused(
        `"Smith" is not one of the field's choices. Choices that contain a comma cannot be pasted into a field that holds several values.`,
      ),
    ],
    ['select', field('select', { maxSelect: 2, values: [] }), 'x', unknownChoice('x')],
    ['select', field('select', { maxSelect: 2 }), 'x', unknownChoice('x')],
    // relation: ids, any token without spaces
    ['relation', relOne, ' abcdefghij12345 ', accepted('abcdefghij12345')],
    ['relation', relOne, 'ABC_def-1', accepted('ABC_def-1')],
    ['relation', relOne, '', accepted('')],
    ['relation', relOne, 'r1, r1', accepted('r1')],
    ['relation', relOne, 'r1, r2', SINGLE],
    ['relation', relOne, 'two words', refused('"two words" is not a record ID: an ID contains no spaces.')],
    ['relation', field('relation', { maxSelect: 0 }), 'r1,r2', SINGLE],
    ['relation', relTwo, 'r1,r2', accepted(['r1', 'r2'])],
    ['relation', relTwo, 'r2, r1, r2,', accepted(['r2', 'r1'])],
    ['relation', relTwo, '', accepted([])],
    ['relation', relTwo, 'r1, r2, r3', refused('Select up to 2 items.')],
    [
      'relation',
      relAny,
      Array.from({ length: 300 }, (_, i) => `r${i}`).join(', '),
      accepted(Array.from({ length: 300 }, (_, i) => `r${i}`)),
    ],
    ['relation', relAny, 'r1, r\u00a0x', refused('"r\u00a0x" is not a record ID: an ID contains no spaces.')],
    // json: blank is null, JSON is that JSON, other text a string
    ['json', field('json'), '', accepted(null)],
    ['json', field('json'), '  \n', accepted(null)],
    ['json', field('json'), 'null', accepted(null)],
    ['json', field('json'), ' {"a": [1, "x"], "b": null} ', accepted({ a: [1, 'x'], b: null })],
    ['json', field('json'), '[]', accepted([])],
    ['json', field('json'), 'true', accepted(true)],
    ['json', field('json'), '-5', accepted(-5)],
    ['json', field('json'), '1.50', accepted(1.5)],
    ['json', field('json'), '0.1', accepted(0.1)],
    ['json', field('json'), '1e21', accepted(1e21)],
    ['json', field('json'), '9007199254740993e-16', accepted(0.9007199254740993)],
    ['json', field('json'), '"123"', accepted('123')],
    ['json', field('json'), '""', accepted('')],
    ['json', field('json'), ' hello world ', accepted('hello world')],
    ['json', field('json'), '[1,2', accepted('[1,2')],
    ['json', field('json'), "{'a': 1}", accepted("{'a': 1}")],
    ['json', field('json'), '"1e400 inside a string"', accepted('1e400 inside a string')],
    ['json', field('json'), '{"n\\"1e400": 2}', accepted({ 'n"1e400': 2 })],
    [
      'json',
      field('json'),
      '1e400',
      refused('The number 1e400 cannot be stored exactly; put it in quotes to keep it as text.'),
    ],
    [
      'json',
      field('json'),
      '{"id": 12345678901234567890}',
      refused(
        'The number 12345678901234567890 cannot be stored exactly; put it in quotes to keep it as text.',
      ),
    ],
    [
      'json',
      field('json'),
      '[1, 1e-400]',
      refused('The number 1e-400 cannot be stored exactly; put it in quotes to keep it as text.'),
    ],
    [
      'json',
      field('json'),
      '3.14159265358979323846',
      refused(
        'The number 3.14159265358979323846 cannot be stored exactly; put it in quotes to keep it as text.',
      ),
    ],
    // file: never from text
    ['file', fileMulti, 'a.png', refused('Files cannot be set from text: upload them in the record editor.')],
    ['file', fileMulti, '', refused('Files cannot be set from text: upload them in the record editor.')],
    // a type this dashboard does not know
    ['unknown type', field('geo'), '1,2', refused('A field of type "geo" cannot be set from text.')],
    [
      'unknown type',
      field('__proto__'),
      'x',
      refused('A field of type "__proto__" cannot be set from text.'),
    ],
  ])('%s %o reads %o as %o', (_type, f, text, result) => {
    expect(parseCell(f, text)).toEqual(result);
  });

  it('gives -0 for "-0" in a number field (the server stores 0)', () => {
    const result = parseCell(field('number'), '-0');
    expect(result.ok && Object.is(result.value, -0)).toBe(true);
  });
});

describe('round trips', () => {
  // every value the server stores reads back from its text as the same value
  it.each<[string, FieldLike, unknown[]]>([
    [
      'text',
      field('text'),
      ['', 'x', '  spaced  ', 'a, b', 'line 1\nline 2\ttab', 'العربية 🍕 naïve', '"quoted"'],
    ],
    ['editor', field('editor'), ['', '<p>a &amp; <b>b</b></p>', '<p>\n  x\n</p>']],
    ['email', field('email'), ['', 'a@b.co', 'ü@exämple.de']],
    ['url', field('url'), ['', 'https://x.io/a?b=1,2#c']],
    [
      'number',
      field('number'),
      [0, 1, -1, 1.5, -0.001, 1e21, 1e-7, 123456789.123, Number.MAX_VALUE, Number.MIN_VALUE, 2 ** 53 + 2],
    ],
    ['bool', field('bool'), [true, false]],
    [
      'date',
      field('date'),
      [
        '',
        '2024-05-01 13:45:00.123Z',
        '2024-02-29 00:00:00.000Z',
        '9999-12-31 23:59:59.999Z',
        '0001-01-01 00:00:01.000Z',
      ],
    ],
    ['select', single, ['', 'red', 'Smith, John', 'naïve 🍕']],
    ['select', multi, [[], ['red'], ['blue', 'red'], ['naïve 🍕', 'a b', 'green']]],
    ['relation', relOne, ['', 'abcdefghij12345']],
    ['relation', relAny, [[], ['abcdefghij12345'], ['r2', 'r1', 'r3']]],
    [
      'json',
      field('json'),
      [
        null,
        '',
        'hello',
        '123',
        'true',
        'null',
        '[1,2',
        ' spaced ',
        0,
        -5,
        0.1,
        1e21,
        true,
        false,
        [],
        {},
        [1, 'a', null],
        { a: { b: [true] }, 'k,"': '\n' },
      ],
    ],
  ])('%s %o', (_type, f, values) => {
    for (const value of values) expect(parseCell(f, formatCell(f, value))).toEqual(accepted(value));
  });
});

describe('cellPatchValue', () => {
  // a json field's string goes as its JSON text, which the server stores as that string
  it.each<[FieldLike, unknown, unknown]>([
    [field('json'), '123', '"123"'],
    [field('json'), 'true', '"true"'],
    [field('json'), '', '""'],
    [field('json'), 'say "hi"', '"say \\"hi\\""'],
    [field('json'), 123, 123],
    [field('json'), null, null],
    [field('json'), { a: '1' }, { a: '1' }],
    [field('text'), '123', '123'],
    [field('number'), 5, 5],
    [field('select', { maxSelect: 2 }), ['a'], ['a']],
    [field('geo'), 'x', 'x'],
  ])('%o: %o → %o', (f, value, sent) => {
    expect(cellPatchValue(f, value)).toEqual(sent);
  });
});

describe('messages', () => {
  const samples: [FieldType | 'geo', FieldLike, string][] = [
    ['bool', field('bool'), 'maybe'],
    ['select', multiComma, 'Smith, John'],
    ['select', single, 'purple'],
    ['relation', relOne, 'a, b'],
    ['relation', relOne, 'a b'],
    ['json', field('json'), '1e400'],
    ['file', fileMulti, 'x'],
    ['geo', field('geo'), 'x'],
  ];

  const messages = () =>
    samples.map(([, f, text]) => {
      const result = parseCell(f, text);
      return result.ok ? '' : result.message;
    });

  it('are read in the interface language when a text is parsed', () => {
    const english = messages();
    activateLanguage('de', de);
    expect(parseCell(single, 'lila')).toEqual(
      refused('„lila“ ist keine der Auswahlmöglichkeiten des Felds.'),
    );
    expect(parseCell(field('number'), 'x')).toEqual(refused('Keine gültige Zahl.'));
    expect(parseCell(relTwo, 'a,b,c')).toEqual(refused('Wählen Sie höchstens 2 Elemente aus.'));
    const german = messages();
    activateLanguage('ar', ar);
    expect(parseCell(field('file'), 'x')).toEqual(
      refused('لا يمكن تعيين الملفات من نص: ارفعها في محرر السجلات.'),
    );
    const arabic = messages();
    for (let i = 0; i < samples.length; i++) {
      expect(english[i]).not.toBe('');
      expect(german[i]).not.toBe(english[i]);
      expect(arabic[i]).not.toBe(english[i]);
    }
  });
});

describe('datePickerValue', () => {
  it.each([
    ['2024-05-01 13:45:00.123Z', '2024-05-01 13:45:00'],
    ['2024-05-01T13:45', '2024-05-01 13:45:00'],
    [' 2024-05-01 ', '2024-05-01 00:00:00'],
    ['0001-01-01 00:00:01.000Z', '0001-01-01 00:00:01'],
  ])('reads the date the cell would take: %j → %j', (text, value) => {
    expect(datePickerValue(text)).toBe(value);
  });

  it.each(['', '  ', '2024-05', '2026-02-30', '2024-05-01 25:00', 'soon', '0001-01-01 00:00:00.000Z'])(
    'leaves blank, half-typed and impossible text alone: %j',
    (text) => {
      expect(datePickerValue(text)).toBe('');
    },
  );
});

describe('datePickedText', () => {
  it('writes a picked value as formatCell writes a date, keeping the milliseconds it replaces', () => {
    expect(datePickedText('2024-05-03 13:45:00', '2024-05-01 13:45:00.123Z')).toBe(
      '2024-05-03 13:45:00.123Z',
    );
    expect(datePickedText('2024-05-03 13:45:00', '2024-05-01 13:45:00.1')).toBe('2024-05-03 13:45:00.100Z');
    expect(datePickedText('2024-05-03 12:00:00', '')).toBe('2024-05-03 12:00:00.000Z');
    expect(datePickedText('2024-05-03 12:00:00', '2026-02-30')).toBe('2024-05-03 12:00:00.000Z');
  });

  it('gives nothing for nothing picked', () => {
    expect(datePickedText('', '2024-05-01 13:45:00.123Z')).toBe('');
  });

  it('reads back as the picked wall time', () => {
    const text = datePickedText('2024-12-31 23:59:59', '2024-05-01 13:45:00.999Z');
    expect(parseCell(field('date'), text)).toEqual(accepted('2024-12-31 23:59:59.999Z'));
    expect(datePickerValue(text)).toBe('2024-12-31 23:59:59');
  });
});
