// The OAuth2 providers of the Auth providers page: which ones there are, what each one's popup
// offers, the order of the cards, the popup's values, its checks and its PATCH body. No React here.
import {
  isMasked,
  PROVIDER_KEYS,
  providerName,
  type AuthProviderConfig,
  type ProviderKey,
  type Settings,
} from '../../lib/settings';
import type { FieldErrors } from '../../lib/formPaths';
import { requiredMessage } from '../../lib/validation';
import { t, type AuthProvidersKey } from './authProvidersMessages';

export type EndpointField = 'authUrl' | 'tokenUrl' | 'userApiUrl';

export interface ProviderEndpoints {
  /** The section's heading in the popup (a key of the page's catalog, read when shown). */
  title: AuthProvidersKey;
  fields: readonly EndpointField[];
  /**
   * Required while the provider is enabled. OpenID Connect has no endpoints of its own and Azure AD
   * needs the tenant's; the self-hosted ones fall back to the public service when left blank (the
   * backend only overrides its defaults with values that are set).
   */
  isRequired: boolean;
  placeholders: Readonly<Record<EndpointField, string>>;
  /** A note under the endpoints: a key of the page's catalog and its values. */
  hint?: { key: AuthProvidersKey; values?: Record<string, string> };
}

export interface ProviderInfo {
  key: ProviderKey;
  /** The display name: the popup is '{title} provider'. */
  title: string;
  /** The name the backend and the SDK know it by (the key without its 'Auth' suffix). */
  name: string;
  endpoints?: ProviderEndpoints;
  /** Apple's client secret is a JWT generated from a private key (the secret dialog). */
  hasSecretGenerator: boolean;
}

/** The endpoints' labels: keys of the page's catalog. */
export const ENDPOINT_LABELS: Readonly<Record<EndpointField, AuthProvidersKey>> = {
  authUrl: 'endpoint.authUrl',
  tokenUrl: 'endpoint.tokenUrl',
  userApiUrl: 'endpoint.userApiUrl',
};

const oidc: ProviderEndpoints = {
  title: 'endpoints.oidc',
  fields: ['authUrl', 'tokenUrl', 'userApiUrl'],
  isRequired: true,
  placeholders: {
    authUrl: 'https://example.com/oauth2/authorize',
    tokenUrl: 'https://example.com/oauth2/token',
    userApiUrl: 'https://example.com/oauth2/userinfo',
  },
};

const selfHosted = (host: string, paths: Record<EndpointField, string>): ProviderEndpoints => ({
  title: 'endpoints.selfHosted',
  fields: ['authUrl', 'tokenUrl', 'userApiUrl'],
  isRequired: false,
  placeholders: {
    authUrl: `https://${host}${paths.authUrl}`,
    tokenUrl: `https://${host}${paths.tokenUrl}`,
    userApiUrl: `https://${host}${paths.userApiUrl}`,
  },
  hint: { key: 'endpoints.selfHostedHint', values: { host } },
});

const microsoft: ProviderEndpoints = {
  title: 'endpoints.azure',
  fields: ['authUrl', 'tokenUrl'],
  isRequired: true,
  placeholders: {
    authUrl: 'https://login.microsoftonline.com/YOUR_TENANT_ID/oauth2/v2.0/authorize',
    tokenUrl: 'https://login.microsoftonline.com/YOUR_TENANT_ID/oauth2/v2.0/token',
    userApiUrl: '',
  },
  hint: { key: 'endpoints.azureHint' },
};

const TITLES: Readonly<Record<ProviderKey, string>> = {
  appleAuth: 'Apple',
  googleAuth: 'Google',
  facebookAuth: 'Facebook',
  microsoftAuth: 'Microsoft',
  githubAuth: 'GitHub',
  gitlabAuth: 'GitLab',
  giteeAuth: 'Gitee',
  giteaAuth: 'Gitea',
  discordAuth: 'Discord',
  twitterAuth: 'Twitter',
  kakaoAuth: 'Kakao',
  spotifyAuth: 'Spotify',
  twitchAuth: 'Twitch',
  stravaAuth: 'Strava',
  livechatAuth: 'LiveChat',
  oidcAuth: 'OpenID Connect',
  oidc2Auth: 'OpenID Connect 2',
  oidc3Auth: 'OpenID Connect 3',
};

