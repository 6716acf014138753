import { exampleRecord } from './samples';
import { apiDocTabs } from './apiDocs';
import { BASE_URL, base, auth, view, tab } from './apiDocs.fixtures';

describe('apiDocTabs: parameters', () => {
  it('gives the 400 examples field error data', () => {
    const create = tab(apiDocTabs(base(), BASE_URL), 'create');
    expect(JSON.parse(create.responses[1].body)).toEqual({
      code: 400,
      message: 'Something went wrong while processing your request.',
      data: { title: { code: 'validation_required', message: 'Cannot be blank.' } },
    });
  });
});

describe('exampleRecord', () => {
  it('fills the system fields and a sample value per field type', () => {
    expect(exampleRecord(base())).toEqual({
      id: 'RECORD_ID',
      collectionId: 'postsid00000001',
      collectionName: 'posts',
      created: '2022-01-01 10:00:00.123Z',
      updated: '2022-01-01 10:00:00.123Z',
      title: 'test',
      views: 123,
      public: true,
      contact: 'test@example.com',
      site: 'https://example.com',
      body: '<p>test</p>',
      published: '2022-01-01 10:00:00.123Z',
      status: 'draft',
      tags: ['a'],
      meta: 'JSON',
      cover: 'filename.jpg',
      gallery: ['filename.jpg'],
      author: 'RELATION_RECORD_ID',
      related: ['RELATION_RECORD_ID'],
    });
  });

  it('adds the auth fields to auth records', () => {
    expect(exampleRecord(auth({}))).toMatchObject({
      username: 'username123',
      email: 'test@example.com',
      emailVisibility: true,
      verified: true,
      name: 'test',
    });
  });

  it('leaves created and updated out of view records', () => {
    expect(exampleRecord(view)).toEqual({
      id: 'RECORD_ID',
      collectionId: 'viewid000000001',
      collectionName: 'stats',
      total: 123,
    });
  });

  it('is the record of the success responses', () => {
    const tabs = apiDocTabs(base(), BASE_URL);
    expect(JSON.parse(tab(tabs, 'view').responses[0].body)).toEqual(exampleRecord(base()));
    expect(JSON.parse(tab(tabs, 'list').responses[0].body).items[0]).toEqual(exampleRecord(base()));
    expect(tab(tabs, 'delete').responses[0]).toEqual({ status: 204, body: 'null' });
  });
});
