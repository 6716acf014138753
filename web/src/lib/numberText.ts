// Typed number text the server stores as that same number (see lib/valueParsing).

// Decimal digits with an optional point and exponent: the text both JavaScript's Number() and the
// server's parser read the same way. Left out on purpose: what only one of them reads ('0x10',
// '0b1', '1_000', '0x1p4'), and the words they read as infinite or not a number ('Infinity', 'NaN').
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * The number a text stands for, when the server stores that same number; null when it would store
 * something else. Surrounding white space is ignored (inputs send their text trimmed); blank text
 * is not a number. Refused: anything but decimal notation, a value beyond the largest finite number
 * ('1e309'), and a non-zero literal so small it would be stored as 0 ('1e-400').
 */
export function parseNumberText(text: string): number | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const value = Number(match[0]);
  if (!Number.isFinite(value)) return null;
  // a mantissa with a non-zero digit that still reads as 0 has underflowed
  if (value === 0 && /[1-9]/.test(match[1])) return null;
  return value;
}
