import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientResponseError } from 'pocketbase';
import { toast } from '../../lib/toasts';
import LoginPage from './LoginPage';

const auth = vi.hoisted(() => ({ calls: [] as [string, string][], answer: null as unknown }));

vi.mock('../../api/client', () => ({
  pb: {
    admins: {
      authWithPassword: async (email: string, password: string) => {
        auth.calls.push([email, password]);
        if (auth.answer) throw auth.answer;
        return {};
      },
    },
  },
}));

const refused = (status: number, data: object) =>
  new ClientResponseError({
    url: '/api/admins/auth-with-password',
    status,
    response: { code: status, message: 'Failed to authenticate.', data },
  });

function renderLogin(query = '') {
  render(<LoginPage query={new URLSearchParams(query)} params={{}} />);
  return {
    email: screen.getByLabelText('Email') as HTMLInputElement,
    password: screen.getByLabelText('Password') as HTMLInputElement,
    login: screen.getByRole('button', { name: 'Login' }),
  };
}

describe('LoginPage', () => {
  beforeEach(() => {
    auth.calls = [];
    auth.answer = null;
  });

  it('checks before sending: errors under the inputs, the focus on the first wrong one, each error clears as its value changes', async () => {
    const user = userEvent.setup();
    const { email, password, login } = renderLogin();
    await user.click(login);
    expect(screen.getAllByText('Cannot be blank.')).toHaveLength(2);
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'not-an-email');
    expect(screen.getAllByText('Cannot be blank.')).toHaveLength(1);
    await user.type(password, 'secret-123');
    expect(screen.queryByText('Cannot be blank.')).toBeNull();
    await user.click(login);
    expect(screen.getByRole('alert')).toHaveTextContent('Must be a valid email address.');
    expect(email).toHaveFocus();
    expect(auth.calls).toEqual([]);
  });

  it('prefills demoEmail and demoPassword and signs in with the trimmed email', async () => {
    const user = userEvent.setup();
    const { email, password, login } = renderLogin('demoEmail=demo%40example.com&demoPassword=demo-pass-123');
    expect(email).toHaveValue('demo@example.com');
    expect(password).toHaveValue('demo-pass-123');
    fireEvent.change(email, { target: { value: '  demo@example.com ' } });
    await user.click(login);
    expect(auth.calls).toEqual([['demo@example.com', 'demo-pass-123']]);
  });

  it("says 'Invalid login credentials.' for a refused sign-in and keeps what was typed", async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    auth.answer = refused(400, {});
    const { email, password, login } = renderLogin();
    await user.type(email, 'admin@example.com');
    await user.type(password, 'wrong-password');
    await user.click(login);
    expect(error).toHaveBeenCalledWith('Invalid login credentials.');
    expect(email).toHaveValue('admin@example.com');
    expect(password).toHaveValue('wrong-password');
    expect(login).toBeEnabled();
    error.mockRestore();
  });
});
