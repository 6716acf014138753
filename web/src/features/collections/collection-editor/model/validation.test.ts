import type { CollectionForm } from './collectionForm';
import { collectionToForm, newCollectionForm, newField } from './toForm';
import { removeField } from './transitions';
import { collectionPayload } from './saving';
import { errorTab, validateCollectionForm } from './validation';
import { posts, users, tags, ALL, withField, baseForm, deepFreeze } from './collectionForm.fixtures';

describe('errorTab', () => {
  it.each([
    ['name', 'fields'],
    ['type', 'fields'],
    ['schema', 'fields'],
    ['schema.2.options.max', 'fields'],
    ['indexes.0', 'fields'],
    ['options.query', 'fields'],
    ['listRule', 'rules'],
    ['deleteRule', 'rules'],
    ['options.manageRule', 'rules'],
    ['options.minPasswordLength', 'options'],
    ['options.onlyEmailDomains', 'options'],
  ] as const)('%s → %s', (path, tab) => {
    expect(errorTab(path)).toBe(tab);
  });
});

describe('validateCollectionForm', () => {
  const validate = (form: CollectionForm) => validateCollectionForm(form, ALL);

  it('an untouched saved collection is valid', () => {
    expect(validate(collectionToForm(posts()))).toEqual({});
    expect(validate(collectionToForm(users))).toEqual({});
  });

  it('collection name: required, pattern, unique (case-insensitive), not another id', () => {
    const form = baseForm('text');
    expect(validate({ ...form, name: '' }).name).toBe('Cannot be blank.');
    expect(validate({ ...form, name: '_x' }).name).toMatch(/starting with a letter or digit/);
    expect(validate({ ...form, name: 'POSTS' }).name).toBe('A collection with this name already exists.');
    expect(validate({ ...form, name: 'tags_id_0000001' }).name).toBe(
      'Must not match an existing collection id.',
    );
    expect(validate({ ...collectionToForm(posts()), name: 'posts' }).name).toBeUndefined();
  });

  it('a base collection needs at least one field (the server refuses an empty schema)', () => {
    expect(validate(baseForm()).schema).toBe('Cannot be blank.');
    expect(validate(removeField(baseForm('text'), 0)).schema).toBe('Cannot be blank.');
    const onlyRemoved = collectionToForm(tags);
    expect(validate(removeField(onlyRemoved, 0)).schema).toBe('Cannot be blank.');
    expect(validate({ ...newCollectionForm('auth'), name: 'members' })).toEqual({});
  });

  it('field names: required, word characters, reserved names, unique among kept fields', () => {
    const form = baseForm('text', 'text', 'text', 'text', 'text');
    const names = ['', 'a-b', 'Created', 'dup', 'DUP'];
    form.schema = form.schema.map((f, i) => ({ ...f, name: names[i] }));
    const errors = validate(form);
    expect(errors['schema.0.name']).toBe('Cannot be blank.');
    expect(errors['schema.1.name']).toBe('Use only letters, digits and _.');
    expect(errors['schema.2.name']).toBe('"Created" is a reserved name.');
    expect(errors['schema.3.name']).toBeUndefined();
    expect(errors['schema.4.name']).toBe('Another field has this name.');
  });

  it.each(['id', 'updated', 'collectionId', 'collectionName', 'expand', 'null', 'true'])(
    '%s is reserved',
    (name) => {
      const form = baseForm('text');
      form.schema[0].name = name;
      expect(validate(form)['schema.0.name']).toMatch(/reserved/);
    },
  );

  it('auth names are reserved in auth collections only', () => {
    for (const name of [
      'username',
      'email',
      'emailVisibility',
      'verified',
      'tokenKey',
      'passwordHash',
      'password',
      'oldPassword',
    ]) {
      const auth = {
        ...newCollectionForm('auth'),
        name: 'members',
        schema: [{ ...newField('text', []), name }],
      };
      expect(validate(auth)['schema.0.name']).toMatch(/reserved/);
      const base = { ...baseForm(), schema: [{ ...newField('text', []), name }] };
      expect(validate(base)['schema.0.name']).toBeUndefined();
    }
  });

  it('a removed field frees its name', () => {
    let form = collectionToForm(posts());
    form = removeField(form, 0);
    form = withField(form, { ...newField('text', []), name: 'title' });
    const errors = validate(form);
    expect(errors['schema.4.name']).toBeUndefined();
  });

  it('text: min integer >= 0, max 0 or >= min, pattern a Go regexp', () => {
    const check = (options: { [key: string]: unknown }) => {
      const form = baseForm('text');
      form.schema[0].options = { min: null, max: null, pattern: '', ...options };
      return validate(form);
    };
    expect(check({ min: -1 })['schema.0.options.min']).toBe('Must be an integer >= 0.');
    expect(check({ min: 1.5 })['schema.0.options.min']).toBe('Must be an integer >= 0.');
    expect(check({ min: 5, max: 3 })['schema.0.options.max']).toBe('Must be 0 (no limit) or at least 5.');
    expect(check({ min: 5, max: 0 })).toEqual({});
    expect(check({ min: 5, max: 5 })).toEqual({});
    expect(check({ max: -2 })['schema.0.options.max']).toBe('Must be an integer >= 0.');
    expect(check({ min: '', max: NaN })).toEqual({});
    expect(check({ pattern: '(?i)^[a-z]+$' })).toEqual({});
    expect(check({ pattern: '(?=a)' })['schema.0.options.pattern']).toBe(
      'Invalid regular expression: lookarounds are not supported.',
    );
  });

  it('number: max >= min', () => {
    const form = baseForm('number');
    form.schema[0].options = { min: 10, max: 2 };
    expect(validate(form)['schema.0.options.max']).toBe('Must be at least 10.');
    form.schema[0].options = { min: -1.5, max: -1.5 };
    expect(validate(form)).toEqual({});
    form.schema[0].options = { min: 'abc', max: null };
    expect(validate(form)['schema.0.options.min']).toBe('Not a valid number.');
  });

  it.each([
    ['number', 'min'],
    ['number', 'max'],
    ['text', 'min'],
    ['text', 'max'],
    ['select', 'maxSelect'],
    ['file', 'maxSelect'],
    ['file', 'maxSize'],
    ['relation', 'minSelect'],
    ['relation', 'maxSelect'],
  ] as const)("%s %s: text the server would not store as typed is 'Not a valid number.'", (type, key) => {
    const form = baseForm(type);
    for (const typed of ['1e309', '1e-400', '0x10', 'Infinity', 'ten']) {
      form.schema[0].options = { ...form.schema[0].options, values: ['a', 'b'], [key]: typed };
      expect(validate(form)[`schema.0.options.${key}`]).toBe('Not a valid number.');
    }
  });

  it('number options typed as text are sent as the numbers they are', () => {
    const form = baseForm('number');
    form.schema[0].options = { min: ' 1.5e1 ', max: '' };
    expect(validate(form)).toEqual({});
    const schema = collectionPayload(form).schema as { options: { [key: string]: unknown } }[];
    expect(schema[0].options).toEqual({ min: 15, max: null });
  });

  it('email / url: valid domains, not both lists', () => {
    const form = baseForm('email', 'url');
    form.schema[0].options = { onlyDomains: ['a.com'], exceptDomains: ['b.com'] };
    form.schema[1].options = { onlyDomains: ['not a domain'], exceptDomains: [] };
    const errors = validate(form);
    expect(errors['schema.0.options.exceptDomains']).toBe('Leave empty when only some domains are allowed.');
    expect(errors['schema.0.options.onlyDomains']).toBeUndefined();
    expect(errors['schema.1.options.onlyDomains']).toBe('Invalid domain "not a domain".');
  });

  it('date: max not before min', () => {
    const form = baseForm('date');
    form.schema[0].options = { min: '2024-01-02 00:00:00.000Z', max: '2024-01-01 00:00:00.000Z' };
    expect(validate(form)['schema.0.options.max']).toBe('Must not be before the min date.');
    form.schema[0].options = { min: '2024-01-01 00:00:00.000Z', max: '' };
    expect(validate(form)).toEqual({});
    form.schema[0].options = { min: 'soon', max: '' };
    expect(validate(form)['schema.0.options.min']).toBe('Not a valid date.');
  });

  it("date: an impossible date is 'Not a valid date.', typed or with the server's milliseconds", () => {
    const form = baseForm('date');
    for (const bad of [
      '2024-02-30 10:00:00',
      '2024-02-30 10:00:00.000Z',
      '2024-13-45 10:00:00',
      'not a date',
      '2024-05-01 10:00',
      '2024-05-01 25:00:00.000Z',
    ]) {
      form.schema[0].options = { min: bad, max: bad };
      expect(validate(form)).toEqual({
        'schema.0.options.min': 'Not a valid date.',
        'schema.0.options.max': 'Not a valid date.',
      });
    }
    form.schema[0].options = { min: '2024-02-29 10:00:00', max: '2024-03-01 00:00:00.123Z' };
    expect(validate(form)).toEqual({});
  });

  it('select: choices required, multiple maxSelect integer >= 2 and at most the choices', () => {
    const form = baseForm('select');
    expect(validate(form)['schema.0.options.values']).toBe('Cannot be blank.');
    const check = (maxSelect: unknown) => {
      form.schema[0].options = { values: ['a', 'b', 'c'], maxSelect };
      return validate(form)['schema.0.options.maxSelect'];
    };
    expect(check(1)).toBeUndefined();
    expect(check(3)).toBeUndefined();
    expect(check(0)).toBe('Must be an integer >= 2.');
    expect(check(2.5)).toBe('Must be an integer >= 2.');
    expect(check(null)).toBe('Cannot be blank.');
    expect(check(4)).toBe('Must be at most 3 (the number of choices).');
  });

  it('file: maxSelect required, integer >= 2 when multiple; maxSize integer > 0; thumb sizes', () => {
    const check = (options: { [key: string]: unknown }) => {
      const form = baseForm('file');
      form.schema[0].options = { ...form.schema[0].options, ...options };
      return validate(form);
    };
    expect(check({})).toEqual({});
    expect(check({ maxSelect: 99 })).toEqual({});
    expect(check({ maxSelect: '' })['schema.0.options.maxSelect']).toBe('Cannot be blank.');
    expect(check({ maxSelect: 0 })['schema.0.options.maxSelect']).toBe('Must be an integer >= 2.');
    expect(check({ maxSize: null })['schema.0.options.maxSize']).toBe('Cannot be blank.');
    expect(check({ maxSize: -1 })['schema.0.options.maxSize']).toBe('Must be an integer >= 0.');
    expect(check({ maxSize: 0 })['schema.0.options.maxSize']).toBe('Must be greater than 0 bytes.');
    expect(check({ thumbs: ['100x100', '100x100t', '100x100b', '100x100f', '0x50', '50x0'] })).toEqual({});
    for (const bad of ['0x0', '100', '100x100x', 'axb', '10x10z']) {
      expect(check({ thumbs: ['10x10', bad] })['schema.0.options.thumbs']).toContain(`"${bad}"`);
    }
  });

  it("relation: collection required ('Required') and existing, minSelect >= 1, maxSelect >= minSelect or 2", () => {
    const check = (options: { [key: string]: unknown }) => {
      const form = baseForm('relation');
      form.schema[0].options = { ...form.schema[0].options, collectionId: 'tags_id_0000001', ...options };
      return validate(form);
    };
    expect(check({})).toEqual({});
    expect(check({ collectionId: '' })['schema.0.options.collectionId']).toBe('Required');
    expect(check({ collectionId: 'missing' })['schema.0.options.collectionId']).toBe(
      'The collection does not exist.',
    );
    expect(check({ minSelect: 0, maxSelect: null })['schema.0.options.minSelect']).toBe(
      'Must be an integer >= 1.',
    );
    expect(check({ minSelect: 2, maxSelect: null })).toEqual({});
    expect(check({ minSelect: 3, maxSelect: 2 })['schema.0.options.maxSelect']).toBe('Must be at least 3.');
    expect(check({ minSelect: 2, maxSelect: 1 })['schema.0.options.maxSelect']).toBe('Must be at least 2.');
    expect(check({ maxSelect: 0 })['schema.0.options.maxSelect']).toBe('Must be at least 2.');
    expect(check({ maxSelect: 5 })).toEqual({});
    expect(check({ displayFields: ['label', 'id'] })).toEqual({});
    expect(check({ displayFields: ['nope'] })['schema.0.options.displayFields']).toBe(
      '"nope" is not a field of tags.',
    );
  });

  it('indexes: removed or unknown columns and invalid texts', () => {
    let form = removeField(collectionToForm(posts()), 1);
    expect(validate(form)).toEqual({ 'indexes.1': 'Uses the removed field "views".' });
    form = { ...collectionToForm(posts()), indexes: ['CREATE INDEX `i` ON `posts` (`ghost`)', 'nonsense'] };
    expect(validate(form)).toEqual({
      'indexes.0': 'Unknown column "ghost".',
      'indexes.1': 'Invalid CREATE INDEX expression.',
    });
    form = { ...collectionToForm(posts()), indexes: ['CREATE INDEX `i` ON `posts` (`created`, `id`)'] };
    expect(validate(form)).toEqual({});
  });

  it('auth options: min password length 6 to 72, domain lists not both, manage rule not empty', () => {
    const form = (options: Partial<CollectionForm['options']>): CollectionForm => ({
      ...newCollectionForm('auth'),
      name: 'members',
      options: { ...newCollectionForm('auth').options, ...options },
    });
    expect(validate(form({}))).toEqual({});
    for (const bad of [5, 73, 7.5]) {
      expect(validate(form({ minPasswordLength: bad }))['options.minPasswordLength']).toBe(
        'Must be an integer from 6 to 72.',
      );
    }
    for (const typed of ['1e309', '0x10', 'six'])
      expect(
        validate(form({ minPasswordLength: typed as unknown as number }))['options.minPasswordLength'],
      ).toBe('Not a valid number.');
    expect(validate(form({ minPasswordLength: 6 }))).toEqual({});
    expect(validate(form({ minPasswordLength: 72 }))).toEqual({});
    expect(validate(form({ minPasswordLength: 0 }))['options.minPasswordLength']).toBe('Cannot be blank.');
    expect(validate(form({ minPasswordLength: 0, allowEmailAuth: false, allowUsernameAuth: false }))).toEqual(
      {},
    );
    expect(
      validate(form({ onlyEmailDomains: ['a.com'], exceptEmailDomains: ['b.com'] }))[
        'options.exceptEmailDomains'
      ],
    ).toBe('Leave empty when only some domains are allowed.');
    expect(validate(form({ manageRule: '' }))['options.manageRule']).toMatch(/Cannot be empty/);
    expect(validate(form({ manageRule: '@request.auth.id != ""' }))).toEqual({});
  });

  it('view: query required; schema and indexes are not checked', () => {
    const view = { ...newCollectionForm('view'), name: 'v' };
    expect(validate(view)).toEqual({ 'options.query': 'Cannot be blank.' });
    expect(validate({ ...view, options: { ...view.options, query: 'select id from posts' } })).toEqual({});
  });

  it('does not mutate the form', () => {
    const form = deepFreeze(removeField(collectionToForm(posts()), 1));
    expect(() => validate(form)).not.toThrow();
  });
});
