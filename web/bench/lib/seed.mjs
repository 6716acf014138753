// Seeds request logs straight into pb_data/logs.db with the sqlite3 CLI. The columns follow the
// backend's own schema (pocketbase v0.15.3 migrations/logs/*.go and models/request.go):
// _requests(id, url, method, status, auth, userIp, remoteIp, referer, userAgent, meta, created, updated).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export const SQLITE = process.env.SQLITE3 ?? '/usr/bin/sqlite3';

/** URL of seeded row n (1-based); row `count` is the newest and has the highest rowid. */
export const seededUrl = (n) => `/api/bench/${String(n).padStart(6, '0')}`;

/**
 * Inserts `count` rows. `created` is spread evenly over the last `days` days (newest ≈ 1 minute ago),
 * in PocketBase's 'YYYY-MM-DD HH:MM:SS.SSSZ' format, in rowid order, so the newest row sorts first
 * under the list's default -rowid sort. Roughly 10% of the rows are admin requests (the dashboards hide
 * those by default); the newest row is a non-admin request with status 200.
 */
export function seedRequestLogs(dataDir, { count = 100_000, days = 7 } = {}) {
  const spanSeconds = (days * 86_400 - 60) / count;
  const sql = `
PRAGMA journal_mode = WAL;
BEGIN;
WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${count})
INSERT INTO _requests (id, url, method, status, auth, userIp, remoteIp, referer, userAgent, meta, created, updated)
SELECT
  printf('bench%010d', n),
  printf('/api/bench/%06d', n),
  CASE n % 7 WHEN 1 THEN 'POST' WHEN 3 THEN 'PATCH' WHEN 5 THEN 'DELETE' ELSE 'GET' END,
  st,
  CASE WHEN n % 10 = 7 THEN 'admin' WHEN n % 3 = 1 THEN 'auth_record' ELSE 'guest' END,
  printf('10.0.%d.%d', (n / 250) % 250, n % 250),
  '127.0.0.1',
  CASE WHEN n % 4 = 0 THEN 'http://127.0.0.1/_/' ELSE '' END,
  CASE n % 3 WHEN 0 THEN 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0' WHEN 1 THEN 'curl/8.5.0'
    ELSE 'Mozilla/5.0 (Macintosh) Safari/17.4' END,
  CASE WHEN st >= 400
    THEN json_object('errorMessage', CASE st WHEN 400 THEN 'Failed to load the submitted data.'
      WHEN 404 THEN 'The requested resource wasn''t found.' ELSE 'Something went wrong while processing your request.' END,
      'errorDetails', printf('bench error %d', n))
    ELSE '{}' END,
  ts,
  ts
FROM (
  SELECT n,
    CASE WHEN n = ${count} THEN 200 ELSE
      CASE (n * 7919) % 20 WHEN 0 THEN 500 WHEN 1 THEN 404 WHEN 2 THEN 404 WHEN 3 THEN 400 WHEN 4 THEN 204 WHEN 5 THEN 204
        ELSE 200 END END AS st,
    strftime('%Y-%m-%d %H:%M:%fZ', 'now', printf('-%.3f seconds', 60 + (${count} - n) * ${spanSeconds})) AS ts
  FROM seq
);
COMMIT;
SELECT count(*), max(rowid) FROM _requests;
SELECT url, auth, created FROM _requests ORDER BY rowid DESC LIMIT 1;
`;
  const out = execFileSync(SQLITE, [join(dataDir, 'logs.db')], { input: sql, encoding: 'utf8' });
  const lines = out.trim().split('\n');
  const [total] = lines.at(-2).split('|').map(Number);
  const [newestUrl, newestAuth, newestCreated] = lines.at(-1).split('|');
  return { total, newestUrl, newestAuth, newestCreated };
}
