import { act, renderHook } from '@testing-library/react';
import { addNavigationGuard, navigate } from '../lib/router';
import { useUrlPanel } from './useUrlPanel';

/** Runs the frame and the zero-delay timer that `afterPaint` waits for. */
async function paint() {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}

describe('useUrlPanel(param)', () => {
  beforeEach(() => navigate('/collections?collectionId=c1', { force: true }));

  it('opens at once and writes the address after the first paint', async () => {
    const { result } = renderHook(() => useUrlPanel('recordId'));
    expect(result.current.value).toBeNull();
    act(() => result.current.open('r1'));
    expect(result.current.value).toBe('r1');
    expect(result.current.target).toBe('r1');
    expect(location.hash).toBe('#/collections?collectionId=c1');
    await paint();
    expect(location.hash).toBe('#/collections?collectionId=c1&recordId=r1');
    expect(result.current.value).toBe('r1');
  });

  it('writes its own address past an unsaved-changes guard, and closes through the address', async () => {
    const { result } = renderHook(() => useUrlPanel('recordId'));
    const confirmGuard = vi.fn(async () => false);
    const removeGuard = addNavigationGuard({ isBlocking: () => true, confirm: confirmGuard });
    try {
      const key = result.current.key;
      act(() => result.current.open('new'));
      expect(result.current.key).not.toBe(key);
      await paint();
      expect(location.hash).toContain('recordId=new');
      expect(confirmGuard).not.toHaveBeenCalled();
    } finally {
      removeGuard();
    }
    act(() => result.current.close());
    expect(result.current.value).toBeNull();
    expect(result.current.target).toBe('new'); // kept while the panel animates out
  });

  it('closes for good when closed before its first paint (the address is never written)', async () => {
    const { result } = renderHook(() => useUrlPanel('recordId'));
    act(() => result.current.open('r3'));
    expect(result.current.value).toBe('r3');
    act(() => result.current.close());
    expect(result.current.value).toBeNull();
    expect(result.current.target).toBe('r3'); // kept while the panel animates out
    await paint();
    expect(location.hash).toBe('#/collections?collectionId=c1');
    expect(result.current.value).toBeNull();
    // and it opens again afterwards
    act(() => result.current.open('r3'));
    await paint();
    expect(location.hash).toBe('#/collections?collectionId=c1&recordId=r3');
  });

  it('follows the address: Back or a link opens and closes it', () => {
    const { result } = renderHook(() => useUrlPanel('recordId'));
    act(() => navigate('/collections?collectionId=c1&recordId=r2', { force: true }));
    expect(result.current.value).toBe('r2');
    act(() => navigate('/collections?collectionId=c1', { force: true }));
    expect(result.current.value).toBeNull();
  });

  it('keeps the key an opening asked for (a prepared panel) until the next opening, and not for one from the address', async () => {
    const { result } = renderHook(() => useUrlPanel('editCollection'));
    act(() => result.current.open('c1', 'prepared:c1:1'));
    expect(result.current.key).toBe('prepared:c1:1');
    await paint();
    expect(result.current.key).toBe('prepared:c1:1');
    act(() => result.current.close());
    expect(result.current.key).toBe('prepared:c1:1'); // the closing panel keeps its key
    act(() => result.current.open('c1'));
    expect(result.current.key).not.toBe('prepared:c1:1');
    act(() => result.current.open('c1', 'prepared:c1:2'));
    await paint();
    act(() => navigate('/collections?collectionId=c1&editCollection=c2', { force: true }));
    expect(result.current.target).toBe('c2');
    expect(result.current.key).not.toMatch(/^prepared:/);
  });
});
