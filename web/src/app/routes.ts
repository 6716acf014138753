import type { ComponentType } from 'react';
import { lazyWithPreload, type PreloadableComponent } from '../ui/lazyWithPreload';
import { END_USER_LINK_PREFIXES, OAUTH2_REDIRECT_PATH } from '../lib/endUserCalls';
import { matchPath } from '../lib/hashRoute';
import type { RouteProps } from '../lib/router';
import type { RouteGuard } from './guards';
import type { AppKey } from './messages';
import { prefetchCollectionsScreen, prefetchLogsScreen } from './screenPrefetch';

/** A lazily loaded page whose chunk can be requested ahead of rendering. */
export type LazyPage = PreloadableComponent<RouteProps>;

const lazyPage = (load: () => Promise<{ default: ComponentType<RouteProps> }>): LazyPage =>
  lazyWithPreload(load);

export interface RouteDef {
  pattern: string;
  guard: RouteGuard;
  sidebar: boolean;
  /** Settings pages show the settings sub-navigation. */
  isSettings?: boolean;
  /** The page's title, a key of the app's catalog (read when shown, in the language of the moment). */
  title: AppKey;
  component: LazyPage;
  /** Starts the requests the page opens with, when the dashboard is loaded on it (app/screenPrefetch). */
  prefetch?: (query: URLSearchParams) => void;
}

const LoginPage = lazyPage(() => import('../features/auth/LoginPage'));
const InstallerPage = lazyPage(() => import('../features/auth/InstallerPage'));
const RequestPasswordResetPage = lazyPage(() => import('../features/auth/RequestPasswordResetPage'));
const ConfirmPasswordResetPage = lazyPage(() => import('../features/auth/ConfirmPasswordResetPage'));
const AdminsPage = lazyPage(() => import('../features/admins/AdminsPage'));
const LogsPage = lazyPage(() => import('../features/logs/LogsPage'));
const CollectionsPage = lazyPage(() => import('../features/collections/page/CollectionsPage'));

export const NotFoundPage = lazyPage(() => import('./NotFoundPage'));

// End-user pages: the links of the record emails, open to anyone, no sidebar. Their paths come from
// lib/endUserCalls, whose rule keeps the admin's token off every call they make.
const RecordPasswordResetPage = lazyPage(() => import('../features/public/ConfirmPasswordResetPage'));
const RecordVerificationPage = lazyPage(() => import('../features/public/ConfirmVerificationPage'));
const RecordEmailChangePage = lazyPage(() => import('../features/public/ConfirmEmailChangePage'));
const OAuth2RedirectPage = lazyPage(() => import('../features/public/OAuth2RedirectPage'));

const recordPages: RouteDef[] = END_USER_LINK_PREFIXES.flatMap((prefix) =>
  (
    [
      ['confirm-password-reset', 'title.resetPassword', RecordPasswordResetPage],
      ['confirm-verification', 'title.verifyEmail', RecordVerificationPage],
      ['confirm-email-change', 'title.confirmEmailChange', RecordEmailChangePage],
    ] as const
  ).map(([page, title, component]) => ({
    pattern: `/${prefix}/${page}/:token`,
    guard: 'none' as const,
    sidebar: false,
    title,
    component,
  })),
);

const ApplicationSettingsPage = lazyPage(() => import('../features/settings/ApplicationSettingsPage'));
const TokenOptionsPage = lazyPage(() => import('../features/settings/TokenOptionsPage'));
const StorageSettingsPage = lazyPage(() => import('../features/settings/StorageSettingsPage'));
const AuthProvidersPage = lazyPage(() => import('../features/settings/AuthProvidersPage'));
const MailSettingsPage = lazyPage(() => import('../features/settings/MailSettingsPage'));
const ExportCollectionsPage = lazyPage(() => import('../features/settings/export/ExportCollectionsPage'));
const ImportCollectionsPage = lazyPage(() => import('../features/settings/import/ImportCollectionsPage'));

const settingsPage = (path: string, title: AppKey, component: LazyPage): RouteDef => ({
  pattern: path,
  guard: 'auth',
  sidebar: true,
  isSettings: true,
  title,
  component,
});

export const ROUTES: RouteDef[] = [
  { pattern: '/', guard: 'none', sidebar: false, title: 'title.installer', component: InstallerPage },
  { pattern: '/login', guard: 'guest', sidebar: false, title: 'title.login', component: LoginPage },
  {
    pattern: '/request-password-reset',
    guard: 'guest',
    sidebar: false,
    title: 'title.requestPasswordReset',
    component: RequestPasswordResetPage,
  },
  {
    pattern: '/confirm-password-reset/:token',
    guard: 'guest',
    sidebar: false,
    title: 'title.resetPassword',
    component: ConfirmPasswordResetPage,
  },
  {
    pattern: '/collections',
    guard: 'auth',
    sidebar: true,
    title: 'title.collections',
    component: CollectionsPage,
    prefetch: prefetchCollectionsScreen,
  },
  {
    pattern: '/logs',
    guard: 'auth',
    sidebar: true,
    title: 'title.logs',
    component: LogsPage,
    prefetch: prefetchLogsScreen,
  },
  {
    pattern: '/settings/admins',
    guard: 'auth',
    sidebar: true,
    isSettings: true,
    title: 'title.admins',
    component: AdminsPage,
  },
  settingsPage('/settings', 'title.applicationSettings', ApplicationSettingsPage),
  // the same page where a phone shows the list of settings pages at /settings (app/SettingsLayout)
  settingsPage('/settings/application', 'title.applicationSettings', ApplicationSettingsPage),
  settingsPage('/settings/mail', 'title.mailSettings', MailSettingsPage),
  settingsPage('/settings/storage', 'title.filesStorage', StorageSettingsPage),
  settingsPage('/settings/auth-providers', 'title.authProviders', AuthProvidersPage),
  settingsPage('/settings/tokens', 'title.tokenOptions', TokenOptionsPage),
  settingsPage('/settings/export-collections', 'title.exportCollections', ExportCollectionsPage),
  settingsPage('/settings/import-collections', 'title.importCollections', ImportCollectionsPage),
  ...recordPages,
  {
    pattern: OAUTH2_REDIRECT_PATH,
    guard: 'none',
    sidebar: false,
    title: 'title.oauth2Redirect',
    component: OAuth2RedirectPage,
  },
];

export function matchRoute(path: string): { route: RouteDef; params: Record<string, string> } | null {
  for (const route of ROUTES) {
    const params = matchPath(route.pattern, path);
    if (params) return { route, params };
  }
  return null;
}
