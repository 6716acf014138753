import {
  dateTimeTextError,
  invalidDateMessage,
  invalidNumberMessage,
  isValidDateTimeText,
  numberFieldValue,
  numberInputValue,
  numberTextError,
  numberValueError,
  parseNumberText,
} from './valueParsing';

describe('parseNumberText', () => {
  it.each([
    ['5', 5],
    ['0', 0],
    ['-0', -0],
    ['+5', 5],
    ['-12.5', -12.5],
    ['42.', 42],
    ['.5', 0.5],
    ['-.5', -0.5],
    ['007', 7],
    ['1e5', 100000],
    ['1E5', 100000],
    ['1e+5', 100000],
    ['2.5e-3', 0.0025],
    ['0e400', 0],
    ['0.000e-999', 0],
    ['1e-320', 1e-320],
    ['3e-324', 5e-324],
    ['1.7976931348623157e308', Number.MAX_VALUE],
    ['-1.7976931348623157e308', -Number.MAX_VALUE],
    ['12345678901234567890', 12345678901234567000], // as precise as a float64 is, as on the server
    ['  5  ', 5],
    ['\t-3\n', -3],
  ])('reads %j as %d', (text, expected) => {
    expect(Object.is(parseNumberText(text), expected)).toBe(true);
  });

  it.each([
    ['1e309', 'beyond the largest finite number'],
    ['-1e309', 'beyond the largest finite number, negative'],
    ['1.7976931348623159e308', 'rounds up to infinity'],
    ['1e-400', 'a non-zero literal that underflows to 0'],
    ['-1e-400', 'a negative one'],
    ['2e-324', 'below half the smallest subnormal'],
    ['0.0001e-400', 'a non-zero mantissa with zeros first'],
    ['Infinity', 'Number() reads it, the server stores something else'],
    ['-Infinity', 'the same, negative'],
    ['inf', 'the server reads it as infinite'],
    ['NaN', 'not a number'],
    ['0x10', 'hexadecimal: Number() reads 16, the server refuses it'],
    ['0b101', 'binary: Number() only'],
    ['0o17', 'octal: Number() only'],
    ['0x1p4', 'a hexadecimal float: the server only'],
    ['1_000', 'digit separators: the server only'],
    ['1,5', 'a decimal comma'],
    ['1 000', 'a space inside'],
    ['', 'empty'],
    ['  ', 'blank: Number() reads 0'],
    ['.', 'a point alone'],
    ['-', 'a sign alone'],
    ['e5', 'an exponent alone'],
    ['1e', 'an exponent without digits'],
    ['1e+', 'an exponent sign without digits'],
    ['1.2.3', 'two points'],
    ['--1', 'two signs'],
    ['5abc', 'trailing letters'],
    ['abc', 'letters'],
    ['１２', 'full-width digits'],
  ])('refuses %j (%s)', (text) => {
    expect(parseNumberText(text)).toBeNull();
  });
});

describe('numberTextError', () => {
  it('leaves blank text to the field (empty stays allowed where it is)', () => {
    expect(numberTextError('')).toBeUndefined();
    expect(numberTextError('   ')).toBeUndefined();
  });

  it('says "Not a valid number." for text the server would not store as typed', () => {
    for (const text of ['1e309', '1e-400', '0x10', 'Infinity', 'not a number'])
      expect(numberTextError(text)).toBe('Not a valid number.');
    expect(invalidNumberMessage()).toBe('Not a valid number.');
  });

  it('accepts a number', () => {
    expect(numberTextError('42.5')).toBeUndefined();
    expect(numberTextError(' -1e3 ')).toBeUndefined();
  });
});

describe('numberInputValue', () => {
  it('is null for blank text, the number for a number, else the text exactly as typed', () => {
    expect(numberInputValue('')).toBeNull();
    expect(numberInputValue('  ')).toBeNull();
    expect(numberInputValue('12')).toBe(12);
    expect(numberInputValue(' 1.5e1 ')).toBe(15);
    expect(numberInputValue('1e309')).toBe('1e309');
    expect(numberInputValue(' 0x10 ')).toBe(' 0x10 ');
    expect(numberInputValue('-')).toBe('-');
  });
});

