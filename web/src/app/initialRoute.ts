import { session } from '../api/client';
import { getHashLocation } from '../lib/router';
import { resolveRedirect } from './guards';
import { matchRoute, type RouteDef } from './routes';

/**
 * The route the page opens on, when it shows that route (no redirect to sign-in, the installer or
 * elsewhere), with the address's query; null otherwise.
 */
export function openingRoute(): { route: RouteDef; query: URLSearchParams } | null {
  const { path, query } = getHashLocation();
  const match = matchRoute(path);
  if (!match) return null;
  const redirect = resolveRedirect({
    path,
    guard: match.route.guard,
    hasInstallerFlag: new URLSearchParams(location.search).has('installer'),
    isSignedIn: session.get().isValid,
    returnTo: null,
  });
  return redirect ? null : { route: match.route, query };
}

/**
 * Sends the requests the opening page starts with (RouteDef.prefetch), which its queries take over.
 * It runs while the entry script is still being evaluated, before React's DOM renderer: the data is
 * then on its way while the rest of the entry runs and the page's chunks load.
 */
export function startInitialRequests(): void {
  const opening = openingRoute();
  opening?.route.prefetch?.(opening.query);
}
