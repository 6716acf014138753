// A fake OpenID Connect provider on loopback, so the real server links OAuth2 accounts to auth
// records through its own auth-with-oauth2 flow (there is no other way to create such a link).
import { createServer, type Server } from 'node:http';
import { freePort } from './server';
import { api } from './api';

export interface FakeUser {
  sub: string;
  email: string;
  name?: string;
}

export class FakeOidcProvider {
  private server: Server;
  private users = new Map<string, FakeUser>();
  port = 0;
  /**
   * The client credentials the server sent with each code exchange (from HTTP Basic auth or the
   * form body): the only outside view of the client secret a server has stored.
   */
  readonly credentials: Array<{ clientId: string; clientSecret: string }> = [];

  constructor() {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (req.method === 'POST' && url.pathname === '/token') {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          const form = new URLSearchParams(body);
          this.credentials.push(clientCredentials(req.headers.authorization, form));
          const code = form.get('code') ?? '';
          res.writeHead(this.users.has(code) ? 200 : 400, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ access_token: `token-${code}`, token_type: 'Bearer', expires_in: 3600 }));
        });
        return;
      }
      if (url.pathname === '/userinfo') {
        const code = (req.headers.authorization ?? '').replace(/^Bearer token-/, '');
        const user = this.users.get(code);
        res.writeHead(user ? 200 : 401, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(user ? { ...user, email_verified: true } : {}));
        return;
      }
      res.writeHead(404).end();
    });
  }

  async start(): Promise<void> {
    this.port = await freePort();
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Enables the server's `oidc` provider with this fake's endpoints. */
  async configure(serverUrl: string, token: string): Promise<void> {
    const base = `http://127.0.0.1:${this.port}`;
    await api(serverUrl, '/api/settings', {
      method: 'PATCH',
      token,
      body: {
        oidcAuth: {
          enabled: true,
          clientId: 'larder-test',
          clientSecret: 'larder-test-secret',
          authUrl: `${base}/auth`,
          tokenUrl: `${base}/token`,
          userApiUrl: `${base}/userinfo`,
        },
      },
    });
  }

  /**
   * Signs `user` in to the auth collection through the real server's OAuth2 flow: the server
   * links the account to the record with the same (verified) email, or creates one.
   */
  async link(serverUrl: string, collection: string, user: FakeUser): Promise<void> {
    const code = `code-${user.sub}`;
    this.users.set(code, user);
    await api(serverUrl, `/api/collections/${collection}/auth-with-oauth2`, {
      method: 'POST',
      body: { provider: 'oidc', code, codeVerifier: 'verifier', redirectUrl: `${serverUrl}/redirect` },
    });
  }
}

function clientCredentials(
  authorization: string | undefined,
  form: URLSearchParams,
): { clientId: string; clientSecret: string } {
  if (authorization?.startsWith('Basic ')) {
    // OAuth2 client credentials sent as HTTP Basic are form-encoded before joining
    const decode = (part = '') => decodeURIComponent(part.replace(/\+/g, ' '));
    const [id, secret] = Buffer.from(authorization.slice(6), 'base64').toString().split(':');
    return { clientId: decode(id), clientSecret: decode(secret) };
  }
  return { clientId: form.get('client_id') ?? '', clientSecret: form.get('client_secret') ?? '' };
}
