import { useState } from 'react';
import { useSettings } from '../../api/settings';
import type { ProviderKey } from '../../lib/settings';
import { Page } from '../../ui/Page';
import { sortedProviders } from './authProviders';
import { ProviderCardList } from './ProviderCard';
import { ProviderPopup } from './ProviderPopup';
import { LoadState } from './shared/LoadState';
import { t as tShared } from './shared/messages';
import { t } from './authProvidersMessages';
import styles from './AuthProvidersPage.module.css';

interface PopupState {
  key: ProviderKey;
  /** A new form for every opening. */
  id: number;
  open: boolean;
}

/**
 * /settings/auth-providers: a card per OAuth2 provider, the enabled ones first; each card's
 * settings button opens the provider's popup. The cards follow every save.
 */
export default function AuthProvidersPage() {
  const query = useSettings();
  // all settings load on entry with a loader (a cached copy from another page is not shown)
  const [hasLoaded, setHasLoaded] = useState(false);
  if (query.isSuccess && !query.isFetching && !hasLoaded) setHasLoaded(true);
  const [popup, setPopup] = useState<PopupState | null>(null);
  const breadcrumb = [tShared('breadcrumb.settings'), t('title')];

  if (!hasLoaded || !query.data) {
    return (
      <Page breadcrumb={breadcrumb}>
        <LoadState query={query} what="settings" />
      </Page>
    );
  }

  const settings = query.data;
  const { enabled, disabled } = sortedProviders(settings);
  const open = (key: ProviderKey) => setPopup((p) => ({ key, id: (p?.id ?? 0) + 1, open: true }));
  return (
    <Page breadcrumb={breadcrumb}>
      <p className={styles.intro}>{t('intro')}</p>
      {enabled.length > 0 && <ProviderCardList label={t('list.enabled')} cards={enabled} onOpen={open} />}
      {enabled.length > 0 && disabled.length > 0 && <hr className={styles.divider} />}
      {disabled.length > 0 && <ProviderCardList label={t('list.disabled')} cards={disabled} onOpen={open} />}
      {popup && (
        <ProviderPopup
          key={popup.id}
          open={popup.open}
          providerKey={popup.key}
          config={settings[popup.key]}
          onClose={() => setPopup((p) => p && { ...p, open: false })}
          onClosed={() => focusCardButton(popup.key)}
        />
      )}
    </Page>
  );
}

/**
 * After the popup has closed: a save may have moved the card to the other list, dropping the button
 * the focus would have gone back to; the card's button in its new place takes it then.
 */
function focusCardButton(key: ProviderKey): void {
  // (an element of the closed popup may still hold the focus until the browser moves it to <body>)
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected && !active.closest('dialog')) return;
  document.querySelector<HTMLElement>(`[data-provider="${key}"] button`)?.focus();
}
