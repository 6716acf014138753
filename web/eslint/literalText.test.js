import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import plugin, { isText } from './literalText.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const rule = plugin.rules['literal-text'];
const error = { messageId: 'literal' };

describe('isText', () => {
  it('is a sentence or a capitalised word, in any script; not a key, a value or punctuation', () => {
    expect(isText('Save changes')).toBe(true);
    expect(isText('Collections')).toBe(true);
    expect(isText('المجموعات')).toBe(true);
    expect(isText('title.collections')).toBe(false);
    expect(isText('text')).toBe(false);
    expect(isText(' · ')).toBe(false);
    expect(isText('#1')).toBe(false);
  });
});

tester.run('literal-text', rule, {
  valid: [
    { code: "<p>{t('notFound.text')}</p>" },
    { code: '<span aria-hidden="true">·</span>' },
    { code: '<input type="text" className="field" aria-label={t(\'search\')} />' },
    { code: "const route = { title: 'title.login', pattern: '/login' };" },
    { code: "toasts.success(t('saved'));" },
    { code: "const kind = { type: 'Base' };" },
  ],
  invalid: [
    { code: '<p>The page you are looking for does not exist.</p>', errors: [error] },
    { code: "<p>{'Loading…'}</p>", errors: [error] },
    { code: '<button aria-label="Close panel" />', errors: [error] },
    { code: '<input placeholder={`Search records`} />', errors: [error] },
    { code: "<Field label={isNew ? 'New record' : 'Edit record'} />", errors: [error] },
    { code: "const nav = [{ href: '/logs', label: 'Logs' }];", errors: [error] },
    { code: "const x = { emptyText: 'No records found.' };", errors: [error] },
    { code: "toasts.success('Successfully saved.');", errors: [error] },
    { code: "void confirm('Do you really want to delete it?');", errors: [error] },
  ],
});
