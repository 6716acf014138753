// Size budget: the JS + CSS a page loads, gzipped by us (node:zlib level 9) so the number does not
// depend on how the server compresses. Collected from Chromium's network events.
import { gzipSync } from 'node:zlib';

const isCode = (response) => {
  const type = response.request().resourceType();
  if (type === 'script' || type === 'stylesheet') return true;
  // modulepreload / preload responses can surface with another resource type
  const ct = response.headers()['content-type'] ?? '';
  return /javascript|text\/css/.test(ct);
};

/** Records every JS/CSS response of `page` (deduplicated by URL); `snapshot()` returns them so far. */
export function collectCode(page) {
  const files = new Map();
  const pending = new Set();
  page.on('response', (response) => {
    if (!isCode(response) || response.status() >= 300) return;
    const url = response.url();
    if (files.has(url)) return;
    files.set(url, null);
    const p = response
      .body()
      .then((body) => files.set(url, { url, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }))
      .catch(() => files.delete(url))
      .finally(() => pending.delete(p));
    pending.add(p);
  });
  return {
    async snapshot() {
      while (pending.size) await Promise.all([...pending]);
      return [...files.values()].filter(Boolean);
    },
  };
}

export const sumGzip = (files) => files.reduce((n, f) => n + f.gzip, 0);

/** Lets late chunks (lazy routes, preloads) arrive: network idle plus a short quiet period. */
export async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(300);
}
