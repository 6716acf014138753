import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ClientResponseError } from 'pocketbase';
import { StrictMode, type ReactNode } from 'react';
import { confirmQueue } from '../../lib/confirm';
import { PROVIDER_KEYS, SECRET_MASK, type AuthProviderConfig } from '../../lib/settings';
import { dismissToast, toasts } from '../../lib/toasts';
import { ConfirmHost } from '../../ui/ConfirmHost';
import AuthProvidersPage from './AuthProvidersPage';

// A unit-test stand-in for the SDK client: GET/PATCH /api/settings and the Apple secret call, with
// the server's merge of a PATCH (an absent clientSecret keeps the stored one) and its masking.
const server = vi.hoisted(() => ({
  stored: {} as Record<string, { clientSecret?: string }>,
  patches: [] as Array<Record<string, unknown>>,
  appleCalls: [] as unknown[][],
  hold: null as null | Promise<void>,
  fail: null as unknown,
}));

vi.mock('../../api/client', () => {
  const masked = () =>
    Object.fromEntries(
      Object.entries(server.stored).map(([key, config]) => [
        key,
        { ...config, clientSecret: config.clientSecret ? '******' : '' },
      ]),
    );
  return {
    pb: {
      settings: {
        getAll: async () => masked(),
        update: async (body: Record<string, { clientSecret?: string }>) => {
          server.patches.push(structuredClone(body));
          if (server.hold) await server.hold;
          if (server.fail) throw server.fail;
          for (const [key, config] of Object.entries(body))
            server.stored[key] = { ...server.stored[key], ...config };
          return masked();
        },
        generateAppleClientSecret: async (...args: unknown[]) => {
          server.appleCalls.push(args.slice(0, 5));
          if (server.hold) await server.hold;
          if (server.fail) throw server.fail;
          return { secret: 'signed.jwt.secret' };
        },
      },
      cancelRequest: () => {},
      health: { check: () => Promise.reject(new Error('down')) },
    },
    queryCancelKey: (key: readonly unknown[]) => JSON.stringify(key),
    NO_AUTO_CANCEL: { $autoCancel: false },
  };
});

const blank = (over: Partial<AuthProviderConfig> = {}): AuthProviderConfig => ({
  enabled: false,
  clientId: '',
  clientSecret: '',
  authUrl: '',
  tokenUrl: '',
  userApiUrl: '',
  ...over,
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <QueryClientProvider client={client}>
        {children}
        <ConfirmHost />
      </QueryClientProvider>
    </StrictMode>
  );
  return render(<AuthProvidersPage />, { wrapper });
}

const cardsOf = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-provider'));

async function openPopup(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(await screen.findByRole('button', { name: `${title} settings` }));
  return screen.getByRole('dialog', { name: `${title} provider` });
}

const toastMessages = () => toasts.get().map((t) => t.message);

beforeEach(() => {
  server.stored = Object.fromEntries(PROVIDER_KEYS.map((key) => [key, blank()]));
  server.patches = [];
  server.appleCalls = [];
  server.hold = null;
  server.fail = null;
});

afterEach(() => {
  act(() => confirmQueue.get().forEach((r) => r.resolve(false)));
  for (const t of toasts.get()) dismissToast(t.id);
});

