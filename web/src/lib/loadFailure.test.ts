import { ClientResponseError } from 'pocketbase';
import { isLoadFailure, isUnreachable } from './loadFailure';

const abort = new ClientResponseError({ isAbort: true, originalError: new Error('aborted') });
const down = new ClientResponseError({ originalError: new TypeError('Failed to fetch') });
const badFilter = new ClientResponseError({ status: 400, data: { message: 'Invalid filter.' } });

describe('list load failures', () => {
  it('an abort is never a failure: the list keeps what it showed', () => {
    expect(isLoadFailure({ isError: true, error: abort })).toBe(false);
    expect(isLoadFailure({ isError: true, error: badFilter })).toBe(true);
    expect(isLoadFailure({ isError: false, error: null })).toBe(false);
  });

  it('tells an unreachable server (watched until it is back) from a refused request', () => {
    expect(isUnreachable(down)).toBe(true);
    expect(isUnreachable(badFilter)).toBe(false);
    expect(isUnreachable(abort)).toBe(false);
  });
});
