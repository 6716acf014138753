import { Suspense, useEffect } from 'react';
import { onSessionEnd, pb, session, setForbiddenHandler } from '../api/client';
import { appMeta } from '../api/appMeta';
import { forgetReturnTo, peekReturnTo, rememberReturnTo } from '../lib/returnTo';
import { getHashLocation, navigate } from '../lib/router';
import { buildDocumentTitle } from '../lib/title';
import { toast } from '../lib/toasts';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { Toasts } from '../ui/Toasts';
import { LateHosts } from './LateHosts';
import { useHashLocation } from '../ui/useHashLocation';
import { useStore } from '../ui/useStore';
import { useLanguage } from '../ui/useLanguage';
import { t } from './messages';
import { afterSessionEnd, resolveRedirect } from './guards';
import { openingRoute } from './initialRoute';
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

// A session that ends without the admin signing out in this tab (a 401, a sign-out in
// another tab) takes a dashboard page to sign-in at once, with no question: the session is gone, and
// what was typed is kept as a draft; after signing in again the admin returns where they were.
// Another admin signing in in another tab starts this tab at the start page, as theirs. Either way
// the ended session's data is already gone from the tab (api/client: dropSession).
onSessionEnd((end) => {
  const action = afterSessionEnd(end, matchRoute(getHashLocation().path)?.route.guard ?? null);
  if (action.rememberReturnTo) rememberReturnTo(currentPathWithQuery(), end.adminId);
  if (action.notice) toast.info(action.notice);
  if (action.navigateTo) navigate(action.navigateTo, { replace: true, force: true });
});

// A 403 goes to '/' (through the unsaved-changes guard).
setForbiddenHandler(() => navigate('/', { replace: true }));

/**
 * Fetches the chunks of the route the page opens on, before the first render: nothing suspends, so
 * the page mounts at once instead of after React's fallback throttle. The requests the page opens
 * with are already on their way (app/boot) and are taken over by its queries.
 */
export async function preloadInitialRoute(): Promise<void> {
  const opening = openingRoute();
  if (!opening) return;
  const { route } = opening;
  await Promise.all([route.component.preload(), route.sidebar ? SidebarLayout.preload() : null]);
}

export function App() {
  // every text on screen follows a language switch: the root re-renders, so the whole tree does
  useLanguage();
  const { path, query } = useHashLocation();
  const { isValid, token, admin, generation } = useStore(session);
  const adminId = admin?.id ?? '';
  const { appName } = useStore(appMeta);
  const hasInstallerFlag = new URLSearchParams(location.search).has('installer');
  const match = matchRoute(path);
  const guard = match?.route.guard ?? null;
  // signed in (here or in another tab) on a guest page: on to where this admin's session had ended
  const returnTo = isValid && guard === 'guest' ? peekReturnTo(adminId) : null;
  const redirect = resolveRedirect({ path, guard, hasInstallerFlag, isSignedIn: isValid, returnTo });

  useEffect(() => {
    if (!redirect) return;
    // a stored session that has expired: back here after signing in again, drafts kept
    if (token && !isValid && guard === 'auth') rememberReturnTo(currentPathWithQuery(), adminId);
    // without the installer flag an invalid stored session is logged out on the way to /login
    if (redirect === '/login' && token) pb.authStore.clear();
    // the remembered place is used once; one left by another admin is dropped with it
    if (guard === 'guest' && isValid) forgetReturnTo();
    navigate(redirect, { replace: true, force: true });
  }, [redirect, token, isValid, guard, adminId]);

  // request the layout and page chunks together rather than one after the other
  const route = redirect ? null : match?.route;
  useEffect(() => {
    if (!route) return;
    route.component.preload().catch(() => undefined); // a failure shows when the page renders
    if (route.sidebar) SidebarLayout.preload().catch(() => undefined);
  }, [route]);

  const title = t(match ? match.route.title : 'title.notFound');
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
        <SidebarLayout isSettings={!!match.route.isSettings} title={title}>
          {page}
        </SidebarLayout>
      ) : (
        page
      );
    }
  }

  return (
    <ErrorBoundary area="dashboard">
      {/* each session's screens start anew: nothing a screen held (forms, subscriptions) outlives it */}
      <Suspense key={generation} fallback={<PageLoader />}>
        {content}
      </Suspense>
      <Toasts />
      <LateHosts eager={!!match?.route.sidebar} />
    </ErrorBoundary>
  );
}
