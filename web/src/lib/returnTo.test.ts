import { forgetReturnTo, peekReturnTo, rememberReturnTo } from './returnTo';

describe('return after signing in again', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives back the remembered path to the same admin until it is forgotten', () => {
    rememberReturnTo('/settings/admins?admin=new', 'admin1');
    expect(peekReturnTo('admin1')).toBe('/settings/admins?admin=new');
    expect(peekReturnTo('admin1')).toBe('/settings/admins?admin=new');
    forgetReturnTo();
    expect(peekReturnTo('admin1')).toBeNull();
  });

  it('gives nothing to another admin', () => {
    rememberReturnTo('/collections?collectionId=c1&recordId=r1', 'admin1');
    expect(peekReturnTo('admin2')).toBeNull();
    expect(peekReturnTo('')).toBeNull();
  });

  it('keeps the latest place only', () => {
    rememberReturnTo('/logs', 'admin1');
    rememberReturnTo('/settings', 'admin2');
    expect(peekReturnTo('admin1')).toBeNull();
    expect(peekReturnTo('admin2')).toBe('/settings');
  });

  it('never remembers the sign-in pages, anything that is not a dashboard path, or a place of no admin', () => {
    for (const path of [
      '/login',
      '/request-password-reset',
      '/confirm-password-reset/x',
      '//evil.example',
      'x',
    ])
      rememberReturnTo(path, 'admin1');
    rememberReturnTo('/logs', '');
    expect(peekReturnTo('admin1')).toBeNull();
    expect(peekReturnTo('')).toBeNull();
  });

  it('ignores what it cannot read (an older format, a hand-edited value)', () => {
    sessionStorage.setItem('larder_return_to', '/settings');
    expect(peekReturnTo('admin1')).toBeNull();
    sessionStorage.setItem('larder_return_to', JSON.stringify({ path: '//evil.example', admin: 'admin1' }));
    expect(peekReturnTo('admin1')).toBeNull();
  });
});
