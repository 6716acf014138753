import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The dashboard mirrors in a right-to-left page (`<html dir="rtl">`) because its styles name the
// start and end of a line, never its left and right: margin-inline-start, inset-inline-end,
// text-align: start… This scan fails on a physical side written anywhere in the dashboard's
// stylesheets or in the style objects of its code (CodeMirror themes, inline styles, element.style).

const SRC = join(process.cwd(), 'src');

interface Allowed {
  /** The file, from src/. */
  path: string;
  /** What the scan reports for it: a declaration `property: value` (CSS) or the matched code. */
  found: string;
  why: string;
}

/**
 * The places that need a physical side, each with its reason. An entry covers one reported text
 * in one file; anything else the scan finds fails.
 */
const ALLOWED: Allowed[] = [
  {
    path: 'features/collections/collection-editor/SchemaFieldCard.module.css',
    found: 'border-right: 2px solid currentColor',
    why: 'the open/close chevron is two borders turned by 45°: it points down or up, never sideways',
  },
  {
    path: 'ui/DateTimeInputPicker.ts',
    found: '.style.left',
    why: "the calendar is placed in viewport pixels (getBoundingClientRect), inside the date input's left-to-right island",
  },
  {
    path: 'ui/DateTimeInputPicker.ts',
    found: '.style.right',
    why: 'the same placement clears the right edge flatpickr may have set',
  },
  {
    path: 'features/logs/LogsChartPlot.tsx',
    found: 'left:',
    why: "uPlot's selection box is given in the chart canvas's pixels; the chart is a left-to-right island",
  },
];

// A property that names a side: margin-left, border-top-right-radius, left… (not a custom property)
const PHYSICAL_PROPERTY = /^(?!--)(?:[a-z-]+-)?(?:left|right)(?:-[a-z-]+)?$/;
// left or right as a keyword in a value: text-align: left, float: right, background-position…
const PHYSICAL_KEYWORD = /(?<![\w-])(?:left|right)(?![\w-])/;
// shorthands of four sides (top right bottom left): one whose right and left differ is physical
const FOUR_SIDED = new Set([
  'margin',
  'padding',
  'inset',
  'border-width',
  'border-style',
  'border-color',
  'scroll-margin',
  'scroll-padding',
]);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

/** The text without its comments; a comment's line breaks stay, so line numbers hold. */
const withoutComments = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''))
    .replace(/(^|[^:])\/\/.*$/gm, '$1');

