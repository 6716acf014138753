import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useLinkTask } from './useLinkTask';

function Probe({ taskKey, run }: { taskKey: string; run: () => Promise<string> }) {
  const [state, retry] = useLinkTask(taskKey, run);
  return (
    <>
      <output>{state.status === 'done' ? state.value : state.status}</output>
      <button type="button" onClick={retry}>
        retry
      </button>
    </>
  );
}

describe('useLinkTask', () => {
  it('runs once per key even when effects run twice (StrictMode), and shows the result', async () => {
    const run = vi.fn(() => Promise.resolve('confirmed'));
    render(
      <StrictMode>
        <Probe taskKey="once" run={run} />
      </StrictMode>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('pending');
    expect(await screen.findByText('confirmed')).toBeInTheDocument();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('reports a failure, and retry runs the task again', async () => {
    const run = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('confirmed');
    render(<Probe taskKey="retry" run={run} />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'retry' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('pending');
    expect(await screen.findByText('confirmed')).toBeInTheDocument();
    expect(run).toHaveBeenCalledTimes(2);
  });
});
