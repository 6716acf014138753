import { expect, test, useOwnServer } from './support/fixtures';
import { adminToken, api } from './support/api';
import { createCollection, createRecordWithFiles, uniqueName } from './support/records';
import { useLoopbackS3 } from './support/s3';

test.describe('files storage', () => {
  const own = useOwnServer('storage');
  const loopback = useLoopbackS3();

  test('the loopback S3 server works with the real backend: test, upload, download, wrong secret refused', async () => {
    const { s3 } = loopback;
    const url = own.server.url;
    const token = await adminToken(url, own.admin);
    const bucket = uniqueName('bucket').toLowerCase().replace(/_/g, '-');
    await s3.createBucket(bucket);
    const s3Settings = {
      enabled: true,
      endpoint: s3.endpoint,
      bucket,
      region: s3.region,
      accessKey: s3.accessKey,
      secret: s3.secret,
      forcePathStyle: true,
    };
    await api(url, '/api/settings', { method: 'PATCH', token, body: { s3: s3Settings } });
    await api(url, '/api/settings/test/s3', { method: 'POST', token });
    const docs = await createCollection(url, token, {
      name: uniqueName('docs'),
      schema: [{ name: 'file', type: 'file', options: { maxSelect: 1, maxSize: 5242880 } }],
    });
    const record = await createRecordWithFiles(
      url,
      token,
      docs.name,
      {},
      { file: [['hello.txt', 'hello s3', 'text/plain']] },
    );
    const key = `${docs.id}/${record.id}/${record.file as string}`;
    expect(await s3.listKeys(bucket)).toEqual([key]);
    expect((await s3.readObject(bucket, key))?.toString()).toBe('hello s3');
    const download = await fetch(`${url}/api/files/${docs.name}/${record.id}/${record.file as string}`);
    expect(await download.text()).toBe('hello s3');

    await api(url, '/api/settings', { method: 'PATCH', token, body: { s3: { secret: 'not-the-secret' } } });
    await expect(api(url, '/api/settings/test/s3', { method: 'POST', token })).rejects.toThrow(
      /SignatureDoesNotMatch/,
    );
  });
});
