import type { ReactNode } from 'react';
import { PageBack, type PageBackLink } from '../ui/Page';
import { useHashLocation } from '../ui/useHashLocation';
import { PHONE_SCREEN, useMediaQuery } from '../ui/useMediaQuery';
import styles from './SettingsLayout.module.css';

/**
 * The application settings' own address, for a phone: there /settings is the list of settings pages.
 * Elsewhere /settings shows the application settings beside the list.
 */
const APPLICATION_PAGE = '/settings/application';

const BACK_TO_LIST: PageBackLink = { href: '/settings', label: 'Settings' };

const GROUPS = [
  {
    title: 'System',
    links: [
      { href: '/settings', label: 'Application' },
      { href: '/settings/mail', label: 'Mail settings' },
      { href: '/settings/storage', label: 'Files storage' },
    ],
  },
  {
    title: 'Sync',
    links: [
      { href: '/settings/export-collections', label: 'Export collections' },
      { href: '/settings/import-collections', label: 'Import collections' },
    ],
  },
  {
    title: 'Authentication',
    links: [
      { href: '/settings/auth-providers', label: 'Auth providers' },
      { href: '/settings/tokens', label: 'Token options' },
      { href: '/settings/admins', label: 'Admins' },
    ],
  },
];

/**
 * Settings pages: the sub-navigation grouped System, Sync, Authentication, beside the page. On a
 * phone the list is a screen of its own (/settings), and each page leads back to it.
 */
export function SettingsLayout({ children }: { children: ReactNode }) {
  const { path } = useHashLocation();
  const isPhone = useMediaQuery(PHONE_SCREEN);
  const isListScreen = isPhone && path === '/settings';
  return (
    <div className={styles.layout}>
      {(!isPhone || isListScreen) && (
        <nav className={styles.nav} aria-label="Settings">
          {/* the top bar names the screen already */}
          {isListScreen && <h1 className="visually-hidden">Settings</h1>}
          {GROUPS.map((group) => (
            <div key={group.title} className={styles.group}>
              <div className={styles.groupTitle}>{group.title}</div>
              {group.links.map((link) => {
                const isApplication = link.href === '/settings';
                const isCurrent = path === link.href || (isApplication && path === APPLICATION_PAGE);
                return (
                  <a
                    key={link.href}
                    href={'#' + (isApplication && isPhone ? APPLICATION_PAGE : link.href)}
                    className={styles.link}
                    aria-current={isCurrent ? 'page' : undefined}
                  >
                    {link.label}
                  </a>
                );
              })}
            </div>
          ))}
        </nav>
      )}
      {!isListScreen && (
        <div className={styles.page}>
          <PageBack to={isPhone ? BACK_TO_LIST : null}>{children}</PageBack>
        </div>
      )}
    </div>
  );
}
