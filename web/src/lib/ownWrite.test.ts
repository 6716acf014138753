import { afterOwnWrite, isOwnWrite, isStoredNameOf } from './ownWrite';
import { isFormDirty, recordToFormValues, type RecordFormValues, type RecordLike } from './recordForm';
import { type CollectionLike, type FieldLike } from './schema';

const field = (name: string, type: string, options: FieldLike['options'] = {}): FieldLike => ({
  name,
  type,
  options,
});

const posts: CollectionLike = {
  type: 'base',
  schema: [
    field('title', 'text'),
    field('views', 'number'),
    field('published', 'bool'),
    field('when', 'date'),
    field('status', 'select', { values: ['draft', 'live'], maxSelect: 1 }),
    field('tags', 'select', { values: ['a', 'b', 'c'], maxSelect: 3 }),
    field('meta', 'json'),
    field('cover', 'file', { maxSelect: 1 }),
    field('gallery', 'file', { maxSelect: 3 }),
    field('location', 'geoPoint'),
  ],
};

const users: CollectionLike = { type: 'auth', schema: [field('name', 'text')] };

const post: RecordLike = {
  id: 'post1234567890a',
  updated: '2024-01-02 10:00:00.123Z',
  title: 'Hello',
  views: 12,
  published: false,
  when: '2024-01-01 10:00:00.123Z',
  status: 'draft',
  tags: ['a'],
  meta: { a: 1 },
  cover: 'cover_abcdefghij.png',
  gallery: ['one_abcdefghij.png', 'two_abcdefghij.png'],
  location: { lat: 1, lon: 2 },
};

const user: RecordLike = {
  id: 'user12345678901',
  username: 'alice',
  email: 'alice@example.com',
  emailVisibility: false,
  verified: false,
  name: 'Alice',
};

let keys = 0;
const upload = (name: string) => {
  keys += 1;
  return { key: `k${keys}`, file: new File(['x'], name, { type: 'image/png' }) };
};

/** The form of `record` with `edit` applied: what the lost save sent. */
function sentFrom(
  collection: CollectionLike,
  record: RecordLike | null,
  edit: (values: RecordFormValues) => void,
): RecordFormValues {
  const values = recordToFormValues(collection, record);
  edit(values);
  return values;
}

describe('isStoredNameOf', () => {
  it('accepts the name the server makes of an upload', () => {
    expect(isStoredNameOf('photo.png', 'photo_Ab3dE6gH9k.png')).toBe(true);
    expect(isStoredNameOf('My Holiday Photo.JPG', 'my_holiday_photo_Ab3dE6gH9k.JPG')).toBe(true);
    expect(isStoredNameOf('reportFinal.v2.pdf', 'report_final_v2_Ab3dE6gH9k.pdf')).toBe(true);
    // a stem below 3 characters gets 10 random characters more
    expect(isStoredNameOf('a.txt', 'aXy12Zq9Lm0_Ab3dE6gH9k.txt')).toBe(true);
    // no extension: the server guesses one from the content
    expect(isStoredNameOf('README', 'readme_Ab3dE6gH9k.txt')).toBe(true);
    expect(isStoredNameOf('README', 'readme_Ab3dE6gH9k')).toBe(true);
  });

  it('refuses another name, another extension or a missing random part', () => {
    expect(isStoredNameOf('photo.png', 'other_Ab3dE6gH9k.png')).toBe(false);
    expect(isStoredNameOf('photo.png', 'photo_Ab3dE6gH9k.jpg')).toBe(false);
    expect(isStoredNameOf('photo.png', 'photo.png')).toBe(false);
    expect(isStoredNameOf('photo.png', 'photo_short.png')).toBe(false);
    expect(isStoredNameOf('a.txt', 'a_Ab3dE6gH9k.txt')).toBe(false);
  });

  it('reads regular-expression characters of a name literally', () => {
    expect(isStoredNameOf('x+y.(1).png', 'x_y_1_Ab3dE6gH9k.png')).toBe(true);
    expect(isStoredNameOf('file.p+g', 'file_Ab3dE6gH9k.p+g')).toBe(true);
    expect(isStoredNameOf('file.p+g', 'file_Ab3dE6gH9k.ppg')).toBe(false);
  });
});

