import type { ReactNode } from 'react';
import { useHashLocation } from '../ui/useHashLocation';
import styles from './SettingsLayout.module.css';
import { t, type NavigationKey } from './navigationMessages';

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

/** Settings pages: the sub-navigation grouped System, Sync, Authentication. */
export function SettingsLayout({ children }: { children: ReactNode }) {
  const { path } = useHashLocation();
  return (
    <div className={styles.layout}>
      <nav className={styles.nav} aria-label={t('settingsNav')}>
        {GROUPS.map((group) => (
          <div key={group.title} className={styles.group}>
            <div className={styles.groupTitle}>{t(group.title)}</div>
            {group.links.map((link) => (
              <a
                key={link.href}
                href={'#' + link.href}
                className={styles.link}
                aria-current={path === link.href ? 'page' : undefined}
              >
                {t(link.label)}
              </a>
            ))}
          </div>
        ))}
      </nav>
      <div className={styles.page}>{children}</div>
    </div>
  );
}
