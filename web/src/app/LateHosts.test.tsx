import { act, render, screen } from '@testing-library/react';
import { afterPaint } from '../lib/afterPaint';
import { confirm } from '../lib/confirm';
import { LateHosts } from './LateHosts';

// resolves after every afterPaint callback scheduled before it (frames and timers run in order)
const flushFrames = () => act(() => new Promise<void>((resolve) => afterPaint(resolve)));

describe('LateHosts', () => {
  it('loads nothing on a page that asks for no confirmation', async () => {
    const load = vi.fn(() => import('./overlayHosts'));
    render(<LateHosts eager={false} load={load} />);
    await flushFrames();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the host once a signed-in screen painted', async () => {
    const load = vi.fn(() => import('./overlayHosts'));
    render(<LateHosts eager load={load} />);
    expect(load).not.toHaveBeenCalled();
    await flushFrames();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a confirmation asked for before the code arrived, and tries a failed load again', async () => {
    const load = vi
      .fn<() => Promise<typeof import('./overlayHosts')>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(() => import('./overlayHosts'));
    render(<LateHosts eager load={load} />);
    await flushFrames();
    expect(load).toHaveBeenCalledTimes(1);
    let answer: Promise<boolean> | undefined;
    act(() => void (answer = confirm('Do you really want to delete the selected records?')));
    await flushFrames();
    expect(load).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Do you really want to delete the selected records?')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'No' }).click());
    await expect(answer).resolves.toBe(false);
  });
});
