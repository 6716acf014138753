import { normaliseCollection } from './collectionsImport';
import { importErrorsOf } from './importErrors';
import { POSTS, TAGS } from './collectionsImport.fixtures';

describe('server errors (shown per collection)', () => {
  const sent = [normaliseCollection(POSTS), normaliseCollection(TAGS)];

  it('names the collection and its field errors from a validation failure', () => {
    const data = {
      collections: {
        code: 'collections_import_validate_failure',
        message:
          'Data validations failed for collection "posts" (posts_id_000001):\n{\n  "name": "must be in a valid format",\n  "schema": {\n    "1": {\n      "name": "Duplicated or invalid schema field name"\n    }\n  }\n}.',
      },
    };
    expect(importErrorsOf(data, sent)).toEqual([
      {
        collectionId: 'posts_id_000001',
        collectionName: 'posts',
        messages: [
          'name: must be in a valid format',
          'schema.1.name: Duplicated or invalid schema field name (field "body")',
        ],
      },
    ]);
  });

  it('reads a name the server quoted with escapes', () => {
    const data = {
      collections: {
        code: 'collections_import_validate_failure',
        message: 'Data validations failed for collection "a\\"b" (zzz_unknown_id1):\n{\n  "name": "bad"\n}.',
      },
    };
    expect(importErrorsOf(data, sent)[0]).toMatchObject({
      collectionId: 'zzz_unknown_id1',
      collectionName: 'a"b',
    });
  });

  it('an error about the whole import has no collection', () => {
    expect(
      importErrorsOf(
        {
          collections: {
            code: 'collections_import_failure',
            message: 'Failed to import the collections configuration.',
          },
        },
        sent,
      ),
    ).toEqual([
      {
        collectionId: null,
        collectionName: null,
        messages: ['Failed to import the collections configuration.'],
      },
    ]);
    expect(importErrorsOf(undefined, sent)).toEqual([]);
  });
});
