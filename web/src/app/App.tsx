import { Suspense, useEffect } from 'react';
import { lazyWithPreload } from './lazyWithPreload';
import { logout, session } from '../api/client';
import { appMeta } from '../api/settings';
import { buildDocumentTitle } from '../lib/title';
import { ConfirmHost } from '../ui/ConfirmHost';
import { Toasts } from '../ui/Toasts';
import { useStore } from '../ui/useStore';
import { resolveRedirect } from './guards';
import { getHashLocation, navigate, useHashLocation } from './router';
import { matchRoute, NotFoundPage } from './routes';
import { SettingsLayout } from './SettingsLayout';
import { PageLoader } from './PageLoader';

// the signed-in shell (and React Query with it) stays out of the login page's bundle
const SidebarLayout = lazyWithPreload(() => import('./SidebarLayout'));

/**
 * Fetches the chunks of the route the page opens on, before the first render: nothing suspends, so
 * the page mounts (and starts its requests) at once instead of after React's fallback throttle.
 */
export async function preloadInitialRoute(): Promise<void> {
  const { path } = getHashLocation();
  const match = matchRoute(path);
  if (!match) return;
  const redirect = resolveRedirect({
    path,
    guard: match.route.guard,
    hasInstallerFlag: new URLSearchParams(location.search).has('installer'),
    isSignedIn: session.get().isValid,
  });
  if (redirect) return;
  await Promise.all([match.route.component.preload(), match.route.sidebar ? SidebarLayout.preload() : null]);
}

export function App() {
  const { path, query } = useHashLocation();
  const { isValid, token } = useStore(session);
  const { appName } = useStore(appMeta);
  const hasInstallerFlag = new URLSearchParams(location.search).has('installer');
  const match = matchRoute(path);
  const redirect = resolveRedirect({
    path,
    guard: match?.route.guard ?? null,
    hasInstallerFlag,
    isSignedIn: isValid,
  });

  useEffect(() => {
    if (!redirect) return;
    // spec §2: without the installer flag an invalid stored session is logged out on the way to /login
    if (redirect === '/login' && token) logout();
    navigate(redirect, { replace: true });
  }, [redirect, token]);

  // request the layout and page chunks together rather than one after the other
  const route = redirect ? null : match?.route;
  useEffect(() => {
    if (!route) return;
    void route.component.preload();
    if (route.sidebar) void SidebarLayout.preload();
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
      const page = <Page params={match.params} query={query} />;
      const inner = match.route.isSettings ? <SettingsLayout>{page}</SettingsLayout> : page;
      content = match.route.sidebar ? <SidebarLayout>{inner}</SidebarLayout> : inner;
    }
  }

  return (
    <>
      <Suspense fallback={<PageLoader />}>{content}</Suspense>
      <Toasts />
      <ConfirmHost />
    </>
  );
}
