import { PROVIDER_KEYS, SECRET_MASK, type AuthProviderConfig, type Settings } from '../../lib/settings';
import {
  clearedProviderConfig,
  initialProviderForm,
  isHttpUrl,
  PROVIDERS,
  providerInfo,
  sortedProviders,
  toProviderPatch,
  validateProviderForm,
} from './authProviders';

const MSG_URL = 'Must be a valid URL.';

const config = (over: Partial<AuthProviderConfig> = {}): AuthProviderConfig => ({
  enabled: false,
  clientId: '',
  clientSecret: '',
  authUrl: '',
  tokenUrl: '',
  userApiUrl: '',
  ...over,
});

describe('provider catalogue', () => {
  it('lists the 18 providers of the backend in a fixed order, with their display names', () => {
    expect(PROVIDERS.map((p) => p.key)).toEqual([...PROVIDER_KEYS]);
    expect(PROVIDERS).toHaveLength(18);
    expect(PROVIDERS.map((p) => p.title)).toEqual([
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
    ]);
  });

  it('names each provider as the backend does: its key without the four-character suffix', () => {
    expect(providerInfo('googleAuth').name).toBe('google');
    expect(providerInfo('oidc3Auth').name).toBe('oidc3');
    expect(providerInfo('livechatAuth').name).toBe('livechat');
  });

  it('gives endpoint options to the OpenID Connect slots, Microsoft, GitLab and Gitea only', () => {
    const withEndpoints = Object.fromEntries(
      PROVIDERS.filter((p) => p.endpoints).map((p) => [p.key, p.endpoints!.fields]),
    );
    expect(withEndpoints).toEqual({
      microsoftAuth: ['authUrl', 'tokenUrl'],
      gitlabAuth: ['authUrl', 'tokenUrl', 'userApiUrl'],
      giteaAuth: ['authUrl', 'tokenUrl', 'userApiUrl'],
      oidcAuth: ['authUrl', 'tokenUrl', 'userApiUrl'],
      oidc2Auth: ['authUrl', 'tokenUrl', 'userApiUrl'],
      oidc3Auth: ['authUrl', 'tokenUrl', 'userApiUrl'],
    });
  });

  it('requires the endpoints of OpenID Connect and Azure AD, not of the self-hosted ones', () => {
    expect(providerInfo('oidcAuth').endpoints!.isRequired).toBe(true);
    expect(providerInfo('microsoftAuth').endpoints!.isRequired).toBe(true);
    expect(providerInfo('gitlabAuth').endpoints!.isRequired).toBe(false);
    expect(providerInfo('giteaAuth').endpoints!.isRequired).toBe(false);
  });

  it('shows Microsoft a tenant-style example (Azure AD)', () => {
    const ms = providerInfo('microsoftAuth').endpoints!;
    expect(ms.placeholders.authUrl).toBe(
      'https://login.microsoftonline.com/YOUR_TENANT_ID/oauth2/v2.0/authorize',
    );
    expect(ms.placeholders.tokenUrl).toBe(
      'https://login.microsoftonline.com/YOUR_TENANT_ID/oauth2/v2.0/token',
    );
    expect(ms.hint).toEqual({ key: 'endpoints.azureHint' });
  });

  it('offers the secret generator to Apple only', () => {
    expect(PROVIDERS.filter((p) => p.hasSecretGenerator).map((p) => p.key)).toEqual(['appleAuth']);
  });
});

describe('card order', () => {
  it('puts the enabled providers first, each group in the catalogue order', () => {
    const settings = {
      oidc2Auth: config({ enabled: true }),
      googleAuth: config({ enabled: true }),
      appleAuth: config({ enabled: false, clientId: 'x' }),
    } as Partial<Settings>;
    const { enabled, disabled } = sortedProviders(settings);
    expect(enabled.map((c) => c.info.key)).toEqual(['googleAuth', 'oidc2Auth']);
    expect(enabled.every((c) => c.isEnabled)).toBe(true);
    expect(disabled).toHaveLength(16);
    expect(disabled[0].info.key).toBe('appleAuth');
    expect(disabled.some((c) => c.isEnabled)).toBe(false);
  });

  it('lists every provider as disabled when the settings have none enabled', () => {
    const { enabled, disabled } = sortedProviders({});
    expect(enabled).toEqual([]);
    expect(disabled.map((c) => c.info.key)).toEqual([...PROVIDER_KEYS]);
  });
});

describe('popup values', () => {
  it('open with the provider values, enabled when no client ID exists yet', () => {
    expect(initialProviderForm('googleAuth', config())).toEqual({ googleAuth: config({ enabled: true }) });
    expect(initialProviderForm('googleAuth', undefined)).toEqual({ googleAuth: config({ enabled: true }) });
    const stored = config({ enabled: false, clientId: 'id', clientSecret: SECRET_MASK });
    expect(initialProviderForm('googleAuth', stored)).toEqual({ googleAuth: stored });
  });

  it("'Clear all fields' blanks everything and disables the provider", () => {
    expect(clearedProviderConfig()).toEqual(config());
  });
});