const ENDPOINTS: Partial<Record<ProviderKey, ProviderEndpoints>> = {
  microsoftAuth: microsoft,
  gitlabAuth: selfHosted('gitlab.com', {
    authUrl: '/oauth/authorize',
    tokenUrl: '/oauth/token',
    userApiUrl: '/api/v4/user',
  }),
  giteaAuth: selfHosted('gitea.com', {
    authUrl: '/login/oauth/authorize',
    tokenUrl: '/login/oauth/access_token',
    userApiUrl: '/api/v1/user',
  }),
  oidcAuth: oidc,
  oidc2Auth: oidc,
  oidc3Auth: oidc,
};

/** Every provider of the backend, in a fixed order (Apple, Google, …, then three OpenID Connect slots). */
export const PROVIDERS: readonly ProviderInfo[] = PROVIDER_KEYS.map((key) => ({
  key,
  title: TITLES[key],
  name: providerName(key),
  endpoints: ENDPOINTS[key],
  hasSecretGenerator: key === 'appleAuth',
}));

export function providerInfo(key: ProviderKey): ProviderInfo {
  return PROVIDERS.find((p) => p.key === key)!;
}

export interface ProviderCardData {
  info: ProviderInfo;
  isEnabled: boolean;
}

/** The cards: enabled providers first, then the disabled ones, each group in the catalogue's order. */
export function sortedProviders(settings: Partial<Settings>): {
  enabled: ProviderCardData[];
  disabled: ProviderCardData[];
} {
  const cards = PROVIDERS.map((info) => ({ info, isEnabled: !!settings[info.key]?.enabled }));
  return { enabled: cards.filter((c) => c.isEnabled), disabled: cards.filter((c) => !c.isEnabled) };
}

/** The popup's values: `{[key]: config}`, so the server's error paths (`googleAuth.clientId`) fit as they are. */
export type ProviderForm = Partial<Record<ProviderKey, AuthProviderConfig>>;

export const EMPTY_PROVIDER_CONFIG: Readonly<AuthProviderConfig> = {
  enabled: false,
  clientId: '',
  clientSecret: '',
  authUrl: '',
  tokenUrl: '',
  userApiUrl: '',
};

/**
 * What the popup opens with: the provider's values, and enabled when no client ID exists yet (a
 * provider being set up for the first time is meant to be switched on).
 */
export function initialProviderForm(
  key: ProviderKey,
  config: Partial<AuthProviderConfig> | undefined,
): ProviderForm {
  const values: AuthProviderConfig = { ...EMPTY_PROVIDER_CONFIG, ...config };
  if (!values.clientId) values.enabled = true;
  return { [key]: values };
}

/** 'Clear all fields': everything blank and the provider disabled. */
export function clearedProviderConfig(): AuthProviderConfig {
  return { ...EMPTY_PROVIDER_CONFIG };
}

/** An absolute http(s) address. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}

/**
 * The popup's checks: client ID and secret required only while enabled; the endpoint URLs
 * URL-typed, and required only while enabled where the provider needs them. A masked secret counts
 * as set (the server keeps the stored one).
 */
export function validateProviderForm(key: ProviderKey, values: ProviderForm): FieldErrors {
  const config = values[key] ?? EMPTY_PROVIDER_CONFIG;
  const errors: FieldErrors = {};
  if (config.enabled) {
    if (!config.clientId.trim()) errors[`${key}.clientId`] = requiredMessage();
    if (!config.clientSecret.trim()) errors[`${key}.clientSecret`] = requiredMessage();
  }
  const endpoints = providerInfo(key).endpoints;
  for (const field of endpoints?.fields ?? []) {
    const value = config[field].trim();
    if (!value) {
      if (config.enabled && endpoints?.isRequired) errors[`${key}.${field}`] = requiredMessage();
    } else if (!isHttpUrl(value)) {
      errors[`${key}.${field}`] = t('field.invalidUrl');
    }
  }
  return errors;
}

/**
 * The PATCH body: only `{[key]: config}`, never the masked secret (the server then keeps the stored
 * one); client ID and URLs are sent trimmed.
 */
export function toProviderPatch(key: ProviderKey, values: ProviderForm): Partial<Settings> {
  const config = values[key] ?? EMPTY_PROVIDER_CONFIG;
  const out: Partial<AuthProviderConfig> = {
    enabled: config.enabled,
    clientId: config.clientId.trim(),
    authUrl: config.authUrl.trim(),
    tokenUrl: config.tokenUrl.trim(),
    userApiUrl: config.userApiUrl.trim(),
  };
  if (!isMasked(config.clientSecret)) out.clientSecret = config.clientSecret;
  return { [key]: out } as Partial<Settings>;
}
