import { openerMessage, readOAuth2Result } from './oauth2Redirect';

describe('readOAuth2Result', () => {
  it('reads code and state from the real query or from the hash query', () => {
    expect(readOAuth2Result('?code=c1&state=s1', new URLSearchParams())).toEqual({
      code: 'c1',
      state: 's1',
      error: '',
      errorDescription: '',
    });
    expect(readOAuth2Result('', new URLSearchParams('code=c2&state=s2'))).toMatchObject({
      code: 'c2',
      state: 's2',
    });
  });

  it("reads the provider's refusal", () => {
    expect(
      readOAuth2Result('?error=access_denied&error_description=User+said+no&state=s1', new URLSearchParams()),
    ).toEqual({ code: '', state: 's1', error: 'access_denied', errorDescription: 'User said no' });
  });

  it("is null after the server's own redirect, which brings nothing", () => {
    expect(readOAuth2Result('', new URLSearchParams())).toBeNull();
    expect(readOAuth2Result('?installer', new URLSearchParams('x=1'))).toBeNull();
  });
});

describe('openerMessage', () => {
  it('carries the code and state, or the error, and nothing else', () => {
    expect(openerMessage({ code: 'c1', state: 's1', error: '', errorDescription: '' })).toEqual({
      code: 'c1',
      state: 's1',
    });
    expect(
      openerMessage({ code: '', state: 's1', error: 'access_denied', errorDescription: 'User said no' }),
    ).toEqual({ state: 's1', error: 'access_denied', errorDescription: 'User said no' });
  });
});