describe('popup checks', () => {
  it('require client ID and secret only while enabled', () => {
    expect(validateProviderForm('googleAuth', { googleAuth: config({ enabled: true }) })).toEqual({
      'googleAuth.clientId': 'Cannot be blank.',
      'googleAuth.clientSecret': 'Cannot be blank.',
    });
    expect(
      validateProviderForm('googleAuth', { googleAuth: config({ enabled: true, clientId: '  ' }) }),
    ).toEqual(expect.objectContaining({ 'googleAuth.clientId': 'Cannot be blank.' }));
    expect(validateProviderForm('googleAuth', { googleAuth: config() })).toEqual({});
  });

  it('count a masked secret as set (the server keeps the stored one)', () => {
    const values = { googleAuth: config({ enabled: true, clientId: 'id', clientSecret: SECRET_MASK }) };
    expect(validateProviderForm('googleAuth', values)).toEqual({});
  });

  it('require the OpenID Connect endpoints only while enabled, and check them as URLs either way', () => {
    const enabled = config({ enabled: true, clientId: 'id', clientSecret: 's' });
    expect(validateProviderForm('oidc2Auth', { oidc2Auth: enabled })).toEqual({
      'oidc2Auth.authUrl': 'Cannot be blank.',
      'oidc2Auth.tokenUrl': 'Cannot be blank.',
      'oidc2Auth.userApiUrl': 'Cannot be blank.',
    });
    expect(validateProviderForm('oidc2Auth', { oidc2Auth: config() })).toEqual({});
    expect(
      validateProviderForm('oidc2Auth', {
        oidc2Auth: config({
          authUrl: 'not a url',
          tokenUrl: 'ftp://example.com/t',
          userApiUrl: 'https://x.io/u',
        }),
      }),
    ).toEqual({ 'oidc2Auth.authUrl': MSG_URL, 'oidc2Auth.tokenUrl': MSG_URL });
    expect(
      validateProviderForm('oidc2Auth', {
        oidc2Auth: {
          ...enabled,
          authUrl: 'https://id.example.com/auth',
          tokenUrl: 'https://id.example.com/token',
          userApiUrl: 'http://127.0.0.1:9000/userinfo',
        },
      }),
    ).toEqual({});
  });

  it('leave the self-hosted endpoints optional when enabled, but still URL-checked', () => {
    const enabled = config({ enabled: true, clientId: 'id', clientSecret: 's' });
    expect(validateProviderForm('gitlabAuth', { gitlabAuth: enabled })).toEqual({});
    expect(validateProviderForm('giteaAuth', { giteaAuth: { ...enabled, tokenUrl: 'gitea.local' } })).toEqual(
      {
        'giteaAuth.tokenUrl': MSG_URL,
      },
    );
  });

  it('require only the two Azure AD endpoints of Microsoft', () => {
    const enabled = config({ enabled: true, clientId: 'id', clientSecret: 's' });
    expect(Object.keys(validateProviderForm('microsoftAuth', { microsoftAuth: enabled }))).toEqual([
      'microsoftAuth.authUrl',
      'microsoftAuth.tokenUrl',
    ]);
  });

  it('ignore endpoint values of providers without endpoint options', () => {
    const values = { googleAuth: config({ authUrl: 'whatever' }) };
    expect(validateProviderForm('googleAuth', values)).toEqual({});
  });

  it('take only absolute http(s) addresses as URLs', () => {
    expect(isHttpUrl('https://example.com/a?b=1')).toBe(true);
    expect(isHttpUrl('http://localhost:8090')).toBe(true);
    expect(isHttpUrl('example.com/a')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('')).toBe(false);
  });
});

describe('PATCH body', () => {
  it('holds only {providerKey: config}, never the masked secret', () => {
    const values = {
      googleAuth: config({ enabled: true, clientId: ' id-2 ', clientSecret: SECRET_MASK }),
    };
    expect(toProviderPatch('googleAuth', values)).toEqual({
      googleAuth: { enabled: true, clientId: 'id-2', authUrl: '', tokenUrl: '', userApiUrl: '' },
    });
  });

  it('sends a new secret as typed, and an emptied one as empty (which clears it on the server)', () => {
    expect(toProviderPatch('oidcAuth', { oidcAuth: config({ clientSecret: ' s3cret ' }) })).toEqual({
      oidcAuth: config({ clientSecret: ' s3cret ' }),
    });
    expect(toProviderPatch('oidcAuth', { oidcAuth: clearedProviderConfig() })).toEqual({
      oidcAuth: config(),
    });
  });

  it('sends the endpoints trimmed', () => {
    const values = { oidc3Auth: config({ authUrl: ' https://a.example.com/auth ' }) };
    expect(toProviderPatch('oidc3Auth', values)).toEqual({
      oidc3Auth: expect.objectContaining({ authUrl: 'https://a.example.com/auth' }),
    });
  });
});
