import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmHost } from './ConfirmHost';
import { confirm, confirmQueue } from '../lib/confirm';

// jsdom has no HTMLDialogElement.showModal/close
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => {
  // answer anything a failing test left pending so the shared queue starts empty
  act(() => {
    for (const request of confirmQueue.get()) request.resolve(false);
  });
});

/** Asks inside act; the answer is wrapped so awaiting `ask` does not wait for it. */
async function ask(message: string): Promise<{ answer: Promise<boolean> }> {
  let answer!: Promise<boolean>;
  await act(async () => {
    answer = confirm(message);
  });
  return { answer };
}

describe('ConfirmHost', () => {
  it('renders nothing without a pending confirmation', () => {
    render(<ConfirmHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the message with 'No' focused by default", async () => {
    render(<ConfirmHost />);
    await ask('Sure?');
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Sure?');
    expect(dialog).toHaveAccessibleDescription('Sure?');
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
  });

  it('lists the details under the message, as text', async () => {
    render(<ConfirmHost />);
    await act(async () => {
      void confirm('Delete these?', ['posts.*', '<img src=x onerror=alert(1)>.title (f1)']);
    });
    const list = screen.getByRole('list', { name: 'Delete these?' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'posts.*',
      '<img src=x onerror=alert(1)>.title (f1)',
    ]);
    expect(list.querySelector('img')).toBeNull();
    // the list can take the focus (it scrolls), but No has it
    expect(list).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
  });

  it('shows direction control characters of the question and its items as markers', async () => {
    render(<ConfirmHost />);
    await act(async () => {
      void confirm('Delete admin\u202Eevil@example.com?', ['adm\u202Egnp.exe']);
    });
    const message = screen.getByText((_, el) => el?.tagName === 'P' && el.textContent !== '');
    expect(message.textContent).toBe('Delete admin⟨U+202E⟩evil@example.com?');
    expect(screen.getByRole('listitem').textContent).toBe('adm⟨U+202E⟩gnp.exe');
    expect(screen.getAllByTitle('RIGHT-TO-LEFT OVERRIDE')).toHaveLength(2);
  });

  it('resolves true on Yes and closes', async () => {
    const user = userEvent.setup();
    render(<ConfirmHost />);
    const { answer } = await ask('Delete admin?');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(confirmQueue.get()).toEqual([]);
  });

  it('resolves false on No and closes', async () => {
    const user = userEvent.setup();
    render(<ConfirmHost />);
    const { answer } = await ask('Delete admin?');
    await user.click(screen.getByRole('button', { name: 'No' }));
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves false on Escape', async () => {
    const user = userEvent.setup();
    render(<ConfirmHost />);
    const { answer } = await ask('Discard?');
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows queued confirmations one after another, oldest first', async () => {
    const user = userEvent.setup();
    render(<ConfirmHost />);
    const { answer: first } = await ask('First?');
    const { answer: second } = await ask('Second?');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toHaveTextContent('First?');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(first).resolves.toBe(true);
    expect(screen.getByRole('dialog')).toHaveTextContent('Second?');
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await expect(second).resolves.toBe(false);
  });
});
