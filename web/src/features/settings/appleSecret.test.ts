import {
  APPLE_MAX_DURATION,
  initialAppleSecretForm,
  toAppleSecretRequest,
  validateAppleSecretForm,
  type AppleSecretForm,
} from './appleSecret';

const MSG_DURATION_MAX = 'Must be no greater than 15777000.';
const MSG_DURATION_MIN = 'Must be a whole number of 1 or more.';

const KEY = '-----BEGIN PRIVATE KEY-----\nMIGH\n-----END PRIVATE KEY-----';

const valid = (over: Partial<AppleSecretForm> = {}): AppleSecretForm => ({
  clientId: 'com.example.app',
  teamId: 'ABCDE12345',
  keyId: 'KEY1234567',
  duration: 3600,
  privateKey: KEY,
  ...over,
});

describe('Apple secret dialog', () => {
  it('starts with the client ID of the popup and the longest duration', () => {
    expect(initialAppleSecretForm('com.example.app')).toEqual({
      clientId: 'com.example.app',
      teamId: '',
      keyId: '',
      duration: 15777000,
      privateKey: '',
    });
    expect(APPLE_MAX_DURATION).toBe(15777000);
  });

  it('requires every field', () => {
    expect(
      validateAppleSecretForm({ clientId: '', teamId: ' ', keyId: '', duration: NaN, privateKey: '\n \n' }),
    ).toEqual({
      clientId: 'Cannot be blank.',
      teamId: 'Cannot be blank.',
      keyId: 'Cannot be blank.',
      duration: 'Cannot be blank.',
      privateKey: 'Cannot be blank.',
    });
    expect(validateAppleSecretForm(valid())).toEqual({});
  });

  it('takes a duration of 1 to 15777000 whole seconds', () => {
    expect(validateAppleSecretForm(valid({ duration: 15777000 }))).toEqual({});
    expect(validateAppleSecretForm(valid({ duration: 1 }))).toEqual({});
    expect(validateAppleSecretForm(valid({ duration: 15777001 }))).toEqual({ duration: MSG_DURATION_MAX });
    expect(validateAppleSecretForm(valid({ duration: 0 }))).toEqual({ duration: MSG_DURATION_MIN });
    expect(validateAppleSecretForm(valid({ duration: 1.5 }))).toEqual({ duration: MSG_DURATION_MIN });
    // the input keeps text that is no number as typed in the form (numberFieldValue)
    expect(validateAppleSecretForm(valid({ duration: '1e309' as unknown as number }))).toEqual({
      duration: 'Not a valid number.',
    });
  });

  it('sends the key trimmed, and the ids trimmed', () => {
    expect(
      toAppleSecretRequest(
        valid({ privateKey: `\n\n  ${KEY}\n \n`, clientId: ' com.example.app ', teamId: 'ABCDE12345 ' }),
      ),
    ).toEqual({
      clientId: 'com.example.app',
      teamId: 'ABCDE12345',
      keyId: 'KEY1234567',
      duration: 3600,
      privateKey: KEY,
    });
  });
});
