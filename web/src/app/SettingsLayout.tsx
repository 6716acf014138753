import type { ReactNode } from 'react';
import { PageBack, type PageBackLink } from '../ui/Page';
import { useHashLocation } from '../ui/useHashLocation';
import { PHONE_SCREEN, useMediaQuery } from '../ui/useMediaQuery';
import styles from './SettingsLayout.module.css';
import { t, type NavigationKey } from './navigationMessages';

/**
 * The application settings' own address, for a phone: there /settings is the list of settings pages.
 * Elsewhere /settings shows the application settings beside the list.
 */
const APPLICATION_PAGE = '/settings/application';

const GROUPS: { title: NavigationKey; links: { href: string; label: NavigationKey }[] }[] = [
  {
    title: 'group.system',
    links: [
      { href: '/settings', label: 'link.application' },
      { href: '/settings/mail', label: 'link.mail' },
      { href: '/settings/storage', label: 'link.storage' },
    ],
  },
  {
    title: 'group.sync',
    links: [
      { href: '/settings/export-collections', label: 'link.export' },
      { href: '/settings/import-collections', label: 'link.import' },
    ],
  },
  {
    title: 'group.authentication',
    links: [
      { href: '/settings/auth-providers', label: 'link.authProviders' },
      { href: '/settings/tokens', label: 'link.tokens' },
      { href: '/settings/admins', label: 'link.admins' },
    ],
  },
];

/**
 * Settings pages: the sub-navigation grouped System, Sync, Authentication, beside the page. On a
 * phone the list is a screen of its own (/settings), and each page leads back to it.
 */
/** The way back from a settings page to the list, on a phone (its label read when shown). */
const backToList = (): PageBackLink => ({ href: '/settings', label: t('settings') });

export function SettingsLayout({ children }: { children: ReactNode }) {
  const { path } = useHashLocation();
  const isPhone = useMediaQuery(PHONE_SCREEN);
  const isListScreen = isPhone && path === '/settings';
  return (
    <div className={styles.layout}>
      {(!isPhone || isListScreen) && (
        <nav className={styles.nav} aria-label={t('settingsNav')}>
          {/* the top bar names the screen already */}
          {isListScreen && <h1 className="visually-hidden">{t('settings')}</h1>}
          {GROUPS.map((group) => (
            <div key={group.title} className={styles.group}>
              <div className={styles.groupTitle}>{t(group.title)}</div>
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
                    {t(link.label)}
                  </a>
                );
              })}
            </div>
          ))}
        </nav>
      )}
      {!isListScreen && (
        <div className={styles.page}>
          <PageBack to={isPhone ? backToList() : null}>{children}</PageBack>
        </div>
      )}
    </div>
  );
}
