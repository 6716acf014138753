import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toasts } from './Toasts';
import { dismissToast, toast, toasts } from '../lib/toasts';

afterEach(() => {
  act(() => {
    for (const t of toasts.get()) dismissToast(t.id);
  });
});

describe('Toasts', () => {
  it('renders the toasts, errors as alerts and others as status', () => {
    render(<Toasts />);
    act(() => {
      toast.success('Successfully created admin.');
      toast.error('Failed to create admin.');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Successfully created admin.');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to create admin.');
  });

  it('shows direction control characters of a message as markers, in stored order', () => {
    render(<Toasts />);
    act(() => {
      toast.success('Deleted adm\u202Egnp.exe.');
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Deleted adm⟨U+202E⟩gnp.exe.');
    expect(within(status).getByTitle('RIGHT-TO-LEFT OVERRIDE')).toBeInTheDocument();
    // the message itself is kept as given
    expect(toasts.get()[0].message).toBe('Deleted adm\u202Egnp.exe.');
  });

  it("removes a toast with its 'Dismiss' button, leaving the others", async () => {
    const user = userEvent.setup();
    render(<Toasts />);
    act(() => {
      toast.info('First');
      toast.warning('Second');
    });
    const first = screen.getByText('First').closest('[role]');
    expect(first).not.toBeNull();
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(toasts.get().map((t) => t.message)).toEqual(['Second']);
  });

  it('disappears on its own after its duration', () => {
    vi.useFakeTimers();
    try {
      render(<Toasts />);
      act(() => {
        toast.success('Saved.');
      });
      expect(screen.getByText('Saved.')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(3000);
      });
      expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
