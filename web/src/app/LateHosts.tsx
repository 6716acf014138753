import { useEffect, useState } from 'react';
import { confirmQueue } from '../lib/confirm';
import { afterPaint } from '../lib/afterPaint';
import { useStore } from '../ui/useStore';

type Hosts = typeof import('./overlayHosts');

const loadHosts = (): Promise<Hosts> => import('./overlayHosts');

/**
 * The confirmation dialog's host. The pages before signing in never ask for a confirmation, so its
 * code stays out of the first page: it loads once a signed-in screen has painted (`eager`), or
 * when a confirmation is asked for. A load that failed (the server went away) is tried again when
 * the next confirmation is asked for; the one waiting shows when the code arrives.
 */
export function LateHosts({ eager, load = loadHosts }: { eager: boolean; load?: () => Promise<Hosts> }) {
  const [hosts, setHosts] = useState<Hosts | null>(null);
  const waiting = useStore(confirmQueue).length;
  const [attempt, setAttempt] = useState(0);
  const wanted = eager || attempt > 0;

  useEffect(() => {
    if (hosts || !wanted) return;
    let isCurrent = true;
    const cancel = afterPaint(() => {
      load().then(
        (module) => isCurrent && setHosts(module),
        () => undefined, // tried again when a confirmation is next asked for
      );
    });
    return () => {
      isCurrent = false;
      cancel();
    };
  }, [hosts, wanted, load, attempt]);

  useEffect(() => {
    if (waiting > 0) setAttempt((n) => n + 1);
  }, [waiting]);

  if (!hosts) return null;
  const { ConfirmHost } = hosts;
  return <ConfirmHost />;
}
