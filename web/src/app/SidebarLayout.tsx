import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { logout, session } from '../api/client';
import { queryClient } from '../api/queryClient';
import { loadAppMeta } from '../api/appMeta';
import { Avatar } from '../ui/Avatar';
import { Dropdown } from '../ui/Dropdown';
import { IconDatabase, IconList, IconLogout, IconSettings, IconUsers } from '../ui/icons';
import { useStore } from '../ui/useStore';
import { navigate } from '../lib/router';
import { chooseTheme, themeChoice, type ThemeChoice } from '../lib/theme';
import { LANGUAGES, type Language } from '../lib/i18n';
import { useLanguage } from '../ui/useLanguage';
import { chooseLanguage } from './language';
import { t, type NavigationKey } from './navigationMessages';
import { useHashLocation } from '../ui/useHashLocation';
import { MenuDrawer } from '../ui/MenuDrawer';
import { NARROW_SCREEN, PHONE_SCREEN, useMediaQuery } from '../ui/useMediaQuery';
import { SettingsLayout } from './SettingsLayout';
import styles from './SidebarLayout.module.css';

export const APP_VERSION = '0.15.0';
export const DOCS_URL = 'https://pocketbase.io/docs/';
export const RELEASES_URL = 'https://github.com/pocketbase/pocketbase/releases';

const THEMES: { choice: ThemeChoice; label: NavigationKey }[] = [
  { choice: 'light', label: 'theme.light' },
  { choice: 'dark', label: 'theme.dark' },
  { choice: 'system', label: 'theme.system' },
];

const NAV: { href: string; label: NavigationKey; Icon: typeof IconDatabase }[] = [
  { href: '/collections', label: 'collections', Icon: IconDatabase },
  { href: '/logs', label: 'logs', Icon: IconList },
  { href: '/settings', label: 'settings', Icon: IconSettings },
];

export default function SidebarLayout({
  children,
  isSettings,
  title,
}: {
  children: ReactNode;
  isSettings: boolean;
  /** The page's name, shown in the top bar of a narrow screen. */
  title: string;
}) {
  const { path } = useHashLocation();
  const { admin } = useStore(session);
  const adminId = admin?.id;
  const isNarrow = useMediaQuery(NARROW_SCREEN);
  const isPhone = useMediaQuery(PHONE_SCREEN);

  // per signed-in admin (a refreshed token of the same admin does not reload it)
  useEffect(() => {
    if (adminId) void loadAppMeta();
  }, [adminId]);

  return (
    <QueryClientProvider client={queryClient}>
      <div className={styles.shell}>
        {/* narrow screens: the navigation is a drawer opened from this bar (hidden by CSS when wide) */}
        <header className={styles.topBar}>
          <MenuDrawer label={t('menu')} isAvailable={isNarrow} buttonClassName={styles.menuButton}>
            <MainNav layout="drawer" path={path} />
          </MenuDrawer>
          {/* on a phone /settings lists the settings pages (SettingsLayout) */}
          <span className={styles.pageName}>{isPhone && path === '/settings' ? t('settings') : title}</span>
        </header>
        <MainNav layout="rail" path={path} />
        <div className={styles.main}>
          <main className={styles.content}>
            {isSettings ? <SettingsLayout>{children}</SettingsLayout> : children}
          </main>
          <footer className={styles.footer}>
            <a href={DOCS_URL} target="_blank" rel="noopener noreferrer">
              {t('docs')}
            </a>
            <span aria-hidden="true">·</span>
            <a href={RELEASES_URL} target="_blank" rel="noopener noreferrer">
              {t('version', { version: APP_VERSION })}
            </a>
          </footer>
        </div>
      </div>
    </QueryClientProvider>
  );
}

/**
 * The main navigation: logo, pages, admin menu. As a rail of icons beside the page on a wide screen
 * (hidden by CSS on a narrow one), or as rows in the drawer of a narrow screen.
 */
function MainNav({ layout, path }: { layout: 'rail' | 'drawer'; path: string }) {
  const { admin } = useStore(session);
  const theme = useStore(themeChoice);
  const language = useLanguage();
  const isRail = layout === 'rail';
  return (
    <nav className={isRail ? styles.sidebar : styles.drawerNav} aria-label={t('main')}>
      <a href="#/collections" className={styles.logo} aria-label={t('home')}>
        L
      </a>
      <ul className={isRail ? styles.nav : styles.drawerLinks}>
        {NAV.map(({ href, label, Icon }) => {
          const isActive = path === href || path.startsWith(href + '/');
          return (
            <li key={href}>
              <a
                href={'#' + href}
                className={isRail ? styles.link : styles.drawerLink}
                aria-current={isActive ? 'page' : undefined}
                // the drawer opens with the focus on the page shown
                data-autofocus={!isRail && isActive ? '' : undefined}
              >
                <Icon size={20} />
                <span>{t(label)}</span>
              </a>
            </li>
          );
        })}
      </ul>
      <Dropdown
        label={t('adminMenu')}
        placement={isRail ? 'top-start' : 'above-start'}
        triggerClassName={styles.avatarButton}
        trigger={<Avatar index={admin?.avatar ?? 0} size={36} />}
        items={[
          { label: t('manageAdmins'), icon: <IconUsers />, onSelect: () => navigate('/settings/admins') },
          {
            group: t('theme'),
            choices: THEMES.map(({ choice, label }) => ({
              label: t(label),
              checked: theme === choice,
              onSelect: () => chooseTheme(choice),
            })),
          },
          {
            group: t('language'),
            choices: (Object.keys(LANGUAGES) as Language[]).map((code) => ({
              // each language named in itself, so it can be found by someone who reads only it
              label: LANGUAGES[code].name,
              lang: code,
              checked: language === code,
              onSelect: () => void chooseLanguage(code),
            })),
          },
          {
            label: t('logout'),
            icon: <IconLogout />,
            onSelect: () => {
              logout();
              navigate('/login', { force: true });
            },
          },
        ]}
      />
    </nav>
  );
}
