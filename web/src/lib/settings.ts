// The settings object of the backend (PocketBase 0.15.3 models/settings) and the rules every
// settings page shares: masked secrets are never sent back, a PATCH holds only the groups a page
// edits, invalidation secrets are 50 random characters.

/** What the server sends in place of a secret that is set (settings.SecretMask). */
export const SECRET_MASK = '******';

export interface EmailTemplate {
  subject: string;
  actionUrl: string;
  body: string;
}

export interface MetaConfig {
  appName: string;
  appUrl: string;
  hideControls: boolean;
  senderName: string;
  senderAddress: string;
  verificationTemplate: EmailTemplate;
  resetPasswordTemplate: EmailTemplate;
  confirmEmailChangeTemplate: EmailTemplate;
}

export interface SmtpConfig {
  enabled: boolean;
  host: string;
  port: number;
  username: string;
  password: string;
  /** 'PLAIN' (default) or 'LOGIN'. */
  authMethod: string;
  /** true: 'Always'; false: 'Auto (StartTLS)'. */
  tls: boolean;
}

export interface S3Config {
  enabled: boolean;
  bucket: string;
  region: string;
  endpoint: string;
  accessKey: string;
  secret: string;
  forcePathStyle: boolean;
}

export interface TokenConfig {
  secret: string;
  duration: number;
}

export interface AuthProviderConfig {
  enabled: boolean;
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userApiUrl: string;
}

export const TOKEN_KEYS = [
  'recordAuthToken',
  'recordVerificationToken',
  'recordPasswordResetToken',
  'recordEmailChangeToken',
  'recordFileToken',
  'adminAuthToken',
  'adminPasswordResetToken',
  'adminFileToken',
] as const;
export type TokenKey = (typeof TOKEN_KEYS)[number];

export const PROVIDER_KEYS = [
  'appleAuth',
  'googleAuth',
  'facebookAuth',
  'microsoftAuth',
  'githubAuth',
  'gitlabAuth',
  'giteeAuth',
  'giteaAuth',
  'discordAuth',
  'twitterAuth',
  'kakaoAuth',
  'spotifyAuth',
  'twitchAuth',
  'stravaAuth',
  'livechatAuth',
  'oidcAuth',
  'oidc2Auth',
  'oidc3Auth',
] as const;
export type ProviderKey = (typeof PROVIDER_KEYS)[number];

export type Settings = {
  meta: MetaConfig;
  logs: { maxDays: number };
  smtp: SmtpConfig;
  s3: S3Config;
} & Record<TokenKey, TokenConfig> &
  Record<ProviderKey, AuthProviderConfig>;

/** A PATCH body: the groups a page edits, each with only the values it sends. */
export type SettingsPatch = { [K in keyof Settings]?: Partial<Settings[K]> };

/** The name a provider key is shown by: the key without its four-character suffix (`googleAuth` → `google`). */
export function providerName(key: string): string {
  return key.length > 4 ? key.slice(0, -4) : key;
}

export function isMasked(value: unknown): boolean {
  return value === SECRET_MASK;
}

/**
 * A deep copy of `value` without the masked secrets the server sent (redacted values are filtered
 * out before saving), so a save never overwrites a secret with its mask.
 */
export function withoutMaskedSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => withoutMaskedSecrets(item)) as T;
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (isMasked(item)) continue;
    out[key] = withoutMaskedSecrets(item);
  }
  return out as T;
}

/** The groups of `settings` a page edits, deep-copied (its form values and its PATCH body). */
export function pickGroups<K extends keyof Settings>(
  settings: Settings,
  keys: readonly K[],
): Pick<Settings, K> {
  const out = {} as Pick<Settings, K>;
  for (const key of keys) out[key] = structuredClone(settings[key]);
  return out;
}

const SECRET_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random secret: token invalidation secrets are 50 random characters. */
export function randomSecret(length = 50): string {
  // rejection sampling keeps every character equally likely
  const limit = 256 - (256 % SECRET_ALPHABET.length);
  let out = '';
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit && out.length < length) out += SECRET_ALPHABET[byte % SECRET_ALPHABET.length];
    }
  }
  return out;
}
