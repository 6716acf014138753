import { Suspense, useEffect } from 'react';
import { pb, session, setAuthErrorHandler } from '../api/client';
import { appMeta } from '../api/appMeta';
import { rememberReturnTo } from '../lib/returnTo';
import { getHashLocation, navigate } from '../lib/router';
import { buildDocumentTitle } from '../lib/title';
import { ConfirmHost } from '../ui/ConfirmHost';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { Toasts } from '../ui/Toasts';
import { useHashLocation } from '../ui/useHashLocation';
import { useStore } from '../ui/useStore';
import { resolveRedirect } from './guards';
import { lazyWithPreload } from '../ui/lazyWithPreload';
import { PageLoader } from './PageLoader';
import { matchRoute, NotFoundPage } from './routes';

// the signed-in shell (and React Query with it) stays out of the login page's bundle
const SidebarLayout = lazyWithPreload(() => import('./SidebarLayout'));

function currentPathWithQuery(): string {
  const { path, query } = getHashLocation();
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

// Spec §4: a 401 ends the session and goes to sign-in (no question: the session is gone, and
// what was typed is kept as a draft); after signing in the admin returns where they were.
// A 403 goes to '/' (through the unsaved-changes guard).
setAuthErrorHandler((status) => {
  if (status === 401) {
    rememberReturnTo(currentPathWithQuery());
    navigate('/login', { replace: true, force: true });
  } else {
    navigate('/', { replace: true });
  }
});

/**
 * Fetches the chunks of the route the page opens on, before the first render: nothing suspends, so
 * the page mounts at once instead of after React's fallback throttle. The requests the page opens
 * with start first (RouteDef.prefetch) and are taken over by its queries.
 */
export async function preloadInitialRoute(): Promise<void> {
  const { path, query } = getHashLocation();
  const match = matchRoute(path);
  if (!match) return;
  const redirect = resolveRedirect({
    path,
    guard: match.route.guard,
    hasInstallerFlag: new URLSearchParams(location.search).has('installer'),
    isSignedIn: session.get().isValid,
  });
  if (redirect) return;
  // the page's first requests go out before its chunks, which then load beside them
  match.route.prefetch?.(query);
  await Promise.all([match.route.component.preload(), match.route.sidebar ? SidebarLayout.preload() : null]);
}

export function App() {
  const { path, query } = useHashLocation();
  const { isValid, token } = useStore(session);
  const { appName } = useStore(appMeta);
  const hasInstallerFlag = new URLSearchParams(location.search).has('installer');
  const match = matchRoute(path);
  const guard = match?.route.guard ?? null;
  const redirect = resolveRedirect({ path, guard, hasInstallerFlag, isSignedIn: isValid });

  useEffect(() => {
    if (!redirect) return;
    // a stored session that has expired: back here after signing in again, drafts kept
    if (token && !isValid && guard === 'auth') rememberReturnTo(currentPathWithQuery());
    // spec §2: without the installer flag an invalid stored session is logged out on the way to /login
    if (redirect === '/login' && token) pb.authStore.clear();
    navigate(redirect, { replace: true, force: true });
  }, [redirect, token, isValid, guard]);

  // request the layout and page chunks together rather than one after the other
  const route = redirect ? null : match?.route;
  useEffect(() => {
    if (!route) return;
    route.component.preload().catch(() => undefined); // a failure shows when the page renders
    if (route.sidebar) SidebarLayout.preload().catch(() => undefined);
  }, [route]);

  const title = match ? match.route.title : 'Page not found';
  useEffect(() => {
    document.title = buildDocumentTitle(title, isValid ? appName : '');
  }, [title, appName, isValid]);

  let content = null;
  if (!redirect) {
    if (!match) {
      content = <NotFoundPage params={{}} query={query} />;
    } else {
      const Page = match.route.component;
      // one boundary per route: a page that fails leaves the sidebar and the other pages working
      const page = (
        <ErrorBoundary key={path} area="page">
          <Suspense fallback={<PageLoader />}>
            <Page params={match.params} query={query} />
          </Suspense>
        </ErrorBoundary>
      );
      // the settings sub-navigation lives in the signed-in shell's chunk, off the login page
      content = match.route.sidebar ? (
        <SidebarLayout isSettings={!!match.route.isSettings}>{page}</SidebarLayout>
      ) : (
        page
      );
    }
  }

  return (
    <ErrorBoundary area="dashboard">
      <Suspense fallback={<PageLoader />}>{content}</Suspense>
      <Toasts />
      <ConfirmHost />
    </ErrorBoundary>
  );
}
