// Seeds the records-screen data: two collections created through the real API (admin token), then
// BENCH_SEED_ROWS rows inserted straight into the `bench_items` table with the sqlite3 CLI while the
// server is stopped, plus small real PNG attachments written into the local file storage.
//
// Column formats follow what PocketBase v0.15.3 itself writes; `probeStorageFormat` checks them on
// every run by creating one record through the API (with a file) and reading its row back with sqlite3
// before the seeding starts, so a format drift fails loudly instead of seeding rows the server misreads.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { api, createFirstAdmin, startServer } from './servers.mjs';
import { SQLITE } from './seed.mjs';

export const AUTHORS = 'bench_authors';
export const ITEMS = 'bench_items';
/** Every seeded title starts with this; the newest row is `Bench item <count>` (6 digits). */
export const TITLE_PREFIX = 'Bench item ';
export const itemTitle = (n) => `${TITLE_PREFIX}${String(n).padStart(6, '0')}`;
/** Seeded record ids: 15 chars of [a-z0-9] like PocketBase's own, increasing with the row number. */
export const itemId = (n) => `bench${String(n).padStart(10, '0')}`;

const AUTHOR_SCHEMA = [{ name: 'name', type: 'text', required: false, options: {} }];

const itemsSchema = (authorsId) => [
  { name: 'title', type: 'text', options: {} },
  { name: 'body', type: 'text', options: {} },
  { name: 'amount', type: 'number', options: {} },
  { name: 'active', type: 'bool', options: {} },
  { name: 'due', type: 'date', options: {} },
  { name: 'status', type: 'select', options: { maxSelect: 1, values: ['a', 'b', 'c'] } },
  { name: 'meta', type: 'json', options: {} },
  {
    name: 'author',
    type: 'relation',
    options: {
      collectionId: authorsId,
      cascadeDelete: false,
      minSelect: null,
      maxSelect: 1,
      displayFields: ['name'],
    },
  },
  {
    name: 'attachment',
    type: 'file',
    options: { maxSelect: 1, maxSize: 5_242_880, mimeTypes: [], thumbs: ['100x100'], protected: false },
  },
];

