import {
  BIDI_CONTROL_NAMES,
  bidiControlName,
  bidiControlsIn,
  bidiMarker,
  bidiWarning,
  hasBidiControls,
  showBidiControls,
  splitBidi,
} from './bidi';

const RLO = '\u202E';

describe('bidi control characters', () => {
  it('knows the twelve controls by name and nothing else', () => {
    const codes = [...BIDI_CONTROL_NAMES.keys()].map((c) => c.codePointAt(0)!.toString(16));
    expect(codes).toEqual([
      '61c',
      '200e',
      '200f',
      '202a',
      '202b',
      '202c',
      '202d',
      '202e',
      '2066',
      '2067',
      '2068',
      '2069',
    ]);
    expect(bidiControlName(RLO)).toBe('RIGHT-TO-LEFT OVERRIDE');
    expect(bidiControlName('\u2066')).toBe('LEFT-TO-RIGHT ISOLATE');
    expect(bidiControlName('a')).toBeUndefined();
    // neighbours of the ranges, and other invisible characters, are not direction controls
    for (const other of ['\u2029', '\u202F', '\u2065', '\u206A', '\u200D', '\u061B', '\u00AD'])
      expect(hasBidiControls(`a${other}b`)).toBe(false);
  });

  it('finds every one of them', () => {
    for (const char of BIDI_CONTROL_NAMES.keys()) expect(hasBidiControls(`x${char}`)).toBe(true);
    expect(hasBidiControls('plain@example.com')).toBe(false);
    expect(hasBidiControls('')).toBe(false);
  });

  it('names a character by its code point', () => {
    expect(bidiMarker(RLO)).toBe('⟨U+202E⟩');
    expect(bidiMarker('\u061C')).toBe('⟨U+061C⟩');
  });

  it('lists the distinct controls in order of appearance', () => {
    expect(bidiControlsIn(`a${RLO}b\u2066c${RLO}`)).toEqual([RLO, '\u2066']);
    expect(bidiControlsIn('abc')).toEqual([]);
  });
});

describe('splitBidi', () => {
  it('cuts text and markers in stored order', () => {
    expect(splitBidi(`admin${RLO}evil@example.com`)).toEqual([
      { kind: 'text', text: 'admin' },
      { kind: 'control', char: RLO, marker: '⟨U+202E⟩', name: 'RIGHT-TO-LEFT OVERRIDE' },
      { kind: 'text', text: 'evil@example.com' },
    ]);
  });

  it('handles controls at the ends, side by side, and none at all', () => {
    const parts = splitBidi(`${RLO}\u200Fx${RLO}`);
    expect(parts.map((p) => (p.kind === 'text' ? p.text : p.marker))).toEqual([
      '⟨U+202E⟩',
      '⟨U+200F⟩',
      'x',
      '⟨U+202E⟩',
    ]);
    expect(splitBidi('plain')).toEqual([{ kind: 'text', text: 'plain' }]);
    expect(splitBidi('')).toEqual([]);
  });

  it('gives the stored string back when joined (nothing is lost or moved)', () => {
    const text = `a\u202Ab\u202C\u{1F600}${RLO}é\u2069`;
    expect(
      splitBidi(text)
        .map((p) => (p.kind === 'text' ? p.text : p.char))
        .join(''),
    ).toBe(text);
  });
});

describe('showBidiControls', () => {
  it('replaces each control by its marker', () => {
    expect(showBidiControls(`adm${RLO}gnp.exe`)).toBe('adm⟨U+202E⟩gnp.exe');
    expect(showBidiControls(`\u2067a\u2069`)).toBe('⟨U+2067⟩a⟨U+2069⟩');
  });

  it('leaves other text as it is', () => {
    const text = 'שלום mixed ✓';
    expect(showBidiControls(text)).toBe(text);
  });
});

describe('bidiWarning', () => {
  it('names the markers the typed value will show', () => {
    expect(bidiWarning(`admin${RLO}evil@example.com`)).toBe(
      'This contains invisible direction characters (shown as ⟨U+202E⟩) that can make it read differently.',
    );
    expect(bidiWarning(`a${RLO}b\u200Ec${RLO}`)).toBe(
      'This contains invisible direction characters (shown as ⟨U+202E⟩, ⟨U+200E⟩) that can make it read differently.',
    );
  });

  it('is null for a value without controls', () => {
    expect(bidiWarning('admin@example.com')).toBeNull();
    expect(bidiWarning('')).toBeNull();
  });
});
