import { useEffect, useState } from 'react';
import { confirmQueue } from '../lib/confirm';
import { afterPaint } from '../lib/afterPaint';

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

  useEffect(() => {
    if (hosts) return;
    let isCurrent = true;
    let isLoading = false;
    const start = () => {
      if (isLoading) return;
      isLoading = true;
      load().then(
        (module) => isCurrent && setHosts(module),
        () => {
          isLoading = false; // tried again when a confirmation is next asked for
        },
      );
    };
    const cancel = eager ? afterPaint(start) : () => undefined;
    const onQueue = () => {
      if (confirmQueue.get().length > 0) start();
    };
    onQueue();
    const unsubscribe = confirmQueue.subscribe(onQueue);
    return () => {
      isCurrent = false;
      cancel();
      unsubscribe();
    };
  }, [hosts, eager, load]);

  if (!hosts) return null;
  const { ConfirmHost } = hosts;
  return <ConfirmHost />;
}
