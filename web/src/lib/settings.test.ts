import {
  pickGroups,
  providerName,
  randomSecret,
  SECRET_MASK,
  withoutMaskedSecrets,
  type Settings,
} from './settings';

describe('settings', () => {
  it('drop the masked secrets the server sent, at any depth, keeping everything else', () => {
    const patch = {
      smtp: { enabled: true, host: 'smtp.example.com', password: SECRET_MASK },
      s3: { secret: 'new secret', accessKey: 'key' },
      googleAuth: { clientId: 'id', clientSecret: SECRET_MASK, enabled: false },
      list: [SECRET_MASK, 'x'],
    };
    expect(withoutMaskedSecrets(patch)).toEqual({
      smtp: { enabled: true, host: 'smtp.example.com' },
      s3: { secret: 'new secret', accessKey: 'key' },
      googleAuth: { clientId: 'id', enabled: false },
      list: [SECRET_MASK, 'x'],
    });
    expect(patch.smtp.password).toBe(SECRET_MASK);
  });

  it('name providers without the four-character suffix of their key', () => {
    expect(providerName('googleAuth')).toBe('google');
    expect(providerName('oidc2Auth')).toBe('oidc2');
  });

  it('pick deep copies of the groups a page edits', () => {
    const settings = { logs: { maxDays: 5 }, meta: { appName: 'A' }, smtp: {} } as unknown as Settings;
    const picked = pickGroups(settings, ['logs']);
    expect(picked).toEqual({ logs: { maxDays: 5 } });
    picked.logs.maxDays = 9;
    expect(settings.logs.maxDays).toBe(5);
  });

  it('make invalidation secrets of 50 random letters and digits', () => {
    const a = randomSecret();
    expect(a).toMatch(/^[A-Za-z0-9]{50}$/);
    expect(randomSecret()).not.toBe(a);
    expect(randomSecret(7)).toHaveLength(7);
  });
});
