import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileCatalog } from '../../build/i18nCatalogs';
import { LANGUAGES, SOURCE_LANGUAGE } from '../lib/i18n';

// The catalogs as written (read from disk, not through the build's compile step): every language
// has every namespace and key English has, no key English lacks, the same placeholders, and a
// case for each plural form the language uses, so no text falls back to English or loses a value.

const ROOT = path.dirname(new URL(import.meta.url).pathname);
const languages = Object.keys(LANGUAGES).filter((l) => l !== SOURCE_LANGUAGE);

const namespacesOf = (lang: string) =>
  readdirSync(path.join(ROOT, lang))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();

const read = (lang: string, ns: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(ROOT, lang, `${ns}.json`), 'utf8')) as Record<string, string>;

interface Shape {
  /** every placeholder's name and kind: 'name' (plain), 'name:plural', 'name:select:a|b|other'… */
  args: Set<string>;
  /** the plural categories each plural placeholder offers, exact matches (=0) aside */
  plurals: { name: string; categories: string[] }[];
}

/**
 * The placeholders of a compiled message. Lingui's compiled form is a list of tokens: a string is
 * text, a list is a placeholder `[name]` or `[name, kind, cases]`, whose cases are messages again.
 */
export function shapeOf(compiled: unknown): Shape {
  const shape: Shape = { args: new Set(), plurals: [] };
  const walkMessage = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, kind, options] = token as [
        string,
        string | undefined,
        Record<string, unknown> | undefined,
      ];
      const cases = Object.entries(options ?? {}).filter(([k, v]) => k !== 'offset' && v !== undefined);
      if (kind === 'plural' || kind === 'selectordinal') {
        shape.args.add(`${name}:plural`);
        shape.plurals.push({ name, categories: cases.map(([k]) => k).filter((k) => !k.startsWith('=')) });
      } else if (kind === 'select') {
        shape.args.add(
          `${name}:select:${cases
            .map(([k]) => k)
            .sort()
            .join('|')}`,
        );
      } else {
        shape.args.add(kind ? `${name}:${kind}` : name);
      }
      cases.forEach(([, message]) => walkMessage(message));
    }
  };
  walkMessage(compiled);
  return shape;
}

describe('shapeOf', () => {
  it('reads plain, plural and select placeholders', () => {
    const [compiled] = Object.values(
      compileCatalog({
        a: 'Hi {name}, {n, plural, one {# record} other {# records}} in {kind, select, base {a} other {b}}',
      }),
    );
    const shape = shapeOf(compiled);
    expect([...shape.args].sort()).toEqual(['kind:select:base|other', 'n:plural', 'name']);
    expect(shape.plurals).toEqual([{ name: 'n', categories: ['one', 'other'] }]);
  });
});

describe('message catalogs', () => {
  const english = namespacesOf(SOURCE_LANGUAGE);

  it('English has namespaces, and every message parses', () => {
    expect(english.length).toBeGreaterThan(0);
    for (const lang of Object.keys(LANGUAGES))
      for (const ns of namespacesOf(lang))
        expect(() => compileCatalog(read(lang, ns), `${lang}/${ns}`)).not.toThrow();
  });

  describe.each(languages)('%s', (lang) => {
    const rules = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];

    it('has the namespaces English has, and no other', () => {
      expect(namespacesOf(lang)).toEqual(english);
    });

    it('has every key English has, and no other', () => {
      const problems: string[] = [];
      for (const ns of english) {
        const source = Object.keys(read(SOURCE_LANGUAGE, ns));
        const here = Object.keys(read(lang, ns));
        for (const k of source) if (!here.includes(k)) problems.push(`${ns}.${k} is missing`);
        for (const k of here) if (!source.includes(k)) problems.push(`${ns}.${k} is not in English`);
      }
      expect(problems).toEqual([]);
    });

    it("keeps English's placeholders and gives every plural form of the language", () => {
      const problems: string[] = [];
      for (const ns of english) {
        const source = compileCatalog(read(SOURCE_LANGUAGE, ns));
        const here = compileCatalog(read(lang, ns));
        for (const [key, message] of Object.entries(here)) {
          if (!(key in source)) continue;
          const want = [...shapeOf(source[key]).args].sort();
          const shape = shapeOf(message);
          const got = [...shape.args].sort();
          if (want.join() !== got.join())
            problems.push(`${ns}.${key}: placeholders ${got.join(', ')} ≠ ${want.join(', ')}`);
          for (const { name, categories } of shape.plurals)
            for (const category of rules)
              if (!categories.includes(category))
                problems.push(`${ns}.${key}: ${name} lacks the '${category}' form`);
        }
      }
      expect(problems).toEqual([]);
    });
  });
});
