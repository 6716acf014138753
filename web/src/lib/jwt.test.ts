import { readTokenPayload } from './jwt';

function base64url(text: string): string {
  return Buffer.from(text, 'utf8')
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function makeToken(payload: unknown): string {
  return [
    base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
    base64url(JSON.stringify(payload)),
    'sig',
  ].join('.');
}

describe('readTokenPayload', () => {
  it('decodes a base64url payload including non-ASCII text', () => {
    const payload = { id: 'a1', type: 'admin', email: 'zoë.müller@例え.jp', exp: 1893456000 };
    expect(readTokenPayload(makeToken(payload))).toEqual(payload);
  });

  it('decodes payloads whose base64url form needs padding and uses - and _', () => {
    const tokens = ['~~~', '???', 'ÿÿÿ', 'a', 'ab', 'abc'].map((note) => ({
      note,
      token: makeToken({ note }),
    }));
    const payloads = tokens.map(({ token }) => token.split('.')[1]).join('');
    // the samples really exercise the base64url alphabet and missing padding
    expect(payloads).toContain('-');
    expect(payloads).toContain('_');
    for (const { note, token } of tokens) expect(readTokenPayload(token)).toEqual({ note });
  });

  it('returns null for a token without a payload part', () => {
    expect(readTokenPayload('')).toBeNull();
    expect(readTokenPayload('onlyheader')).toBeNull();
  });

  it('returns null for a payload that is not base64 JSON', () => {
    expect(readTokenPayload('h.%%%.s')).toBeNull();
    expect(readTokenPayload(`h.${base64url('not json')}.s`)).toBeNull();
  });

  it('returns null when the payload is not an object', () => {
    expect(readTokenPayload(`h.${base64url('42')}.s`)).toBeNull();
    expect(readTokenPayload(`h.${base64url('null')}.s`)).toBeNull();
  });
});
