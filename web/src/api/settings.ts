import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withoutMaskedSecrets, type Settings, type SettingsPatch } from '../lib/settings';
import { uiText } from '../lib/uiMessages';
import { appMeta, metaOf } from './appMeta';
import { NO_AUTO_CANCEL, pb, queryCancelKey } from './client';

export type { Settings, SettingsPatch } from '../lib/settings';

export const settingsKeys = {
  all: ['settings'] as const,
};

/**
 * All settings, loaded afresh each time a settings page opens (every page loads all settings on
 * entry). Secrets come back masked.
 */
export function useSettings() {
  const queryKey = settingsKeys.all;
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) =>
      (await pb.settings.getAll({ $cancelKey: queryCancelKey(queryKey, signal) })) as Settings,
    refetchOnMount: 'always',
    // a load failure is shown on the page with Retry, not toasted
    meta: { silent: true },
  });
}

/**
 * PATCHes the groups a page edits, without the masked secrets the server sent; the answer is the
 * new settings, which the title and the collection controls follow at once.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: SettingsPatch) =>
      (await pb.settings.update(withoutMaskedSecrets(patch), NO_AUTO_CANCEL)) as Settings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.all, saved);
      appMeta.set(metaOf(saved));
    },
  });
}

/** The test email and the S3 test give up after 30 s. */
export const SETTINGS_TEST_TIMEOUT_MS = 30_000;

export class TimeoutError extends Error {}

/**
 * Runs a request under its own cancel key, cancelled after `timeoutMs` (rejecting with a
 * TimeoutError carrying `message`) or by `signal` (rejecting as an abort).
 */
async function withTimeout<T>(
  cancelKey: string,
  run: (cancelKey: string) => Promise<T>,
  message: string,
  signal?: AbortSignal,
  timeoutMs = SETTINGS_TEST_TIMEOUT_MS,
): Promise<T> {
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    pb.cancelRequest(cancelKey);
  }, timeoutMs);
  const onAbort = () => pb.cancelRequest(cancelKey);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return await run(cancelKey);
  } catch (err) {
    if (timedOut) throw new TimeoutError(message);
    throw err;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** POST /api/settings/test/s3: resolves when the server could upload a test file (30 s timeout, cancelable). */
export function testS3Connection(signal?: AbortSignal, timeoutMs?: number): Promise<void> {
  return withTimeout(
    'settings-test-s3',
    async ($cancelKey) => void (await pb.settings.testS3({ $cancelKey })),
    uiText('settings.s3Timeout'),
    signal,
    timeoutMs,
  );
}

export type TestEmailTemplate = 'verification' | 'password-reset' | 'email-change';

/** POST /api/settings/test/email (30 s timeout). */
export function sendTestEmail(email: string, template: TestEmailTemplate, timeoutMs?: number): Promise<void> {
  return withTimeout(
    'settings-test-email',
    async ($cancelKey) => void (await pb.settings.testEmail(email, template, { $cancelKey })),
    uiText('settings.emailTimeout'),
    undefined,
    timeoutMs,
  );
}

export interface AppleSecretRequest {
  clientId: string;
  teamId: string;
  keyId: string;
  privateKey: string;
  duration: number;
}

/** POST /api/settings/apple/generate-client-secret → the signed client secret. */
export async function generateAppleClientSecret(body: AppleSecretRequest): Promise<string> {
  const { secret } = await pb.settings.generateAppleClientSecret(
    body.clientId,
    body.teamId,
    body.keyId,
    body.privateKey,
    body.duration,
    {},
    NO_AUTO_CANCEL,
  );
  return secret;
}
