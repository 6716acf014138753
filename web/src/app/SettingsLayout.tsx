import type { ReactNode } from 'react';
import { useHashLocation } from '../ui/useHashLocation';
import styles from './SettingsLayout.module.css';

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

/** Settings pages: the sub-navigation grouped System, Sync, Authentication. */
export function SettingsLayout({ children }: { children: ReactNode }) {
  const { path } = useHashLocation();
  return (
    <div className={styles.layout}>
      <nav className={styles.nav} aria-label="Settings">
        {GROUPS.map((group) => (
          <div key={group.title} className={styles.group}>
            <div className={styles.groupTitle}>{group.title}</div>
            {group.links.map((link) => (
              <a
                key={link.href}
                href={'#' + link.href}
                className={styles.link}
                aria-current={path === link.href ? 'page' : undefined}
              >
                {link.label}
              </a>
            ))}
          </div>
        ))}
      </nav>
      <div className={styles.page}>{children}</div>
    </div>
  );
}
