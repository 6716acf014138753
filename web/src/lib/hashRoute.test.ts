import { buildHref, matchPath, parseHash } from './hashRoute';

describe('parseHash', () => {
  it('reads the path and the query from inside the hash', () => {
    const loc = parseHash('#/settings/admins?filter=john&sort=-created');
    expect(loc.path).toBe('/settings/admins');
    expect(loc.query.get('filter')).toBe('john');
    expect(loc.query.get('sort')).toBe('-created');
  });

  it('treats an empty hash, a bare # and a lone slash as the root path', () => {
    expect(parseHash('').path).toBe('/');
    expect(parseHash('#').path).toBe('/');
    expect(parseHash('#/').path).toBe('/');
  });

  it('strips trailing slashes but keeps the root', () => {
    expect(parseHash('#/logs/').path).toBe('/logs');
    expect(parseHash('#/settings/admins//?x=1').path).toBe('/settings/admins');
    expect(parseHash('#//').path).toBe('/');
  });

  it('adds a missing leading slash and collapses repeated leading slashes', () => {
    expect(parseHash('#logs').path).toBe('/logs');
    expect(parseHash('#//logs').path).toBe('/logs');
  });

  it('decodes query values', () => {
    const loc = parseHash('#/collections?filter=' + encodeURIComponent('name = "a b"'));
    expect(loc.query.get('filter')).toBe('name = "a b"');
  });

  it('gives an empty query when there is none', () => {
    expect(parseHash('#/logs').query.toString()).toBe('');
  });
});

describe('buildHref', () => {
  it('returns the bare path without a query', () => {
    expect(buildHref('/logs')).toBe('/logs');
    expect(buildHref('/logs', {})).toBe('/logs');
  });

  it('drops empty, null and undefined values', () => {
    expect(buildHref('/settings/admins', { filter: '', sort: null, page: undefined })).toBe(
      '/settings/admins',
    );
    expect(buildHref('/settings/admins', { filter: 'john', sort: '' })).toBe('/settings/admins?filter=john');
  });

  it('encodes values so they round-trip through parseHash', () => {
    const href = buildHref('/collections', { collectionId: 'abc', filter: 'email~"a&b"' });
    const loc = parseHash('#' + href);
    expect(loc.path).toBe('/collections');
    expect(loc.query.get('collectionId')).toBe('abc');
    expect(loc.query.get('filter')).toBe('email~"a&b"');
  });
});

describe('matchPath', () => {
  it('matches a static pattern with no params', () => {
    expect(matchPath('/settings/admins', '/settings/admins')).toEqual({});
  });

  it('extracts and decodes named params', () => {
    expect(matchPath('/confirm-password-reset/:token', '/confirm-password-reset/abc.def%2Fg%20h')).toEqual({
      token: 'abc.def/g h',
    });
  });

  it('extracts several params', () => {
    expect(matchPath('/:kind/confirm-verification/:token', '/users/confirm-verification/t1')).toEqual({
      kind: 'users',
      token: 't1',
    });
  });

  it('returns null when a static segment differs', () => {
    expect(matchPath('/settings/admins', '/settings/mail')).toBeNull();
  });

  it('returns null when the segment count differs', () => {
    expect(matchPath('/confirm-password-reset/:token', '/confirm-password-reset')).toBeNull();
    expect(matchPath('/logs', '/logs/extra')).toBeNull();
  });

  it('returns null for a param that cannot be decoded', () => {
    expect(matchPath('/x/:token', '/x/%E0%A4%A')).toBeNull();
  });
});
