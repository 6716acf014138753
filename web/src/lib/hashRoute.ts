// Hash routes with the query inside the hash: `#/settings/admins?filter=x&sort=-created`.
// The real `location.search` is left alone (it carries the installer flag).

export interface HashLocation {
  path: string;
  query: URLSearchParams;
}

export function parseHash(hash: string): HashLocation {
  const raw = hash.replace(/^#/, '');
  const qIndex = raw.indexOf('?');
  const pathPart = qIndex >= 0 ? raw.slice(0, qIndex) : raw;
  const queryPart = qIndex >= 0 ? raw.slice(qIndex + 1) : '';
  let path = '/' + pathPart.replace(/^\/+/, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return { path, query: new URLSearchParams(queryPart) };
}

/** Builds `/path?query` dropping empty query values, so URLs stay short. */
export function buildHref(path: string, query?: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== '') params.set(key, value);
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Matches a path against a pattern with `:name` segments. Returns the decoded params, or null.
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < patternParts.length; i++) {
    const expected = patternParts[i];
    const actual = pathParts[i];
    if (expected.startsWith(':')) {
      try {
        params[expected.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}
