import { useSyncExternalStore } from 'react';

// The two widths the layout changes at. CSS cannot read these constants: the stylesheets repeat the
// same numbers in their @media rules, each pointing back here.

/**
 * Below 900 px the main navigation folds into a drawer opened from a top bar. Beside the icon rail
 * (76 px), the collections list (230 px) and the settings list (220 px) already take some 300 px:
 * under 900 px the records table or a settings form would keep less than 600 px, too little for a
 * form's two columns or more than three table columns. A tablet in portrait (768 px) is below it.
 */
export const NARROW_SCREEN = '(width < 900px)';

/**
 * Below 600 px (phones, up to the largest at about 480 px in portrait) a list and the page it leads
 * to do not fit side by side: the collections list and the settings list become screens of their
 * own, and panels and popups take the whole screen. From 600 px on (a tablet) the list keeps its
 * place beside the page, one tap away, and still leaves the page some 370 px or more.
 */
export const PHONE_SCREEN = '(width < 600px)';

/** A touch screen: every target is at least 44×44 px (the @media (pointer: coarse) rules). */
export const COARSE_POINTER = '(pointer: coarse)';

function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** Whether `query` matches now; re-renders when that changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaQueryList(query)?.matches ?? false,
  );
}
