import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Text contrast of the colour tokens, in both themes: WCAG AA asks 4.5:1 for normal text. axe checks
// the screens the browser tests open; this checks every pairing the stylesheets use, screen or not.

const css = readFileSync(join(process.cwd(), 'src/styles/tokens.css'), 'utf8');

function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  expect(start, `${selector} block`).toBeGreaterThanOrEqual(0);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1], m[2]]),
  );
}

const light = block(':root');
const dark = { ...light, ...block("[data-theme='dark']") };

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const SURFACES = ['bg', 'surface', 'surface-alt', 'surface-hover'];
const SOFT = ['primary-soft', 'info-soft', 'success-soft', 'warning-soft', 'danger-soft'];
const CODE = ['code-keyword', 'code-atom', 'code-string', 'code-name', 'code-type', 'code-comment'];
/** Text tokens and the backgrounds they are drawn on. */
const PAIRS: [string[], string[]][] = [
  [
    ['text', 'text-muted', 'text-faint'],
    [...SURFACES, ...SOFT],
  ],
  [
    ['primary', 'info', 'success', 'warning', 'danger'],
    ['bg', 'surface', 'surface-alt'],
  ],
  [['primary'], ['primary-soft']],
  [['info'], ['info-soft']],
  [['success'], ['success-soft']],
  [['warning'], ['warning-soft']],
  [['danger'], ['danger-soft']],
  [['primary-text'], ['primary', 'primary-hover', 'danger', 'danger-hover']],
  [
    ['sidebar-text', 'sidebar-active'],
    ['sidebar-bg', 'sidebar-hover'],
  ],
  [['marker-text'], ['marker-bg']],
  [CODE, ['bg', 'surface', 'surface-alt']],
];

describe.each([
  ['light', light],
  ['dark', dark],
])('the %s theme', (_name, tokens) => {
  it('draws text at 4.5:1 or more on every background it sits on', () => {
    const short = PAIRS.flatMap(([texts, backgrounds]) =>
      texts.flatMap((text) =>
        backgrounds
          .map((bg) => ({ pair: `${text} on ${bg}`, ratio: contrast(tokens[text], tokens[bg]) }))
          .filter(({ ratio }) => ratio < 4.5)
          .map(({ pair, ratio }) => `${pair}: ${ratio.toFixed(2)}`),
      ),
    );
    expect(short).toEqual([]);
  });
});

it('the dark theme sets its own surfaces and text (not the light ones)', () => {
  for (const name of ['bg', 'surface', 'text', 'primary', 'border']) expect(dark[name]).not.toBe(light[name]);
});
