import { apiDocTabs } from './apiDocs';
import { BASE_URL, base, auth, tab } from './apiDocs.fixtures';

describe('apiDocTabs: examples', () => {
  it('gives a JavaScript and a Dart example per tab, with the base URL', () => {
    for (const t of apiDocTabs(auth({ allowEmailAuth: true, allowOAuth2Auth: true }), BASE_URL)) {
      expect(t.examples.map((e) => [e.label, e.language])).toEqual([
        ['JavaScript', 'javascript'],
        ['Dart', 'dart'],
      ]);
      expect(t.examples[0].code).toContain(`const pb = new PocketBase('${BASE_URL}');`);
      expect(t.examples[1].code).toContain(`final pb = PocketBase('${BASE_URL}');`);
    }
  });

  it('escapes $ in Dart strings', () => {
    const priced = base({
      schema: [{ name: 'price', type: 'select', options: { maxSelect: 1, values: ['$5'] } }],
    });
    expect(tab(apiDocTabs(priced, BASE_URL), 'create').examples[1].code).toContain('"price": "\\$5"');
  });
});