describe('numberFieldValue', () => {
  it('reads typed text as numberInputValue does, with NaN for blank text', () => {
    expect(numberFieldValue('')).toBeNaN();
    expect(numberFieldValue(' ')).toBeNaN();
    expect(numberFieldValue('8090')).toBe(8090);
    expect(numberFieldValue('1e309')).toBe('1e309');
  });

  it('leaves values that are not text as they are (the form hands it its defaults too)', () => {
    expect(numberFieldValue(5)).toBe(5);
    expect(numberFieldValue(NaN)).toBeNaN();
    expect(numberFieldValue(null)).toBeNull();
    expect(numberFieldValue(undefined)).toBeUndefined();
  });
});

describe('numberValueError', () => {
  it('refuses typed text that is not a number, and infinite numbers', () => {
    expect(numberValueError('1e309')).toBe('Not a valid number.');
    expect(numberValueError('abc')).toBe('Not a valid number.');
    expect(numberValueError(Infinity)).toBe('Not a valid number.');
    expect(numberValueError(-Infinity)).toBe('Not a valid number.');
  });

  it('leaves numbers, numeric text and empty values to the field', () => {
    for (const value of [0, -2.5, Number.MAX_VALUE, '7', '', '  ', null, undefined, NaN, true])
      expect(numberValueError(value)).toBeUndefined();
  });
});

describe('isValidDateTimeText', () => {
  it.each([
    '2024-05-01 13:45:00',
    '2024-02-29 10:00:00', // a leap year
    '2000-02-29 00:00:00', // divisible by 400
    '1999-12-31 23:59:59',
    '2024-01-31 00:00:00',
    '2024-04-30 12:00:00',
    '0000-01-01 00:00:00',
    '0001-01-01 00:00:01',
    '9999-12-31 23:59:59',
    '2024-03-31 02:30:00', // skipped by some local clocks: no time zone applies
  ])('accepts %j', (text) => {
    expect(isValidDateTimeText(text)).toBe(true);
  });

  it.each([
    ['2024-02-30 10:00:00', 'February 30'],
    ['2023-02-29 10:00:00', 'February 29 of a common year'],
    ['1900-02-29 10:00:00', 'divisible by 100, not by 400'],
    ['2024-04-31 10:00:00', 'April 31'],
    ['2024-13-45 10:00:00', 'month 13, day 45'],
    ['2024-00-10 10:00:00', 'month 0'],
    ['2024-05-00 10:00:00', 'day 0'],
    ['2024-05-01 24:00:00', 'hour 24'],
    ['2024-05-01 25:00:00', 'hour 25'],
    ['2024-05-01 10:60:00', 'minute 60'],
    ['2024-05-01 23:59:60', 'a leap second'],
    ['0001-01-01 00:00:00', 'the zero time, stored as an empty date'],
    ['not a date', 'words'],
    ['', 'empty'],
    ['2024-05-01', 'no time'],
    ['2024-05-01 10:00', 'no seconds (the server refuses it)'],
    ['2024-05-01T10:00:00', 'another separator'],
    ['2024-05-01 10:00:00.000Z', 'longer than the inputs hold'],
    [' 2024-05-01 10:00:00', 'a leading space'],
    ['2024-5-1 10:00:00', 'unpadded fields'],
    ['24-05-01 10:00:00', 'a two-digit year'],
    ['12024-05-01 10:00:00', 'a five-digit year'],
    ['2024/05/01 10:00:00', 'slashes'],
    ['２０２４-05-01 10:00:00', 'full-width digits'],
  ])('refuses %j (%s)', (text) => {
    expect(isValidDateTimeText(text)).toBe(false);
  });
});

describe('dateTimeTextError', () => {
  it('leaves empty text to the field and says "Not a valid date." for an impossible one', () => {
    expect(dateTimeTextError('')).toBeUndefined();
    expect(dateTimeTextError('2024-05-01 13:45:00')).toBeUndefined();
    for (const text of ['2024-02-30 10:00:00', '2024-13-45 10:00:00', 'not a date', ' '])
      expect(dateTimeTextError(text)).toBe('Not a valid date.');
    expect(invalidDateMessage()).toBe('Not a valid date.');
  });
});
