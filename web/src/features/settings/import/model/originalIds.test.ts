import { normaliseCollection, type ImportCollection } from './collectionsImport';
import { detectChanges } from './importChanges';
import { findOriginalIds, hasOriginalIds, replaceWithOriginalIds } from './originalIds';
import { analyseImport } from './importAnalysis';
import { serverCollection, EXISTING, text } from './collectionsImport.fixtures';

describe('replace with original ids', () => {
  const existing = EXISTING.map(normaliseCollection);

  /** posts and tags exported from another server: same names, other ids, a relation from posts to tags. */
  function fromElsewhere(): ImportCollection[] {
    return [
      normaliseCollection(
        serverCollection('other_posts_001', 'posts', [
          { id: 'o_title', name: 'title' },
          { id: 'f_body', name: 'body' },
          {
            id: 'o_tags',
            name: 'tags',
            type: 'relation',
            options: { collectionId: 'other_tags_0001', maxSelect: null },
          },
          { id: 'o_extra', name: 'extra' },
        ]),
      ),
      normaliseCollection(serverCollection('other_tags_0001', 'tags', [{ id: 'o_label', name: 'label' }])),
      normaliseCollection(serverCollection('other_new_00001', 'fresh', [{ id: 'o_x', name: 'x' }])),
    ];
  }

  it('finds the collections and fields whose names match existing ones under other ids', () => {
    const ids = findOriginalIds(fromElsewhere(), existing);
    expect(hasOriginalIds(ids)).toBe(true);
    expect([...ids.collections]).toEqual([
      ['other_posts_001', 'posts_id_000001'],
      ['other_tags_0001', 'tags_id_0000001'],
    ]);
    expect([...(ids.fields.get('other_posts_001') ?? [])]).toEqual([['o_title', 'f_title']]);
    expect([...(ids.fields.get('other_tags_0001') ?? [])]).toEqual([['o_label', 'f_label']]);
    expect(ids.fields.has('other_new_00001')).toBe(false);
  });

  it('remaps collection ids, field ids and relation collectionId references', () => {
    const imported = fromElsewhere();
    const replaced = replaceWithOriginalIds(imported, findOriginalIds(imported, existing));
    expect(replaced.map((c) => c.id)).toEqual(['posts_id_000001', 'tags_id_0000001', 'other_new_00001']);
    expect(replaced[0].schema.map((f) => f.id)).toEqual(['f_title', 'f_body', 'o_tags', 'o_extra']);
    expect(replaced[0].schema[2].options).toEqual({ collectionId: 'tags_id_0000001', maxSelect: null });
    expect(replaced[1].schema[0].id).toBe('f_label');
    // the input is left as it was
    expect(imported[0].id).toBe('other_posts_001');
    // afterwards nothing is left to replace, and only the real differences remain
    expect(hasOriginalIds(findOriginalIds(replaced, existing))).toBe(false);
    const changes = detectChanges(replaced, existing, true);
    expect(changes.added.map((c) => c.name)).toEqual(['fresh']);
    expect(changes.changed.map((c) => c.name)).toEqual(['posts']);
    expect(changes.changed[0].fields.map((f) => `${f.kind} ${f.name}`)).toEqual([
      'added tags',
      'added extra',
    ]);
  });

  it('nothing to replace when the ids already match (no alert)', () => {
    expect(hasOriginalIds(findOriginalIds(existing, existing))).toBe(false);
    expect(analyseImport(text(EXISTING), EXISTING, true).hasIdMismatches).toBe(false);
    expect(analyseImport(text(fromElsewhere()), EXISTING, true).hasIdMismatches).toBe(true);
  });

  it('never takes an id another imported collection or field already uses', () => {
    const imported = [
      normaliseCollection(
        serverCollection('other_posts_001', 'posts', [
          { id: 'o_title', name: 'title' },
          { id: 'f_title', name: 'subtitle' },
        ]),
      ),
      // keeps the id of the existing posts under another name (a rename)
      normaliseCollection(serverCollection('posts_id_000001', 'articles', [{ id: 'f_x', name: 'x' }])),
    ];
    const ids = findOriginalIds(imported, existing);
    expect(ids.collections.has('other_posts_001')).toBe(false);
    expect(ids.fields.get('other_posts_001')).toBeUndefined();
  });
});
