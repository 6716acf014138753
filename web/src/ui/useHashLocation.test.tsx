import { act, renderHook } from '@testing-library/react';
import { navigate } from '../lib/router';
import { useHashQuery } from './useHashLocation';

describe('useHashQuery().setQuery(patch)', () => {
  beforeEach(() => navigate('/logs?filter=a&from=x', { force: true }));

  it('keeps the other keys, drops empty ones and stays on the path', () => {
    const { result } = renderHook(() => useHashQuery());
    act(() => result.current.setQuery({ filter: 'status >= 400', from: null }));
    expect(location.hash).toBe('#/logs?filter=status+%3E%3D+400');
    expect(result.current.query.get('filter')).toBe('status >= 400');
  });

  it('applies two patches of one tick on top of each other', () => {
    const { result } = renderHook(() => useHashQuery());
    act(() => {
      result.current.setQuery({ sort: 'email' });
      result.current.setQuery({ filter: '' });
    });
    expect(location.hash).toBe('#/logs?from=x&sort=email');
  });

  it('replaces the entry by default and pushes one on request', () => {
    const { result } = renderHook(() => useHashQuery());
    const length = history.length;
    act(() => result.current.setQuery({ filter: 'b' }));
    expect(history.length).toBe(length);
    act(() => result.current.setQuery({ filter: 'c' }, { push: true }));
    expect(history.length).toBe(length + 1);
  });
});
