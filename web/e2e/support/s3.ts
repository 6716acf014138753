import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { test } from './fixtures';

// An S3-compatible server on loopback for the storage tests: s3rver (MIT) in the Playwright worker,
// behind a check of each request's AWS Signature V4 against the one key pair it accepts. s3rver
// itself checks the access key but not v4 signatures (any secret would pass); with the check, a
// server holding a wrong secret fails as against real S3 ('SignatureDoesNotMatch'), so a test can
// prove which secret the backend keeps.

export interface LoopbackS3 {
  /** `http://127.0.0.1:PORT`; buckets are addressed by path (forcePathStyle). */
  endpoint: string;
  region: string;
  accessKey: string;
  secret: string;
  /** Creates a bucket directly in the store (as an operator would before pointing a backend at it). */
  createBucket: (name: string) => Promise<void>;
  /** The keys of the objects in `bucket`, sorted. */
  listKeys: (bucket: string) => Promise<string[]>;
  /** The content of an object, or null when there is none. */
  readObject: (bucket: string, key: string) => Promise<Buffer | null>;
  /** Requests that reached the server (method and path), to tell when the backend called it. */
  requests: Array<{ method: string; path: string }>;
  stop: () => Promise<void>;
}

// s3rver's one account: the access key it knows (its own v4 check stops there)
const ACCESS_KEY = 'S3RVER';
const REGION = 'us-east-1';

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');

/** RFC 3986 encoding, as AWS signs query parameters (`encodeURIComponent` leaves !'()* alone). */
const encodeRfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Whether the request carries a valid AWS Signature V4 (Authorization header) for `secret`: the
 * canonical request is rebuilt from what arrived (path as sent, sorted query, the signed headers,
 * the declared payload hash) and signed with the key derived from the secret and the scope.
 */
export function hasValidSignature(req: IncomingMessage, accessKey: string, secret: string): boolean {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    );
  if (!auth) return false;
  const [, credential, signedHeaders, signature] = auth;
  const [key, date, region, service, terminator] = credential.split('/');
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (key !== accessKey || terminator !== 'aws4_request' || !amzDate.startsWith(date)) return false;

  const url = new URL(req.url ?? '/', 'http://s3.invalid');
  const query = [...url.searchParams]
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)])
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headerNames = signedHeaders.split(';');
  const headers = headerNames
    .map((name) => {
      const value = req.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? 'UNSIGNED-PAYLOAD');
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
  const expected = hmac(signingKey, toSign);
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

function refuse(res: ServerResponse, method: string | undefined): void {
  res.writeHead(403, { 'Content-Type': 'application/xml' });
  // HEAD answers carry no body (the client reads the status only)
  res.end(
    method === 'HEAD'
      ? undefined
      : '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code>' +
          '<Message>The request signature we calculated does not match the signature you provided. ' +
          'Check your key and signing method.</Message></Error>',
  );
}

/** Starts the loopback S3 server on a port the system picks (free by construction) on 127.0.0.1. */
export async function startS3(): Promise<LoopbackS3> {
  const directory = mkdtempSync(join(tmpdir(), 'larder-e2e-s3-'));
  const s3rver = new S3rver({ silent: true, directory, vhostBuckets: false });
  const handle = s3rver.callback();
  const secret = `larder-${randomBytes(12).toString('hex')}`;
  const requests: LoopbackS3['requests'] = [];
  const server: Server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', path: new URL(req.url ?? '/', 'http://s3.invalid').pathname });
    if (!hasValidSignature(req, ACCESS_KEY, secret)) {
      req.resume();
      refuse(res, req.method);
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    region: REGION,
    accessKey: ACCESS_KEY,
    secret,
    requests,
    createBucket: async (name) => void (await s3rver.store.putBucket(name)),
    listKeys: async (bucket) =>
      (await s3rver.store.listObjects(bucket, { prefix: '' })).objects.map((o) => o.key).sort(),
    readObject: async (bucket, key) => {
      const object = await s3rver.store.getObject(bucket, key);
      if (!object) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of object.content) chunks.push(Buffer.from(chunk));
      return Buffer.concat(chunks);
    },
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The backend's s3 settings for `bucket` on this loopback server (path-style addressing). */
export function s3SettingsFor(s3: LoopbackS3, bucket: string) {
  return {
    enabled: true,
    endpoint: s3.endpoint,
    bucket,
    region: s3.region,
    accessKey: s3.accessKey,
    secret: s3.secret,
    forcePathStyle: true,
  };
}

/** A loopback S3 server for the tests of a describe block (each test makes its own bucket). */
export function useLoopbackS3() {
  const holder = { s3: null as unknown as LoopbackS3 };
  test.beforeAll(async () => {
    holder.s3 = await startS3();
  });
  test.afterAll(async () => {
    await holder.s3?.stop();
  });
  return holder;
}