// ---------------------------------------------------------------------------------------------
// PNG encoder (truecolour, 8 bit, no interlace): enough for small valid images without npm deps.

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A `size`×`size` PNG: a diagonal two-tone pattern in the hue of `seed` (distinct per seed). */
export function makePng(seed, size = 64) {
  const hue = (seed * 137.508) % 360;
  const rgb = (l) => {
    // HSL → RGB, s = 0.65
    const s = 0.65;
    const a = s * Math.min(l, 1 - l);
    const f = (n) => {
      const k = (n + hue / 30) % 12;
      return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
    };
    return [f(0), f(8), f(4)];
  };
  const light = rgb(0.7);
  const dark = rgb(0.4);
  const raw = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y += 1) {
    const row = y * (1 + size * 3);
    raw[row] = 0; // filter: none
    for (let x = 0; x < size; x += 1) {
      const [r, g, b] = ((x + y + seed) >> 3) % 2 ? dark : light;
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------------------------------------------------------------------------------------------

function sqlite(dataDir, sql, args = []) {
  return execFileSync(SQLITE, [...args, join(dataDir, 'data.db')], {
    input: sql,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

const q = (s) => `'${String(s).replaceAll("'", "''")}'`;

/** Runs `fn` over `items` with at most `limit` in flight. */
async function pool(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next;
      next += 1;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * Creates `bench_authors` (with `authors` records) and `bench_items` through the API of a running
 * server. Returns the collection ids and the author record ids.
 */
export async function createRecordsCollections(url, token, { authors = 200 } = {}) {
  const a = await api(url, '/api/collections', {
    method: 'POST',
    token,
    body: { name: AUTHORS, type: 'base', schema: AUTHOR_SCHEMA },
  });
  const items = await api(url, '/api/collections', {
    method: 'POST',
    token,
    body: {
      name: ITEMS,
      type: 'base',
      schema: itemsSchema(a.id),
      // -created is the usual list order; with the index it costs the server about what the unsorted
      // (rowid) order costs, so neither UI's choice of default sort decides the comparison
      indexes: [`CREATE INDEX \`idx_${ITEMS}_created\` ON \`${ITEMS}\` (\`created\`)`],
    },
  });
  const names = Array.from({ length: authors }, (_, i) => `Author ${String(i + 1).padStart(3, '0')}`);
  const authorIds = await pool(names, 8, async (name) => {
    const rec = await api(url, `/api/collections/${AUTHORS}/records`, {
      method: 'POST',
      token,
      body: { name },
    });
    return rec.id;
  });
  return { authorsId: a.id, itemsId: items.id, authorIds };
}

/**
 * Creates one bench_items record through the API (multipart, with a PNG attachment), reads its row
 * with sqlite3 and the stored file's `.attrs` sidecar, checks that the formats are the ones
 * `seedItems` writes, then deletes the record again. Returns the attrs template for seeded files.
 */
export async function probeStorageFormat(url, token, dataDir, { itemsId, authorId }) {
  const form = new FormData();
  form.set('title', 'probe');
  form.set('body', 'probe body');
  form.set('amount', '12.5');
  form.set('active', 'true');
  form.set('due', '2024-05-06 07:08:09.123Z');
  form.set('status', 'b');
  form.set('meta', JSON.stringify({ n: 1, tags: ['x'], ok: true }));
  form.set('author', authorId);
  form.set('attachment', new Blob([makePng(1, 16)], { type: 'image/png' }), 'probe.png');
  const res = await fetch(`${url}/api/collections/${ITEMS}/records`, {
    method: 'POST',
    headers: { Authorization: token },
    body: form,
  });
  if (!res.ok) throw new Error(`probe record: ${res.status} ${await res.text()}`);
  const rec = await res.json();
  const [row] = JSON.parse(
    sqlite(
      dataDir,
      `SELECT *, typeof(active) AS t_active, typeof(amount) AS t_amount FROM ${ITEMS} WHERE id = ${q(rec.id)};`,
      ['-json'],
    ),
  );
  const attrsPath = join(dataDir, 'storage', itemsId, rec.id, `${rec.attachment}.attrs`);
  let attrs = null;
  try {
    attrs = JSON.parse(readFileSync(attrsPath, 'utf8'));
  } catch {
    // no sidecar (another blob driver): seeded files go without one
  }
  await api(url, `/api/collections/${ITEMS}/records/${rec.id}`, { method: 'DELETE', token });

  const problems = [];
  const expect = (what, ok) => ok || problems.push(what);
  expect(`id ${row.id} (15 chars)`, /^[a-z0-9]{15}$/.test(row.id));
  expect(`created ${row.created}`, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z$/.test(row.created));
  expect(`active ${row.active} (${row.t_active})`, row.active === 1 && row.t_active === 'integer');
  expect(`amount ${row.amount} (${row.t_amount})`, row.amount === 12.5);
  expect(`due ${row.due}`, row.due === '2024-05-06 07:08:09.123Z');
  expect(`status ${row.status}`, row.status === 'b');
  expect(`meta ${row.meta}`, row.meta === '{"n":1,"tags":["x"],"ok":true}');
  expect(`author ${row.author}`, row.author === authorId);
  expect(`attachment ${row.attachment}`, /^probe_[A-Za-z0-9]{10}\.png$/.test(row.attachment));
  if (problems.length)
    throw new Error(`bench_items storage format differs from what the seeder writes: ${problems.join('; ')}`);
  return { attrs };
}

/**
 * Inserts `count` rows into bench_items (server stopped). Row n (1…count) has id `itemId(n)`, title
 * `itemTitle(n)`, `created` spread over the last `days` days in increasing order (row `count` is the
 * newest, ≈1 minute old), so it is first under -created and -id, and row 1 is first unsorted (rowid).
 * `files` rows get a real 64×64 PNG (and its 100x100 thumb, so neither server pays for thumb generation
 * during the runs): half of them the newest rows, half the oldest, so the first pages show images
 * under either default order.
 */
export function seedItems(
  dataDir,
  { itemsId, authorIds, count = 100_000, files = 300, days = 30, attrs = null },
) {
  const spanSeconds = (days * 86_400 - 60) / count;
  const withFile = [];
  const oldest = Math.min(count, Math.floor(files / 2));
  const newest = Math.max(oldest + 1, count - (files - oldest) + 1);
  for (const n of [...Array(oldest).keys()]
    .map((i) => i + 1)
    .concat([...Array(count - newest + 1).keys()].map((i) => newest + i))) {
    const suffix = createHash('sha1').update(String(n)).digest('hex').slice(0, 10);
    withFile.push({ n, name: `image_${String(n).padStart(6, '0')}_${suffix}.png` });
  }
  const values = (rows) => rows.join(',\n');
  const sql = `
PRAGMA journal_mode = WAL;
BEGIN;
CREATE TEMP TABLE bench_authors_k (k INTEGER PRIMARY KEY, id TEXT);
INSERT INTO bench_authors_k VALUES
${values(authorIds.map((id, k) => `(${k}, ${q(id)})`))};
CREATE TEMP TABLE bench_files_k (n INTEGER PRIMARY KEY, name TEXT);
${withFile.length ? `INSERT INTO bench_files_k VALUES\n${values(withFile.map((f) => `(${f.n}, ${q(f.name)})`))};` : ''}
WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${count})
INSERT INTO ${ITEMS} (id, created, updated, title, body, amount, active, due, status, meta, author, attachment)
SELECT
  printf('bench%010d', n),
  ts,
  ts,
  printf('${TITLE_PREFIX}%06d', n),
  CASE n % 4
    WHEN 0 THEN printf('Short note %d.', n)
    WHEN 1 THEN printf('Item %d: the quick brown fox jumps over the lazy dog, then takes a nap in the warm afternoon sun.', n)
    WHEN 2 THEN ''
    ELSE printf('Line one of item %d.\nLine two repeats it with more words so the cell has something to truncate: lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.', n)
  END,
  CASE WHEN n % 10 = 0 THEN 0 ELSE round(((n * 7919) % 1000000) / 100.0, 2) END,
  CASE WHEN n % 3 = 0 THEN 0 ELSE 1 END,
  CASE WHEN n % 5 = 0 THEN '' ELSE strftime('%Y-%m-%d %H:%M:%fZ', 'now', printf('%+d hours', (n * 37) % 20000 - 10000)) END,
  CASE n % 4 WHEN 0 THEN 'a' WHEN 1 THEN 'b' WHEN 2 THEN 'c' ELSE '' END,
  CASE n % 3
    WHEN 0 THEN json_object('n', n, 'tags', json_array('red', 'green'), 'ok', json('true'))
    WHEN 1 THEN json_array(n, n + 1, n + 2)
    ELSE json('null')
  END,
  (SELECT id FROM bench_authors_k WHERE k = (n * 31) % ${authorIds.length}),
  coalesce((SELECT name FROM bench_files_k f WHERE f.n = seq.n), '')
FROM (
  SELECT n, strftime('%Y-%m-%d %H:%M:%fZ', 'now', printf('-%.3f seconds', 60 + (${count} - n) * ${spanSeconds})) AS ts
  FROM seq
) AS seq;
COMMIT;
PRAGMA wal_checkpoint(TRUNCATE);
SELECT count(*) FROM ${ITEMS};
SELECT id, title, created FROM ${ITEMS} ORDER BY created DESC LIMIT 1;
`;
  const out = sqlite(dataDir, sql).trim().split('\n');
  const total = Number(out.at(-2));
  const [newestId, newestTitle, newestCreated] = out.at(-1).split('|');

  for (const f of withFile) {
    const dir = join(dataDir, 'storage', itemsId, itemId(f.n));
    const png = makePng(f.n);
    const thumb = makePng(f.n, 100);
    const thumbDir = join(dir, `thumbs_${f.name}`);
    mkdirSync(thumbDir, { recursive: true });
    writeFileSync(join(dir, f.name), png);
    writeFileSync(join(thumbDir, `100x100_${f.name}`), thumb);
    if (attrs) {
      const sidecar = (body) =>
        JSON.stringify({
          ...attrs,
          ...('user.metadata' in attrs ? { 'user.metadata': { 'original-filename': f.name } } : {}),
          ...('md5' in attrs ? { md5: createHash('md5').update(body).digest('base64') } : {}),
        });
      writeFileSync(join(dir, `${f.name}.attrs`), sidecar(png));
      writeFileSync(join(thumbDir, `100x100_${f.name}.attrs`), sidecar(thumb));
    }
  }
  return { total, newestId, newestTitle, newestCreated, files: withFile.length };
}

/**
 * The whole setup: `bin` (our server; the JS migrations it writes for the collections it creates land
 * in `<seedDir>/../pb_migrations`, this part's own dir) runs the migrations on `seedDir`, gets an admin, the two collections and the
 * authors, and the storage-format probe; then it stops and the rows and files are written; finally the
 * dir is copied to `stockDir` (when given) so the stock server reads identical data.
 */
export async function prepareRecordsData({
  bin,
  seedDir,
  stockDir,
  admin,
  rows,
  files = 300,
  log = () => {},
}) {
  const server = await startServer(bin, seedDir, 'larder (records setup)');
  let ids;
  let attrs;
  try {
    const token = await createFirstAdmin(server.url, admin);
    const t0 = Date.now();
    ids = await createRecordsCollections(server.url, token);
    ({ attrs } = await probeStorageFormat(server.url, token, seedDir, {
      itemsId: ids.itemsId,
      authorId: ids.authorIds[0],
    }));
    log(
      `created ${AUTHORS} (${ids.authorIds.length} records) and ${ITEMS} through the API in ${Date.now() - t0} ms`,
    );
  } finally {
    await server.stop();
  }
  const t1 = Date.now();
  const seeded = seedItems(seedDir, { ...ids, count: rows, files, attrs });
  log(
    `seeded ${rows} ${ITEMS} rows (${seeded.files} with a PNG) with sqlite3 in ${Date.now() - t1} ms (table now ${seeded.total} rows; newest ${seeded.newestTitle})`,
  );
  // a part that measures only our UI passes no stockDir
  if (stockDir) cpSync(seedDir, stockDir, { recursive: true });
  return { ...ids, ...seeded };
}
