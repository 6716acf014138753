import { ClientResponseError } from 'pocketbase';
import { SECRET_MASK, type S3Config, type Settings } from '../../../lib/settings';
import {
  migrationWarning,
  s3TestResult,
  storagePatch,
  toStorageForm,
  validateStorage,
} from './storageSettings';

const MISSING = 'Missing required value.';

const s3 = (values: Partial<S3Config> = {}): S3Config => ({
  enabled: true,
  endpoint: 'http://127.0.0.1:9000',
  bucket: 'files',
  region: 'us-east-1',
  accessKey: 'key',
  secret: SECRET_MASK,
  forcePathStyle: true,
  ...values,
});

describe('storage settings', () => {
  it('the form holds a copy of the s3 group only', () => {
    const settings = { meta: { appName: 'Acme' }, s3: s3() } as unknown as Settings;
    const form = toStorageForm(settings);
    expect(form).toEqual({ s3: s3() });
    form.s3.bucket = 'changed';
    expect(settings.s3.bucket).toBe('files');
  });

  describe('required values', () => {
    it('are required only while S3 is enabled', () => {
      const empty = s3({ endpoint: '', bucket: '', region: '', accessKey: '', secret: '' });
      expect(validateStorage({ s3: { ...empty, enabled: false } })).toEqual({});
      expect(validateStorage({ s3: empty })).toEqual({
        's3.endpoint': MISSING,
        's3.bucket': MISSING,
        's3.region': MISSING,
        's3.accessKey': MISSING,
        's3.secret': MISSING,
      });
    });

    it('count blanks as missing and a masked secret as set', () => {
      expect(validateStorage({ s3: s3({ bucket: '   ' }) })).toEqual({ 's3.bucket': MISSING });
      expect(validateStorage({ s3: s3({ secret: SECRET_MASK }) })).toEqual({});
      // after 'Set new value' the secret is empty until a new one is typed
      expect(validateStorage({ s3: s3({ secret: '' }) })).toEqual({ 's3.secret': MISSING });
      expect(validateStorage({ s3: s3({ secret: 'new' }) })).toEqual({});
    });
  });

  describe('the PATCH body holds only {s3}', () => {
    it('sends every S3 value while on, without the masked secret', () => {
      const values = { s3: s3() };
      const patch = storagePatch(values);
      expect(patch).toEqual({
        s3: {
          enabled: true,
          endpoint: 'http://127.0.0.1:9000',
          bucket: 'files',
          region: 'us-east-1',
          accessKey: 'key',
          forcePathStyle: true,
        },
      });
      expect(Object.keys(patch)).toEqual(['s3']);
      expect(values.s3.secret).toBe(SECRET_MASK);
    });

    it('sends a newly typed secret', () => {
      expect(storagePatch({ s3: s3({ secret: 'typed' }) }).s3.secret).toBe('typed');
    });

    it('sends only the switch while off: the server keeps its S3 values, hidden inputs never fail a save', () => {
      expect(storagePatch({ s3: s3({ enabled: false, endpoint: 'not a url', secret: 'typed' }) })).toEqual({
        s3: { enabled: false },
      });
    });
  });

  describe('the migration warning', () => {
    it('names the old and the new storage when the switch changes', () => {
      expect(migrationWarning(false, true)).toBe(
        "If you have existing uploaded files, you'll have to migrate them manually from the local file system to the S3 storage.",
      );
      expect(migrationWarning(true, false)).toBe(
        "If you have existing uploaded files, you'll have to migrate them manually from the S3 storage to the local file system.",
      );
    });

    it('is gone while the switch is as saved', () => {
      expect(migrationWarning(false, false)).toBeNull();
      expect(migrationWarning(true, true)).toBeNull();
    });
  });

  describe('the connection test result', () => {
    it('is connected when the test passed', () => {
      expect(s3TestResult()).toEqual({ status: 'connected' });
    });

    it("fails with the server's message", () => {
      const err = new ClientResponseError({
        status: 400,
        data: { code: 400, message: 'Failed to upload a test file. Raw error: \nNoSuchBucket', data: {} },
      });
      expect(s3TestResult(err)).toEqual({
        status: 'failed',
        message: 'Failed to upload a test file. Raw error: \nNoSuchBucket',
      });
    });

    it("fails with the timeout's message", () => {
      expect(s3TestResult(new Error('S3 test connection timeout.'))).toEqual({
        status: 'failed',
        message: 'S3 test connection timeout.',
      });
    });

    it('leaves nothing for a cancelled test', () => {
      expect(s3TestResult(new ClientResponseError(new DOMException('aborted', 'AbortError')))).toBeNull();
      expect(s3TestResult(new DOMException('aborted', 'AbortError'))).toBeNull();
    });
  });
});
