import { sessionEnd } from './sessionEnd';

describe('sessionEnd', () => {
  it('ends the session when no one is signed in any more', () => {
    expect(sessionEnd('a1', null, 'logout')).toEqual({ adminId: 'a1', nextAdminId: null, cause: 'logout' });
    expect(sessionEnd('a1', null, 'elsewhere')).toEqual({
      adminId: 'a1',
      nextAdminId: null,
      cause: 'elsewhere',
    });
  });

  it('ends the session when another admin is signed in', () => {
    expect(sessionEnd('a1', 'a2', 'elsewhere')).toEqual({
      adminId: 'a1',
      nextAdminId: 'a2',
      cause: 'elsewhere',
    });
  });

  it('ends nothing for a first sign-in or a refreshed token of the same admin', () => {
    expect(sessionEnd(null, 'a1', 'elsewhere')).toBeNull();
    expect(sessionEnd(null, null, 'logout')).toBeNull();
    expect(sessionEnd('a1', 'a1', 'elsewhere')).toBeNull();
  });

  it('ends it when the same admin signed in again after a sign-out heard only afterwards', () => {
    expect(sessionEnd('a1', 'a1', 'elsewhere', true)).toEqual({
      adminId: 'a1',
      nextAdminId: 'a1',
      cause: 'elsewhere',
    });
    expect(sessionEnd(null, 'a1', 'elsewhere', true)).toBeNull();
  });
});