describe('isOwnWrite', () => {
  it('recognises the server holding exactly what an update sent, as the server stores it', () => {
    const sent = sentFrom(posts, post, (v) => {
      v.fields.title = 'Changed';
      v.fields.views = '';
      v.fields.published = true;
      v.fields.when = '2024-05-06 07:08:09';
      v.fields.status = ['live'];
      v.fields.tags = ['c', 'a', 'c'];
      v.fields.meta = '{ "b": [1, 2],\n  "a": "x" }';
    });
    const server = {
      ...post,
      updated: '2024-01-03 10:00:00.000Z',
      title: 'Changed',
      views: 0,
      published: true,
      when: '2024-05-06 07:08:09.000Z',
      status: 'live',
      tags: ['c', 'a'],
      meta: { b: [1, 2], a: 'x' },
    };
    expect(isOwnWrite(posts, sent, server, { isNew: false })).toBe(true);
  });

  it('sees a change made by someone else, even beside the own write', () => {
    const sent = sentFrom(posts, post, (v) => {
      v.fields.title = 'Changed';
    });
    expect(isOwnWrite(posts, sent, { ...post, title: 'Changed', views: 13 }, { isNew: false })).toBe(false);
    expect(isOwnWrite(posts, sent, { ...post, title: 'Other' }, { isNew: false })).toBe(false);
    expect(isOwnWrite(posts, sent, { ...post, title: 'Changed', meta: { a: 2 } }, { isNew: false })).toBe(
      false,
    );
    // the own write did not land: the server still has the loaded value
    expect(isOwnWrite(posts, sent, post, { isNew: false })).toBe(false);
  });

  it('judges files by place, count and the names of the uploads', () => {
    const sent = sentFrom(posts, post, (v) => {
      v.files.gallery.deleted = ['one_abcdefghij.png'];
      v.files.gallery.added = [upload('new.png'), upload('Other File.png')];
      v.files.cover.deleted = ['cover_abcdefghij.png'];
      v.files.cover.added = [upload('front.jpg')];
    });
    const stored = {
      ...post,
      cover: 'front_Zz9Yy8Xx7W.jpg',
      gallery: ['two_abcdefghij.png', 'new_Q1w2E3r4T5.png', 'other_file_A1s2D3f4G5.png'],
    };
    expect(isOwnWrite(posts, sent, stored, { isNew: false })).toBe(true);
    // an upload missing, one more file, the kept files in another order, or an unlike name
    expect(
      isOwnWrite(posts, sent, { ...stored, gallery: stored.gallery.slice(0, 2) }, { isNew: false }),
    ).toBe(false);
    expect(
      isOwnWrite(
        posts,
        sent,
        { ...stored, gallery: [...stored.gallery, 'more_A1s2D3f4G5.png'] },
        { isNew: false },
      ),
    ).toBe(false);
    expect(
      isOwnWrite(
        posts,
        sent,
        { ...stored, gallery: ['new_Q1w2E3r4T5.png', 'two_abcdefghij.png', 'other_file_A1s2D3f4G5.png'] },
        { isNew: false },
      ),
    ).toBe(false);
    expect(isOwnWrite(posts, sent, { ...stored, cover: 'back_Zz9Yy8Xx7W.jpg' }, { isNew: false })).toBe(
      false,
    );
    // a file someone else deleted
    const untouched = sentFrom(posts, post, (v) => {
      v.fields.title = 'Changed';
    });
    expect(
      isOwnWrite(
        posts,
        untouched,
        { ...post, title: 'Changed', gallery: ['two_abcdefghij.png'] },
        { isNew: false },
      ),
    ).toBe(false);
  });

  it('recognises a create by its id; a username left blank is the server’s to make', () => {
    const sent = sentFrom(users, null, (v) => {
      v.id = 'abcdefghijklmno';
      v.fields.name = 'Bob';
      v.auth = { ...v.auth!, email: 'bob@example.com', password: 'secret12', passwordConfirm: 'secret12' };
    });
    const created = {
      id: 'abcdefghijklmno',
      username: 'users12345',
      email: 'bob@example.com',
      emailVisibility: false,
      verified: false,
      name: 'Bob',
    };
    expect(isOwnWrite(users, sent, created, { isNew: true })).toBe(true);
    expect(isOwnWrite(users, sent, { ...created, id: 'zzzzzzzzzzzzzzz' }, { isNew: true })).toBe(false);
    expect(isOwnWrite(users, sent, { ...created, verified: true }, { isNew: true })).toBe(false);
    const named = { ...sent, auth: { ...sent.auth!, username: 'bob' } };
    expect(isOwnWrite(users, named, created, { isNew: true })).toBe(false);
    expect(isOwnWrite(users, named, { ...created, username: 'bob' }, { isNew: true })).toBe(true);
  });

  it('compares an auth record’s fields but never its password', () => {
    const sent = sentFrom(users, user, (v) => {
      v.auth = {
        ...v.auth!,
        email: 'new@example.com',
        changePassword: true,
        password: 'p',
        passwordConfirm: 'p',
      };
    });
    expect(isOwnWrite(users, sent, { ...user, email: 'new@example.com' }, { isNew: false })).toBe(true);
    expect(isOwnWrite(users, sent, user, { isNew: false })).toBe(false);
  });
});

