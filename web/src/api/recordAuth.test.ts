import { checkEmailChangeLink, checkPasswordResetLink } from './recordAuth';

/** Answers every request with `status` and `body`, recording what was sent. */
function answer(status: number, body: unknown) {
  const sent: Array<{ url: string; body: unknown }> = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    sent.push({ url: String(input), body: JSON.parse(String(init?.body ?? '{}')) });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { sent, restore: () => spy.mockRestore() };
}

const refusal = (data: Record<string, { code: string; message: string }>) => ({
  code: 400,
  message: 'Something went wrong while processing your request.',
  data,
});

describe('checkPasswordResetLink', () => {
  it('sends a confirmation that cannot pass (the two values differ) to the collection of the token', async () => {
    const server = answer(
      400,
      refusal({ password: { code: 'x', message: 'The length must be between 8 and 100.' } }),
    );
    expect(await checkPasswordResetLink('c1', 'tok')).toEqual({ linkError: null, minLength: 8 });
    expect(server.sent[0].url).toMatch(/\/api\/collections\/c1\/confirm-password-reset$/);
    const body = server.sent[0].body as { token: string; password: string; passwordConfirm: string };
    expect(body.token).toBe('tok');
    expect(body.password).not.toBe(body.passwordConfirm);
    server.restore();
  });

  it("tells the server's reason for refusing the token", async () => {
    const server = answer(
      400,
      refusal({
        token: { code: 'validation_invalid_token', message: 'Invalid or expired token.' },
        password: { code: 'x', message: 'The length must be between 12 and 100.' },
      }),
    );
    expect(await checkPasswordResetLink('c1', 'tok')).toEqual({
      linkError: 'Invalid or expired token.',
      minLength: 12,
    });
    server.restore();
  });

  it('takes a missing collection as a broken link, and rejects when the server does not answer', async () => {
    let server = answer(404, { code: 404, message: "The requested resource wasn't found.", data: {} });
    expect(await checkPasswordResetLink('gone', 'tok')).toEqual({
      linkError: "The requested resource wasn't found.",
      minLength: null,
    });
    server.restore();
    server = answer(503, { code: 503, message: 'Busy.', data: {} });
    await expect(checkPasswordResetLink('c1', 'tok')).rejects.toMatchObject({ status: 503 });
    server.restore();
  });
});

describe('checkEmailChangeLink', () => {
  it('sends no password, and tells whether the server refuses the token', async () => {
    let server = answer(
      400,
      refusal({ password: { code: 'validation_required', message: 'Cannot be blank.' } }),
    );
    expect(await checkEmailChangeLink('c1', 'tok')).toBeNull();
    expect(server.sent[0].body).toEqual({ token: 'tok', password: '' });
    server.restore();
    server = answer(
      400,
      refusal({
        token: { code: 'x', message: 'The new email address is already registered: a@example.com' },
      }),
    );
    expect(await checkEmailChangeLink('c1', 'tok')).toBe(
      'The new email address is already registered: a@example.com',
    );
    server.restore();
  });
});
