import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Every colour is a token of tokens.css, so that the dark theme (a redefinition of the tokens) reaches
// every screen. This scan fails on a colour written anywhere else in the dashboard's styles or code.

const SRC = join(process.cwd(), 'src');

/**
 * Files allowed to hold colour literals, each with its reason. Brand logos may keep their brand
 * colours; ProviderLogo draws each mark in currentColor today, so it needs no entry.
 */
const ALLOWED: Record<string, string> = {
  'styles/tokens.css': 'the tokens themselves, light and dark',
};

// CSS named colours (CSS Color 4), but transparent and currentColor
const NAMED = `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet
brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan
darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred
darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue
dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray
green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen
lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink
lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen
linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue
mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy
oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip
peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown
seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan teal
thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen`.split(/\s+/);

const NAMED_WORD = new RegExp(`(?<![\\w-])(${NAMED.join('|')})(?![\\w-])`, 'i');
const HEX = /#[0-9a-f]{3,8}(?![\w-])/i;
const FUNCTION = /(?<![\w-])(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/** The colour literals in a stylesheet's declaration values. */
export function cssColorLiterals(css: string): string[] {
  const found: string[] = [];
  for (const [, property, value] of withoutComments(css).matchAll(/([\w-]+)\s*:\s*([^;{}]+)(?=[;}])/g)) {
    const literal = value.match(HEX) ?? value.match(FUNCTION) ?? value.match(NAMED_WORD);
    if (literal) found.push(`${property}: ${value.trim()}`);
  }
  return found;
}

/** The colour literals in code: hex colours and colour functions in strings, named colours as a whole string. */
export function codeColorLiterals(code: string): string[] {
  const found: string[] = [];
  for (const [, , text] of withoutComments(code).matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
    if (HEX.test(text) || FUNCTION.test(text) || NAMED.includes(text.trim().toLowerCase())) found.push(text);
  }
  return found;
}

const sources = files(SRC)
  .map((path) => relative(SRC, path).split('\\').join('/'))
  .filter((path) => /\.(css|tsx?)$/.test(path) && !/\.test\.tsx?$/.test(path) && !(path in ALLOWED));

describe('colour literals', () => {
  it('the scan finds hex, colour functions and named colours, and leaves tokens and keywords alone', () => {
    expect(
      cssColorLiterals('.a { color: #fff; } .b { fill: rgb(0 0 0 / 0.5) } .c { border: 1px solid red; }'),
    ).toEqual(['color: #fff', 'fill: rgb(0 0 0 / 0.5)', 'border: 1px solid red']);
    expect(
      cssColorLiterals(
        '#app:hover { color: var(--color-text); background: transparent; white-space: nowrap; fill: currentColor; }',
      ),
    ).toEqual([]);
    expect(
      codeColorLiterals(`const a = { color: '#1f5fd1', b: "hsl(0 0% 0%)", c: 'white' }; navigate('#/add');`),
    ).toEqual(['#1f5fd1', 'hsl(0 0% 0%)', 'white']);
    expect(codeColorLiterals(`const a = { color: 'var(--color-text)', label: 'Red team' };`)).toEqual([]);
  });

  it('every stylesheet and source file under src takes its colours from the tokens', () => {
    expect(sources.length).toBeGreaterThan(50);
    const offenders = sources.flatMap((path) => {
      const text = readFileSync(join(SRC, path), 'utf8');
      const literals = path.endsWith('.css') ? cssColorLiterals(text) : codeColorLiterals(text);
      return literals.map((literal) => `${path}: ${literal}`);
    });
    expect(offenders).toEqual([]);
  });

  it('every allowed file still exists', () => {
    for (const path of Object.keys(ALLOWED)) expect(() => readFileSync(join(SRC, path))).not.toThrow();
  });
});