describe('afterOwnWrite', () => {
  const server = { ...post, updated: '2024-01-03 10:00:00.000Z', title: 'Changed', views: 0 };

  it('leaves nothing to save when the form still holds what was sent', () => {
    const sent = sentFrom(posts, post, (v) => {
      v.fields.title = 'Changed';
      v.fields.views = '';
    });
    const values = afterOwnWrite(posts, sent, sent, server, { isNew: false });
    expect(values).toEqual(recordToFormValues(posts, server));
    expect(isFormDirty(recordToFormValues(posts, server), values)).toBe(false);
  });

  it('keeps what the admin typed since, as the rest to save', () => {
    const sent = sentFrom(posts, post, (v) => {
      v.fields.title = 'Changed';
      v.fields.views = '';
    });
    const current = { ...sent, fields: { ...sent.fields, published: true } };
    const values = afterOwnWrite(posts, sent, current, server, { isNew: false });
    expect(values.fields.published).toBe(true);
    expect(values.fields.title).toBe('Changed');
    expect(values.fields.views).toBe('0');
    expect(isFormDirty(recordToFormValues(posts, server), values)).toBe(true);
  });

  it('takes landed uploads as stored files and keeps later uploads and deletions', () => {
    const landed = upload('new.png');
    const removedSince = upload('gone.png');
    const sent = sentFrom(posts, post, (v) => {
      v.files.gallery.added = [landed, removedSince];
    });
    const later = upload('later.png');
    const current = sentFrom(posts, post, (v) => {
      v.files.gallery.deleted = ['one_abcdefghij.png'];
      v.files.gallery.added = [landed, later];
    });
    const stored = {
      ...post,
      gallery: [...(post.gallery as string[]), 'new_Q1w2E3r4T5.png', 'gone_A1s2D3f4G5.png'],
    };
    const values = afterOwnWrite(posts, sent, current, stored, { isNew: false });
    expect(values.files.gallery).toEqual({
      existing: stored.gallery,
      deleted: ['one_abcdefghij.png', 'gone_A1s2D3f4G5.png'],
      added: [later],
    });
    expect(values.files.cover).toEqual({ existing: ['cover_abcdefghij.png'], deleted: [], added: [] });
  });

  it('clears a password that was sent, and keeps one typed since as a password change', () => {
    const sent = sentFrom(users, null, (v) => {
      v.id = 'abcdefghijklmno';
      v.auth = { ...v.auth!, email: 'bob@example.com', password: 'secret12', passwordConfirm: 'secret12' };
    });
    const created = { id: 'abcdefghijklmno', username: 'users12345', email: 'bob@example.com', name: '' };
    const same = afterOwnWrite(users, sent, sent, created, { isNew: true });
    expect(same.auth).toMatchObject({ username: 'users12345', password: '', changePassword: false });
    expect(isFormDirty(recordToFormValues(users, created), same)).toBe(false);

    const retyped = { ...sent, auth: { ...sent.auth!, password: 'other123', passwordConfirm: 'other123' } };
    const changed = afterOwnWrite(users, sent, retyped, created, { isNew: true });
    expect(changed.auth).toMatchObject({ password: 'other123', changePassword: true });
  });
});
