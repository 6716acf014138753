import type { ProviderKey } from '../../lib/settings';
import { Badge } from '../../ui/Badge';
import { IconButton } from '../../ui/Button';
import { IconSettings } from '../../ui/icons';
import type { ProviderCardData } from './authProviders';
import { ProviderLogo } from './ProviderLogo';
import { t } from './authProvidersMessages';
import styles from './AuthProvidersPage.module.css';

interface ProviderCardListProps {
  /** The list's accessible name (Enabled providers). */
  label: string;
  cards: ProviderCardData[];
  onOpen: (key: ProviderKey) => void;
}

export function ProviderCardList({ label, cards, onOpen }: ProviderCardListProps) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {cards.map(({ info, isEnabled }) => (
        <li key={info.key} className={styles.card} data-provider={info.key}>
          <ProviderLogo providerKey={info.key} className={styles.logo} />
          <div className={styles.names}>
            <span className={styles.title}>{info.title}</span>
            <span className={`mono ${styles.name}`}>{info.name}</span>
          </div>
          {isEnabled && <Badge tone="success">{t('card.enabled')}</Badge>}
          <IconButton label={t('card.settings', { provider: info.title })} onClick={() => onOpen(info.key)}>
            <IconSettings />
          </IconButton>
        </li>
      ))}
    </ul>
  );
}
