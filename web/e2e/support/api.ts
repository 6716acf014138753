import { randomUUID } from 'node:crypto';
// Direct calls to the real backend, for test set-up and checks (never a mock).

export interface AdminCredentials {
  email: string;
  password: string;
}

let counter = 0;
/** A unique email per call, so tests never depend on each other's data. */
export function uniqueEmail(prefix = 'admin'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

export async function api<T = unknown>(
  baseUrl: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(baseUrl + path, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: init.token } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function createAdmin(
  baseUrl: string,
  creds: AdminCredentials,
  token?: string,
): Promise<{ id: string }> {
  return api(baseUrl, '/api/admins', {
    method: 'POST',
    token,
    body: { email: creds.email, password: creds.password, passwordConfirm: creds.password },
  });
}

export async function adminToken(baseUrl: string, creds: AdminCredentials): Promise<string> {
  const res = await api<{ token: string }>(baseUrl, '/api/admins/auth-with-password', {
    method: 'POST',
    body: { identity: creds.email, password: creds.password },
  });
  return res.token;
}

/**
 * Invalidates every admin token of the server (a new adminAuthToken secret): the next request of a
 * signed-in page gets a 401, as when a session ends on the server.
 */
export async function rotateAdminTokens(baseUrl: string, creds: AdminCredentials): Promise<void> {
  const secret = (randomUUID() + randomUUID()).replace(/-/g, '').slice(0, 50);
  await api(baseUrl, '/api/settings', {
    method: 'PATCH',
    token: await adminToken(baseUrl, creds),
    body: { adminAuthToken: { secret, duration: 1209600 } },
  });
}
