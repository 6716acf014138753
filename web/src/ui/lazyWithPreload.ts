import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadableComponent<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * Like React.lazy, with `preload()`; once the chunk is in, the component renders the loaded module
 * directly. (React.lazy suspends once even for a module already fetched, and React then holds the
 * reveal back by its fallback throttle, ~300 ms, which delays the page and its first requests.)
 * A failed load is not cached: the next render (an error boundary's Retry) loads again.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (err: unknown) => {
        pending = undefined; // a failed chunk fetch may be tried again
        Lazy = makeLazy(); // React.lazy keeps a rejection forever
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
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(Preloadable, { preload });
}