describe('Auth providers page', () => {
  it('shows a card with a logo for each of the 18 providers, the enabled ones first under a divider', async () => {
    server.stored.githubAuth = blank({ enabled: true, clientId: 'gh', clientSecret: 's' });
    server.stored.oidc2Auth = blank({ enabled: true, clientId: 'o', clientSecret: 's' });
    const { container } = renderPage();
    expect(await screen.findByText('Manage the allowed users OAuth2 sign-in/sign-up methods.')).toBeVisible();
    expect(screen.getByRole('heading', { name: /Auth providers/ })).toBeInTheDocument();
    expect(cardsOf('Enabled providers')).toEqual(['githubAuth', 'oidc2Auth']);
    expect(cardsOf('Disabled providers')).toHaveLength(16);
    expect(container.querySelector('hr')).not.toBeNull();
    const enabledList = screen.getByRole('list', { name: 'Enabled providers' });
    expect(within(enabledList).getAllByText('Enabled')).toHaveLength(2);
    expect(
      within(screen.getByRole('list', { name: 'Disabled providers' })).queryByText('Enabled'),
    ).toBeNull();
    expect(container.querySelectorAll('[data-logo] svg')).toHaveLength(18);
    // Microsoft's logo is not in the icon set: a neutral mark
    expect(container.querySelector('[data-provider="microsoftAuth"] [data-logo]')).toHaveAttribute(
      'data-logo',
      'generic',
    );
    expect(container.querySelector('[data-provider="googleAuth"] [data-logo]')).toHaveAttribute(
      'data-logo',
      'google',
    );
  });

  it('has no divider when no provider is enabled', async () => {
    const { container } = renderPage();
    await screen.findByRole('list', { name: 'Disabled providers' });
    expect(screen.queryByRole('list', { name: 'Enabled providers' })).toBeNull();
    expect(container.querySelector('hr')).toBeNull();
  });

  it('opens a new provider enabled; Save only when changed; the save PATCHes only that provider and re-sorts the cards', async () => {
    const user = userEvent.setup();
    renderPage();
    const popup = await openPopup(user, 'Google');
    expect(within(popup).getByLabelText('Enable')).toBeChecked();
    const save = within(popup).getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    await user.type(within(popup).getByLabelText('Client ID'), 'google-id');
    await user.type(within(popup).getByLabelText('Client secret'), 'google-secret');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(server.patches).toEqual([
      {
        googleAuth: {
          enabled: true,
          clientId: 'google-id',
          clientSecret: 'google-secret',
          authUrl: '',
          tokenUrl: '',
          userApiUrl: '',
        },
      },
    ]);
    await waitFor(() => expect(toastMessages()).toContain('Successfully updated provider settings.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cardsOf('Enabled providers')).toEqual(['googleAuth']);
  });

  it('shows a stored secret masked and read-only, never sends the mask, and "Set new value" clears it for a new one', async () => {
    const user = userEvent.setup();
    server.stored.googleAuth = blank({ enabled: true, clientId: 'id-1', clientSecret: 'real-secret' });
    renderPage();
    const popup = await openPopup(user, 'Google');
    const secret = within(popup).getByLabelText('Client secret');
    expect(secret).toHaveValue(SECRET_MASK);
    expect(secret).toHaveAttribute('readonly');

    const clientId = within(popup).getByLabelText('Client ID');
    await user.clear(clientId);
    await user.type(clientId, 'id-2');
    await user.click(within(popup).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.patches).toHaveLength(1));
    expect(server.patches[0].googleAuth).not.toHaveProperty('clientSecret');
    expect(server.stored.googleAuth).toMatchObject({ clientId: 'id-2', clientSecret: 'real-secret' });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const again = await openPopup(user, 'Google');
    await user.click(within(again).getByRole('button', { name: 'Set new value' }));
    const editable = within(again).getByLabelText('Client secret');
    expect(editable).toHaveValue('');
    expect(editable).not.toHaveAttribute('readonly');
    expect(editable).toHaveFocus();
    expect(within(again).queryByRole('button', { name: 'Set new value' })).toBeNull();
    await user.type(editable, 'new-secret');
    await user.click(within(again).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.patches).toHaveLength(2));
    expect(server.patches[1].googleAuth).toMatchObject({ clientSecret: 'new-secret' });
  });

  it("'Clear all fields' blanks every field and disables the provider", async () => {
    const user = userEvent.setup();
    server.stored.oidcAuth = blank({
      enabled: true,
      clientId: 'oidc-id',
      clientSecret: 's',
      authUrl: 'https://id.example.com/auth',
      tokenUrl: 'https://id.example.com/token',
      userApiUrl: 'https://id.example.com/me',
    });
    renderPage();
    const popup = await openPopup(user, 'OpenID Connect');
    await user.click(within(popup).getByRole('button', { name: 'Clear all fields' }));
    expect(within(popup).getByLabelText('Enable')).not.toBeChecked();
    for (const label of ['Client ID', 'Client secret', 'Auth URL', 'Token URL', 'User API URL'])
      expect(within(popup).getByLabelText(label)).toHaveValue('');
    await user.click(within(popup).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.patches).toEqual([{ oidcAuth: blank() }]));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Enabled providers' })).toBeNull());
  });

  it('requires client ID, secret and the OpenID Connect endpoints only while enabled, and checks the URLs', async () => {
    const user = userEvent.setup();
    renderPage();
    const popup = await openPopup(user, 'OpenID Connect 2');
    const url = within(popup).getByLabelText('Auth URL');
    expect(url).toHaveAttribute('type', 'url');
    await user.type(url, 'not a url');
    await user.click(within(popup).getByRole('button', { name: 'Save changes' }));
    expect(server.patches).toEqual([]);
    expect(within(popup).getByLabelText('Client ID')).toHaveAccessibleDescription('Cannot be blank.');
    expect(within(popup).getByLabelText('Client secret')).toHaveAccessibleDescription('Cannot be blank.');
    expect(url).toHaveAccessibleDescription('Must be a valid URL.');
    expect(within(popup).getByLabelText('Token URL')).toHaveAccessibleDescription('Cannot be blank.');

    // disabled: nothing is required any more, but a URL is still a URL
    await user.click(within(popup).getByLabelText('Enable'));
    await user.click(within(popup).getByRole('button', { name: 'Save changes' }));
    expect(server.patches).toEqual([]);
    expect(url).toHaveAccessibleDescription('Must be a valid URL.');
    expect(within(popup).getByLabelText('Client ID')).not.toHaveAttribute('aria-invalid');
    expect(within(popup).getByLabelText('Token URL')).not.toHaveAttribute('aria-invalid');
    await user.clear(url);
    await user.type(url, 'https://id.example.com/auth');
    await user.click(within(popup).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(server.patches).toEqual([{ oidc2Auth: blank({ authUrl: 'https://id.example.com/auth' }) }]),
    );
  });

  it("shows the server's field errors under their inputs and keeps what was typed", async () => {
    const user = userEvent.setup();
    server.fail = new ClientResponseError({
      url: 'http://x/api/settings',
      status: 400,
      data: {
        code: 400,
        message: 'Something went wrong while processing your request.',
        data: { oidcAuth: { tokenUrl: { code: 'validation_is_url', message: 'Must be a valid URL.' } } },
      },
    });
    renderPage();
    const popup = await openPopup(user, 'OpenID Connect');
    await user.type(within(popup).getByLabelText('Client ID'), 'id');
    await user.type(within(popup).getByLabelText('Client secret'), 'secret');
    await user.type(within(popup).getByLabelText('Auth URL'), 'https://id.example.com/auth');
    await user.type(within(popup).getByLabelText('Token URL'), 'https://id.example.com/token');
    await user.type(within(popup).getByLabelText('User API URL'), 'https://id.example.com/me');
    await user.click(within(popup).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(within(popup).getByLabelText('Token URL')).toHaveAccessibleDescription('Must be a valid URL.'),
    );
    expect(screen.getByRole('dialog', { name: 'OpenID Connect provider' })).toBeInTheDocument();
    expect(within(popup).getByLabelText('Client ID')).toHaveValue('id');
  });

  it('cannot be closed while saving', async () => {
    const user = userEvent.setup();
    const gate = deferred();
    server.hold = gate.promise;
    renderPage();
    const popup = await openPopup(user, 'Discord');
    await user.type(within(popup).getByLabelText('Client ID'), 'd-id');
    await user.type(within(popup).getByLabelText('Client secret'), 'd-secret');
    await user.click(within(popup).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.patches).toHaveLength(1));
    expect(within(popup).getByRole('button', { name: 'Close' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(within(popup).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Discord provider' })).toBeInTheDocument();
    expect(confirmQueue.get()).toHaveLength(0);
    await act(async () => gate.resolve());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before closing with unsaved changes', async () => {
    const user = userEvent.setup();
    renderPage();
    const popup = await openPopup(user, 'Spotify');
    // opened enabled and untouched: nothing to lose
    await user.click(within(popup).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const again = await openPopup(user, 'Spotify');
    await user.type(within(again).getByLabelText('Client ID'), 'x');
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText('You have unsaved changes. Do you really want to close the panel?'),
    ).toBeInTheDocument();
  });
});

describe("Apple's secret dialog", () => {
  it("generates a secret from the trimmed key and puts it into Apple's Client secret field, unsaved", async () => {
    const user = userEvent.setup();
    server.stored.appleAuth = blank({ enabled: true, clientId: 'com.example.app', clientSecret: 'old' });
    renderPage();
    const popup = await openPopup(user, 'Apple');
    expect(within(popup).getByLabelText('Client secret')).toHaveValue(SECRET_MASK);
    await user.click(within(popup).getByRole('button', { name: 'Generate secret' }));
    const dialog = screen.getByRole('dialog', { name: 'Generate Apple client secret' });
    expect(within(dialog).getByLabelText('Client ID')).toHaveValue('com.example.app');
    expect(within(dialog).getByLabelText('Duration (in seconds)')).toHaveValue('15777000');
    expect(
      within(dialog).getByText(
        'The key is not stored on the server and it is used only for generating the signed JWT.',
      ),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Team ID'), 'ABCDE12345');
    await user.type(within(dialog).getByLabelText('Key ID'), 'KEY1234567');
    const duration = within(dialog).getByLabelText('Duration (in seconds)');
    await user.clear(duration);
    await user.type(duration, '15777001');
    const key = within(dialog).getByLabelText('Private key');
    await user.type(
      key,
      '{Enter}  -----BEGIN PRIVATE KEY-----{Enter}MIGH{Enter}-----END PRIVATE KEY-----{Enter}{Enter}',
    );
    const generate = within(dialog).getByRole('button', { name: 'Generate and set secret' });
    await user.click(generate);
    expect(server.appleCalls).toEqual([]);
    expect(duration).toHaveAccessibleDescription(/Must be no greater than 15777000\./);

    await user.clear(duration);
    await user.type(duration, '3600');
    const gate = deferred();
    server.hold = gate.promise;
    await user.click(generate);
    await waitFor(() => expect(server.appleCalls).toHaveLength(1));
    expect(server.appleCalls[0]).toEqual([
      'com.example.app',
      'ABCDE12345',
      'KEY1234567',
      '-----BEGIN PRIVATE KEY-----\nMIGH\n-----END PRIVATE KEY-----',
      3600,
    ]);
    // running: the button is disabled and the dialog stays
    expect(generate).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Generate Apple client secret' })).toBeInTheDocument();
    await act(async () => gate.resolve());
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Generate Apple client secret' })).toBeNull(),
    );
    expect(toastMessages()).toContain('Successfully generated client secret.');
    const secret = within(popup).getByLabelText('Client secret');
    expect(secret).toHaveValue('signed.jwt.secret');
    expect(secret).not.toHaveAttribute('readonly');
    expect(server.patches).toEqual([]);
    await user.click(within(popup).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.patches).toHaveLength(1));
    expect(server.patches[0].appleAuth).toMatchObject({ clientSecret: 'signed.jwt.secret' });
  });

  it("shows the server's error and keeps the dialog open", async () => {
    const user = userEvent.setup();
    server.fail = new ClientResponseError({
      url: 'http://x/api/settings/apple/generate-client-secret',
      status: 400,
      data: {
        code: 400,
        message: 'Invalid client secret data.',
        data: { teamId: { code: 'validation_length_invalid', message: 'The length must be exactly 10.' } },
      },
    });
    renderPage();
    const popup = await openPopup(user, 'Apple');
    await user.type(within(popup).getByLabelText('Client ID'), 'com.example.app');
    await user.click(within(popup).getByRole('button', { name: 'Generate secret' }));
    const dialog = screen.getByRole('dialog', { name: 'Generate Apple client secret' });
    await user.type(within(dialog).getByLabelText('Team ID'), 'short');
    await user.type(within(dialog).getByLabelText('Key ID'), 'KEY1234567');
    await user.type(within(dialog).getByLabelText('Private key'), 'key');
    await user.click(within(dialog).getByRole('button', { name: 'Generate and set secret' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Team ID')).toHaveAccessibleDescription(
        'The length must be exactly 10.',
      ),
    );
    expect(toastMessages()).toContain('Invalid client secret data.');
    expect(within(popup).getByLabelText('Client secret')).toHaveValue('');
  });
});
