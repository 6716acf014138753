import {
  createElement,
  lazy,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';

export type PreloadableComponent<P> = ComponentType<P> & {
  preload: () => Promise<unknown>;
  /** True once the chunk is in: rendering it then never suspends. */
  isLoaded: () => boolean;
};

/** Bumped by an error boundary's Retry: lazies that failed before it load again on their next render. */
let retryEpoch = 0;

/** Lets every chunk that failed to load be loaded again on its next render (an error boundary's Retry). */
export function retryFailedChunks(): void {
  retryEpoch += 1;
}

/**
 * Like React.lazy, with `preload()`; once the chunk is in, the component renders the loaded module
 * directly. (React.lazy suspends once even for a module already fetched, and React then holds the
 * reveal back by its fallback throttle, ~300 ms, which delays the page and its first requests.)
 * A failed load reaches the error boundary and stays failed (a fresh lazy on every re-render would
 * retry for ever behind the loader) until `preload()` is called again or a Retry calls
 * `retryFailedChunks()`.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  /** The retry epoch in which the last load failed, or null. */
  let failedEpoch: number | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        failedEpoch = null;
      },
      (err: unknown) => {
        pending = undefined; // preload() may try again
        failedEpoch = retryEpoch;
        throw err;
      },
    ));
  const makeLazy = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(async () => {
      await preload();
      return { default: loaded as ComponentType<P> };
    });
  let Lazy = makeLazy();
  function Preloadable(props: P) {
    if (!loaded && failedEpoch !== null && failedEpoch !== retryEpoch) {
      // React.lazy keeps a rejection for ever: after a Retry, a new one loads again
      failedEpoch = null;
      Lazy = makeLazy();
    }
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(Preloadable, { preload, isLoaded: () => loaded !== undefined });
}

/**
 * Whether a lazy component can be rendered now without suspending, loading it when `isNeeded`. A
 * component that suspends inside Suspense is revealed only after React's fallback throttle (about
 * 300 ms), however fast its chunk arrives; a panel opened by a click waits for this instead and
 * shows as soon as its code is in. A failed load answers true too, so the component renders and its
 * error boundary says what went wrong.
 */
export function useLoadedComponent(
  component: Pick<PreloadableComponent<object>, 'preload' | 'isLoaded'>,
  isNeeded: boolean,
): boolean {
  // 'failed' once a load failed; 'loaded' re-renders the caller when the chunk came in
  const [outcome, setOutcome] = useState<'pending' | 'loaded' | 'failed'>('pending');
  const isLoaded = component.isLoaded();
  useEffect(() => {
    if (!isNeeded || isLoaded) return;
    let isCurrent = true;
    component.preload().then(
      () => isCurrent && setOutcome('loaded'),
      () => isCurrent && setOutcome('failed'),
    );
    return () => {
      isCurrent = false;
    };
  }, [component, isNeeded, isLoaded]);
  return isLoaded || outcome === 'failed';
}
