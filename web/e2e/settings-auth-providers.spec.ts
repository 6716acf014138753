import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { expect, signIn, test, useOwnServer } from './support/fixtures';
import { adminToken, api } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { FakeOidcProvider } from './support/oauth2';

// Auth providers, their popup and Apple's secret dialog on a server of each test's own: provider
// settings are global to a server.

interface ProviderConfig {
  enabled: boolean;
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userApiUrl: string;
}

const PROVIDER_TITLES = [
  'Apple',
  'Google',
  'Facebook',
  'Microsoft',
  'GitHub',
  'GitLab',
  'Gitee',
  'Gitea',
  'Discord',
  'Twitter',
  'Kakao',
  'Spotify',
  'Twitch',
  'Strava',
  'LiveChat',
  'OpenID Connect',
  'OpenID Connect 2',
  'OpenID Connect 3',
];

const SAVED = 'Successfully updated provider settings.';
const GENERATED = 'Successfully generated client secret.';

test.describe('auth providers', () => {
  const own = useOwnServer('providers');

  const readProvider = async (key: string) =>
    (
      await api<Record<string, ProviderConfig>>(own.server.url, '/api/settings', {
        token: await adminToken(own.server.url, own.admin),
      })
    )[key];

  const patchProviders = async (body: Record<string, Partial<ProviderConfig>>) =>
    api(own.server.url, '/api/settings', {
      method: 'PATCH',
      token: await adminToken(own.server.url, own.admin),
      body,
    });

  async function openPage(page: Page): Promise<void> {
    await signIn(page, own.server.url, own.admin);
    await page.goto(`${own.server.url}/_/#/settings/auth-providers`);
    await expect(page.getByText('Manage the allowed users OAuth2 sign-in/sign-up methods.')).toBeVisible();
  }

  /** The bodies of the settings PATCHes the page sends from now on. */
  function recordPatches(page: Page): Array<Record<string, Record<string, unknown>>> {
    const bodies: Array<Record<string, Record<string, unknown>>> = [];
    page.on('request', (request: Request) => {
      if (request.method() === 'PATCH' && new URL(request.url()).pathname === '/api/settings')
        bodies.push(request.postDataJSON());
    });
    return bodies;
  }

  const enabledCards = (page: Page) =>
    page.getByRole('list', { name: 'Enabled providers' }).getByRole('listitem');
  const popupOf = (page: Page, title: string) => page.getByRole('dialog', { name: `${title} provider` });

  test('every provider has a card with its logo; Google set up, saved, listed first as Enabled; its stored secret is kept, replaced, and cleared', async ({
    page,
  }) => {
    await openPage(page);
    await expect(page.getByRole('heading', { name: 'Auth providers' })).toBeVisible();
    const cards = page.locator('li[data-provider]');
    await expect(cards).toHaveCount(18);
    for (const [i, title] of PROVIDER_TITLES.entries()) {
      await expect(cards.nth(i)).toContainText(title);
      await expect(cards.nth(i).locator('[data-logo] svg')).toBeVisible();
    }
    await expect(page.locator('[data-provider="googleAuth"] [data-logo]')).toHaveAttribute(
      'data-logo',
      'google',
    );
    await expect(page.locator('[data-provider="microsoftAuth"] [data-logo]')).toHaveAttribute(
      'data-logo',
      'generic',
    );
    await expect(enabledCards(page)).toHaveCount(0);
    await expect(page.locator('hr')).toHaveCount(0);
    await expectNoA11yViolations(page);

    const patches = recordPatches(page);
    await page.getByRole('button', { name: 'Google settings' }).click();
    const popup = popupOf(page, 'Google');
    // no client ID yet: it opens enabled
    await expect(popup.getByLabel('Enable')).toBeChecked();
    const save = popup.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();
    await expectNoA11yViolations(page, 'dialog[open]');
    await popup.getByLabel('Client ID').fill('google-client-1');
    await popup.getByLabel('Client secret').fill('google-secret-1');
    await save.click();
    await expect(page.getByText(SAVED)).toBeVisible();
    await expect(popup).toHaveCount(0);
    expect(patches).toEqual([
      {
        googleAuth: {
          enabled: true,
          clientId: 'google-client-1',
          clientSecret: 'google-secret-1',
          authUrl: '',
          tokenUrl: '',
          userApiUrl: '',
        },
      },
    ]);
    // re-sorted: Google is the first card, labelled Enabled, and a divider parts it from the rest
    await expect(enabledCards(page)).toHaveCount(1);
    await expect(enabledCards(page).first()).toContainText('Google');
    await expect(enabledCards(page).first()).toContainText('Enabled');
    await expect(cards.first()).toHaveAttribute('data-provider', 'googleAuth');
    await expect(page.locator('hr')).toHaveCount(1);
    expect(await readProvider('googleAuth')).toMatchObject({
      enabled: true,
      clientId: 'google-client-1',
      clientSecret: '******',
    });

    // reopened: the stored secret shows masked and read-only; saving another field keeps it
    await page.getByRole('button', { name: 'Google settings' }).click();
    const secret = popup.getByLabel('Client secret');
    await expect(secret).toHaveValue('******');
    await expect(secret).not.toBeEditable();
    await expect(popup.getByLabel('Enable')).toBeChecked();
    await popup.getByLabel('Client ID').fill('google-client-2');
    await save.click();
    await expect(popup).toHaveCount(0);
    expect(patches).toHaveLength(2);
    expect(patches[1].googleAuth).toEqual({
      enabled: true,
      clientId: 'google-client-2',
      authUrl: '',
      tokenUrl: '',
      userApiUrl: '',
    });
    expect(await readProvider('googleAuth')).toMatchObject({
      clientId: 'google-client-2',
      clientSecret: '******',
    });

    // 'Set new value' clears the secret for a new one; closing with it changed asks first
    await page.getByRole('button', { name: 'Google settings' }).click();
    await popup.getByRole('button', { name: 'Set new value' }).click();
    await expect(secret).toHaveValue('');
    await expect(secret).toBeEditable();
    await expect(secret).toBeFocused();
    await expect(popup.getByRole('button', { name: 'Set new value' })).toHaveCount(0);
    await popup.getByRole('button', { name: 'Cancel' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(
      confirmation.getByText('You have unsaved changes. Do you really want to close the panel?'),
    ).toBeVisible();
    await confirmation.getByRole('button', { name: 'Yes' }).click();
    await expect(popup).toHaveCount(0);
    expect(patches).toHaveLength(2);

    // 'Clear all fields' blanks everything and disables the provider
    await page.getByRole('button', { name: 'Google settings' }).click();
    await popup.getByRole('button', { name: 'Clear all fields' }).click();
    await expect(popup.getByLabel('Enable')).not.toBeChecked();
    await expect(popup.getByLabel('Client ID')).toHaveValue('');
    await expect(secret).toHaveValue('');
    await save.click();
    await expect(popup).toHaveCount(0);
    await expect(enabledCards(page)).toHaveCount(0);
    expect(await readProvider('googleAuth')).toEqual({
      enabled: false,
      clientId: '',
      clientSecret: '',
      authUrl: '',
      tokenUrl: '',
      userApiUrl: '',
    });
  });

  test('an OpenID Connect slot: endpoints URL-checked and required only when enabled, server errors under inputs, and the stored secret is the one the server still signs in with', async ({
    page,
  }) => {
    const oidc = new FakeOidcProvider();
    await oidc.start();
    try {
      await openPage(page);
      const patches = recordPatches(page);
      await page.getByRole('button', { name: 'OpenID Connect settings' }).click();
      const popup = popupOf(page, 'OpenID Connect');
      const authUrl = popup.getByLabel('Auth URL');
      const tokenUrl = popup.getByLabel('Token URL');
      const userApiUrl = popup.getByLabel('User API URL');
      await expect(authUrl).toHaveAttribute('type', 'url');
      const save = popup.getByRole('button', { name: 'Save changes' });

      // enabled: all required, caught before sending
      await popup.getByLabel('Client ID').fill('larder-oidc');
      await popup.getByLabel('Client secret').fill('first-secret');
      await authUrl.fill('not a url');
      await save.click();
      await expect(authUrl).toHaveAccessibleDescription('Must be a valid URL.');
      await expect(tokenUrl).toHaveAccessibleDescription('Cannot be blank.');
      await expect(userApiUrl).toHaveAccessibleDescription('Cannot be blank.');
      await expect(authUrl).toBeFocused();
      // disabled: nothing is required, but a URL must still be one
      await popup.getByLabel('Enable').uncheck();
      await save.click();
      await expect(authUrl).toHaveAccessibleDescription('Must be a valid URL.');
      await expect(tokenUrl).not.toHaveAttribute('aria-invalid');
      expect(patches).toEqual([]);

      // the server's own check: a URL too long for it lands under its input
      await popup.getByLabel('Enable').check();
      const base = `http://127.0.0.1:${oidc.port}`;
      await authUrl.fill(`${base}/auth`);
      await tokenUrl.fill(`${base}/token?pad=${'x'.repeat(2100)}`);
      await userApiUrl.fill(`${base}/userinfo`);
      const rejected = page.waitForResponse(
        (r) => r.request().method() === 'PATCH' && r.url().endsWith('/api/settings'),
      );
      await save.click();
      expect((await rejected).status()).toBe(400);
      await expect(tokenUrl).toHaveAccessibleDescription('Must be a valid URL.');
      await expect(popup).toBeVisible();
      await expectNoA11yViolations(page, 'dialog[open]');
      await tokenUrl.fill(`${base}/token`);
      await expect(tokenUrl).not.toHaveAttribute('aria-invalid');
      await save.click();
      await expect(page.getByText(SAVED)).toBeVisible();
      await expect(popup).toHaveCount(0);
      await expect(enabledCards(page).first()).toContainText('OpenID Connect');

      // another field changed later: the PATCH carries no secret…
      await page.getByRole('button', { name: 'OpenID Connect settings' }).click();
      await expect(popup.getByLabel('Client secret')).toHaveValue('******');
      await expect(authUrl).toHaveValue(`${base}/auth`);
      await popup.getByLabel('Client ID').fill('larder-oidc-2');
      await save.click();
      await expect(popup).toHaveCount(0);
      expect(patches.at(-1)).toEqual({
        oidcAuth: {
          enabled: true,
          clientId: 'larder-oidc-2',
          authUrl: `${base}/auth`,
          tokenUrl: `${base}/token`,
          userApiUrl: `${base}/userinfo`,
        },
      });
      // …and the server still exchanges codes with the secret typed first
      await oidc.link(own.server.url, 'users', { sub: 'oidc-user-1', email: 'oidc-user-1@example.com' });
      expect(oidc.credentials.at(-1)).toEqual({ clientId: 'larder-oidc-2', clientSecret: 'first-secret' });
    } finally {
      await oidc.stop();
    }
  });

  test('the popup cannot be closed while saving', async ({ page }) => {
    await openPage(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let isHeld = false;
    await page.route('**/api/settings', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      isHeld = true;
      await released;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Discord settings' }).click();
    const popup = popupOf(page, 'Discord');
    await popup.getByLabel('Client ID').fill('discord-id');
    await popup.getByLabel('Client secret').fill('discord-secret');
    const save = popup.getByRole('button', { name: 'Save changes' });
    await save.click();
    await expect.poll(() => isHeld).toBe(true);
    await expect(save).toBeDisabled();
    await expect(popup.getByRole('button', { name: 'Close' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await expect(popup).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Confirmation' })).toHaveCount(0);
    release();
    await expect(page.getByText(SAVED)).toBeVisible();
    await expect(popup).toHaveCount(0);
    expect(await readProvider('discordAuth')).toMatchObject({ enabled: true, clientId: 'discord-id' });
  });

  test("Apple's dialog signs a real client secret with an EC P-256 key and puts it into Apple's Client secret field; a bad key shows the server's error", async ({
    page,
  }) => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await openPage(page);
    await page.getByRole('button', { name: 'Apple settings' }).click();
    const popup = popupOf(page, 'Apple');
    await popup.getByLabel('Client ID').fill('com.example.larder');
    await popup.getByRole('button', { name: 'Generate secret' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate Apple client secret' });
    await expect(dialog.getByLabel('Client ID')).toHaveValue('com.example.larder');
    await expect(
      dialog.getByText(
        'The key is not stored on the server and it is used only for generating the signed JWT.',
      ),
    ).toBeVisible();
    await dialog.getByLabel('Team ID').fill('TEAM123456');
    await dialog.getByLabel('Key ID').fill('KEY9876543');
    const duration = dialog.getByLabel('Duration (in seconds)');
    await duration.fill('15777001');
    const key = dialog.getByLabel('Private key');
    const generate = dialog.getByRole('button', { name: 'Generate and set secret' });

    // not a PEM key: the server's field error under the key; over the maximum: caught before sending
    await key.fill('not a key');
    await generate.click();
    await expect(duration).toHaveAccessibleDescription(/Must be no greater than 15777000\./);
    await duration.fill('3600');
    await generate.click();
    await expect(key).toHaveAccessibleDescription(/Must be in a valid format\./);
    // PEM-shaped but not a key: the server's message as a toast
    await key.fill('-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----');
    await generate.click();
    await expect(page.getByText(/Failed to generate client secret\. Raw error:/)).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(page.locator('dialog[open]:last-of-type')).toContainText('Generate Apple client secret');
    await expectNoA11yViolations(page, 'dialog[open]:last-of-type');

    // a real key, pasted with blank lines around it; while the server signs, nothing closes
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let isHeld = false;
    await page.route('**/api/settings/apple/generate-client-secret', async (route) => {
      isHeld = true;
      await released;
      await route.continue();
    });
    await key.fill(`\n\n  ${pem}\n\n`);
    const sent = page.waitForRequest('**/api/settings/apple/generate-client-secret');
    await generate.click();
    expect((await sent).postDataJSON()).toEqual({
      clientId: 'com.example.larder',
      teamId: 'TEAM123456',
      keyId: 'KEY9876543',
      privateKey: pem.trim(),
      duration: 3600,
    });
    await expect.poll(() => isHeld).toBe(true);
    await expect(generate).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    release();
    await expect(page.getByText(GENERATED)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // the secret is a JWT signed with that key, and it sits in Apple's field, not yet saved
    const jwt = await popup.getByLabel('Client secret').inputValue();
    const [header, payload, signature] = jwt.split('.');
    const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString());
    expect(decode(header)).toMatchObject({ alg: 'ES256', kid: 'KEY9876543' });
    const claims = decode(payload);
    expect(claims).toMatchObject({
      iss: 'TEAM123456',
      sub: 'com.example.larder',
      aud: ['https://appleid.apple.com'],
    });
    expect(claims.exp - claims.iat).toBe(3600);
    const isSigned = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      { key: createPublicKey(publicKey.export({ type: 'spki', format: 'pem' })), dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    expect(isSigned).toBe(true);
    expect((await readProvider('appleAuth')).clientSecret).toBe('');

    await popup.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(SAVED)).toBeVisible();
    expect(await readProvider('appleAuth')).toMatchObject({
      enabled: true,
      clientId: 'com.example.larder',
      clientSecret: '******',
    });
  });

  test('the whole flow by keyboard: reach a card, open its popup, fill it, save, close another with Escape', async ({
    page,
  }) => {
    await openPage(page);
    await page.getByRole('button', { name: 'Apple settings' }).focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'GitHub settings' })).toBeFocused();
    await page.keyboard.press('Enter');
    const popup = popupOf(page, 'GitHub');
    await expect(popup.getByLabel('Client ID')).toBeFocused();
    await page.keyboard.type('github-id');
    await page.keyboard.press('Tab');
    await expect(popup.getByLabel('Client secret')).toBeFocused();
    await page.keyboard.type('github-secret');
    await page.keyboard.press('Enter');
    await expect(page.getByText(SAVED)).toBeVisible();
    await expect(popup).toHaveCount(0);
    // focus goes back to the card's button, now first in the list
    await expect(page.getByRole('button', { name: 'GitHub settings' })).toBeFocused();
    await expect(enabledCards(page).first()).toContainText('GitHub');
    expect(await readProvider('githubAuth')).toMatchObject({ enabled: true, clientId: 'github-id' });

    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Apple settings' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(popupOf(page, 'Apple')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popupOf(page, 'Apple')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Apple settings' })).toBeFocused();
  });

  test('stored markup in a client ID or an endpoint stays text', async ({ page }) => {
    const payload = '<img src=x onerror="window.__xss=1">';
    await patchProviders({
      gitlabAuth: {
        enabled: true,
        clientId: payload,
        clientSecret: 's',
        authUrl: 'https://gitlab.example.com/oauth/authorize?next=<script>window.__xss=2</script>',
      },
    });
    await openPage(page);
    await expect(enabledCards(page).first()).toContainText('GitLab');
    await page.getByRole('button', { name: 'GitLab settings' }).click();
    const popup = popupOf(page, 'GitLab');
    await expect(popup.getByLabel('Client ID')).toHaveValue(payload);
    await expect(popup.getByLabel('Auth URL')).toHaveValue(
      'https://gitlab.example.com/oauth/authorize?next=<script>window.__xss=2</script>',
    );
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });
});