/** A value cut into its space-separated parts, a function call (`var(--a, 1px)`) being one part. */
function valueParts(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value.replace(/!important/, '').trim()) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (/\s/.test(char) && depth === 0) {
      if (current) parts.push(current);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

/** True when a border-radius value rounds a left corner otherwise than the right one beside it. */
function isLopsidedRadius(value: string): boolean {
  return value.split('/').some((radii) => {
    const [a, b = a, c = a, d = b] = valueParts(radii);
    // top-left top-right bottom-right bottom-left
    return a !== b || c !== d;
  });
}

/** The declarations of a stylesheet that name a physical side, as `line: property: value`. */
export function physicalCssDeclarations(css: string): string[] {
  const text = withoutComments(css);
  const found: string[] = [];
  for (const match of text.matchAll(/([\w-]+)\s*:\s*([^;{}]+)(?=[;}])/g)) {
    const [, property, rawValue] = match;
    const value = rawValue.trim().replace(/\s+/g, ' ');
    // strings and url()s are text, not sides
    const keywords = value.replace(/(["'])(?:(?!\1).)*\1/g, '').replace(/url\([^)]*\)/g, '');
    const parts = valueParts(value);
    const isPhysical =
      PHYSICAL_PROPERTY.test(property) ||
      PHYSICAL_KEYWORD.test(keywords) ||
      (FOUR_SIDED.has(property) && parts.length === 4 && parts[1] !== parts[3]) ||
      (property === 'border-radius' && isLopsidedRadius(value));
    if (!isPhysical) continue;
    const line = text.slice(0, match.index).split('\n').length;
    found.push(`${line}: ${property}: ${value}`);
  }
  return found;
}

const CODE_PATTERNS = [
  // camelCase style properties: marginLeft, paddingRight, borderLeftColor, borderTopRightRadius…
  /\b(?:margin|padding|border(?:Top|Bottom)?|scrollMargin|scrollPadding)(?:Left|Right)\w*/g,
  // left / right as a key of an object: { left: 0 }, style={{ right: 4 }}
  /(?<=[{,]\s*)['"]?(?:left|right)['"]?\s*:/g,
  // an element's style: el.style.left, style.setProperty('margin-right', …)
  /\.style\.(?:left|right)\b/g,
  // a side as a value: textAlign: 'left', float: "right"
  /:\s*(['"`])(?:left|right)\1/g,
  // CSS written in a string: 'margin-left: 4px', "text-align: right", 'border-right'
  /(['"`])[^'"`\n]*?(?:\b[a-z-]*-(?:left|right)\b|\b(?:left|right)\s*:|:\s*(?:left|right)\b)[^'"`\n]*\1/g,
];

/** The places in code that name a physical side of a style, as `line: matched text`. */
export function physicalCodeStyles(code: string): string[] {
  const text = withoutComments(code);
  const found: Array<[number, string]> = [];
  for (const pattern of CODE_PATTERNS) {
    for (const match of text.matchAll(pattern)) found.push([match.index, match[0].trim()]);
  }
  return found
    .sort(([a], [b]) => a - b)
    .map(([at, what]) => `${text.slice(0, at).split('\n').length}: ${what}`);
}

const sources = files(SRC)
  .map((path) => relative(SRC, path).split('\\').join('/'))
  .filter((path) => /\.(css|tsx?)$/.test(path) && !/\.test\.tsx?$/.test(path));

/** Every physical side in the sources, as `path:line: what` with the allow-list entry it meets, if any. */
function scan(): Array<{ report: string; allowed: Allowed | undefined }> {
  return sources.flatMap((path) => {
    const text = readFileSync(join(SRC, path), 'utf8');
    const found = path.endsWith('.css') ? physicalCssDeclarations(text) : physicalCodeStyles(text);
    return found.map((entry) => {
      const what = entry.slice(entry.indexOf(': ') + 2);
      return {
        report: `${path}:${entry}`,
        allowed: ALLOWED.find((a) => a.path === path && what === a.found),
      };
    });
  });
}

describe('logical properties', () => {
  it('the stylesheet scan finds physical properties, keywords and lopsided shorthands', () => {
    expect(
      physicalCssDeclarations(`.a { margin-left: 4px; padding-right: 0 }
.b { left: 0; right: 1px; border-right-color: red; border-top-left-radius: 2px; }
.c { text-align: left; float: right; background-position: right 4px top; }
.d { padding: 0 4px 0 8px; margin: 1px var(--a, 2px) 3px 4px; border-radius: 4px 0; }`),
    ).toEqual([
      '1: margin-left: 4px',
      '1: padding-right: 0',
      '2: left: 0',
      '2: right: 1px',
      '2: border-right-color: red',
      '2: border-top-left-radius: 2px',
      '3: text-align: left',
      '3: float: right',
      '3: background-position: right 4px top',
      '4: padding: 0 4px 0 8px',
      '4: margin: 1px var(--a, 2px) 3px 4px',
      '4: border-radius: 4px 0',
    ]);
  });

  it('the stylesheet scan leaves logical properties, symmetric shorthands, names and comments alone', () => {
    expect(
      physicalCssDeclarations(`/* left: 0; margin-left: 4px */
.a:hover { margin-inline-start: 4px; inset-inline-end: 0; text-align: start; float: inline-end; }
.b { padding: 0 4px 2px 4px; margin: 0 var(--space-3) var(--space-2); inset: 0; border-radius: 4px 4px 0 0; }
.c { --left-gap: 4px; content: 'left'; background: url(left.png); grid-area: main; }
.c:dir(rtl) { border-inline-start: 1px solid; border-start-start-radius: 4px; }`),
    ).toEqual([]);
  });

  it('the code scan finds style objects, element styles and CSS in strings', () => {
    expect(
      physicalCodeStyles(`const theme = { '.cm-x': { marginLeft: '8px', borderRightColor: 'red' } };
<div style={{ left: 0, paddingRight: 4 }} />;
el.style.right = 'auto';
const css = { textAlign: 'left', side: "right" };
el.style.cssText = 'margin-left: 4px';`),
    ).toEqual([
      '1: marginLeft',
      '1: borderRightColor',
      '2: left:',
      '2: paddingRight',
      '3: .style.right',
      "4: : 'left'",
      '4: : "right"',
      "5: 'margin-left: 4px'",
    ]);
  });

  it('the code scan leaves logical styles, keys, variables and comments alone', () => {
    expect(
      physicalCodeStyles(`// marginLeft: the left side
const a = { marginInlineStart: '8px', insetInlineEnd: 0, textAlign: 'start' };
if (e.key === 'ArrowLeft') next = 1;
const left = unique(a); const right = new Set(b);
return x ? left : right;
const rect = el.getBoundingClientRect(); use(rect.left, rect.right);
const message = 'The admin left the page';`),
    ).toEqual([]);
  });

  it('every stylesheet and style object under src names the start and end, not left and right', () => {
    expect(sources.length).toBeGreaterThan(50);
    const offenders = scan()
      .filter((entry) => !entry.allowed)
      .map((entry) => entry.report);
    expect(offenders).toEqual([]);
  });

  it('every allow-list entry still matches what it allows, with a reason', () => {
    const used = new Set(scan().map((entry) => entry.allowed));
    for (const entry of ALLOWED) {
      expect(entry.why.length, `${entry.path}: ${entry.found}`).toBeGreaterThan(20);
      expect(used.has(entry), `${entry.path}: ${entry.found} is allowed but no longer found`).toBe(true);
    }
  });
});
