// The part of s3rver 3.7 (MIT, no types of its own) the loopback S3 fixture uses.
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface S3rverOptions {
    silent?: boolean;
    /** Where buckets and objects are kept on disk. */
    directory: string;
    /** Buckets are addressed by path (`/bucket/key`) only when false. */
    vhostBuckets?: boolean;
  }

  interface S3rverObject {
    key: string;
    size: number;
  }

  interface FilesystemStore {
    putBucket(name: string): Promise<unknown>;
    listObjects(bucket: string, options: { prefix?: string }): Promise<{ objects: S3rverObject[] }>;
    getObject(bucket: string, key: string): Promise<{ content: NodeJS.ReadableStream } | null>;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    store: FilesystemStore;
    /** The request handler (a Koa app's callback), to serve from a server of one's own. */
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
