import { useEffect, useState } from 'react';
import { afterPaint } from '../lib/afterPaint';

/**
 * The overscan of a virtualised list: none until its first rows have been painted, then `overscan`.
 * The first rows after a list's data arrives are drawn in the frame it arrives, without building and
 * laying out the rows below the fold; those follow in the next task, before any scroll can need them.
 */
export function useWarmOverscan(hasRows: boolean, overscan: number): number {
  const [isWarm, setIsWarm] = useState(false);
  useEffect(() => {
    if (isWarm || !hasRows) return;
    return afterPaint(() => setIsWarm(true));
  }, [isWarm, hasRows]);
  return isWarm ? overscan : 0;
}
