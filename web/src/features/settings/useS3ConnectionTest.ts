import { useCallback, useEffect, useRef, useState } from 'react';
import { testS3Connection } from '../../api/settings';
import { S3_TEST_IDLE, S3_TEST_RUNNING, s3TestResult, type S3TestState } from './model/storageSettings';

/** How a test run ended for the one who started it. */
export type S3TestOutcome = 'connected' | 'failed' | 'cancelled';

export interface S3ConnectionTest {
  state: S3TestState;
  /** Runs a test of the stored S3 settings (a running one is cancelled first). */
  run: () => Promise<S3TestOutcome>;
  /** Cancels a running test (a save does); the last finished result shows again. */
  cancel: () => void;
  /** Cancels and forgets: nothing to show (S3 is off). */
  reset: () => void;
}

/**
 * The S3 connection test of the storage page: loading while it runs, then connected or failed with
 * the server's message; 30 s at most ('S3 test connection timeout.'); one test at a time, cancelled
 * when the page goes away.
 */
export function useS3ConnectionTest(): S3ConnectionTest {
  const [state, setState] = useState<S3TestState>(S3_TEST_IDLE);
  const running = useRef<AbortController | null>(null);
  const lastResult = useRef<S3TestState>(S3_TEST_IDLE);

  const cancel = useCallback(() => {
    if (!running.current) return;
    running.current.abort();
    running.current = null;
    setState(lastResult.current);
  }, []);

  const run = useCallback(async (): Promise<S3TestOutcome> => {
    cancel();
    const controller = new AbortController();
    running.current = controller;
    setState(S3_TEST_RUNNING);
    let result: S3TestState | null;
    try {
      await testS3Connection(controller.signal);
      result = s3TestResult();
    } catch (err) {
      result = s3TestResult(err);
    }
    // cancelled here, or replaced by a newer run: that one owns the state
    if (running.current !== controller) return 'cancelled';
    running.current = null;
    if (!result) {
      // aborted from elsewhere (every request is cancelled on a 401 or 403)
      setState(lastResult.current);
      return 'cancelled';
    }
    lastResult.current = result;
    setState(result);
    return result.status === 'connected' ? 'connected' : 'failed';
  }, [cancel]);

  const reset = useCallback(() => {
    cancel();
    lastResult.current = S3_TEST_IDLE;
    setState(S3_TEST_IDLE);
  }, [cancel]);

  useEffect(() => () => running.current?.abort(), []);

  return { state, run, cancel, reset };
}
