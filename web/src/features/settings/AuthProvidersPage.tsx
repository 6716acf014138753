import { useState } from 'react';
import { useSettings } from '../../api/settings';
import type { ProviderKey } from '../../lib/settings';
import { Page } from '../../ui/Page';
import { sortedProviders } from './authProviders';
import { ProviderCardList } from './ProviderCard';
import { ProviderPopup } from './ProviderPopup';
import { LoadState } from './shared/LoadState';
import styles from './AuthProvidersPage.module.css';

const BREADCRUMB = ['Settings', 'Auth providers'];

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

  if (!hasLoaded || !query.data) {
    return (
      <Page breadcrumb={BREADCRUMB}>
        <LoadState query={query} what="the settings" />
      </Page>
    );
  }

  const settings = query.data;
  const { enabled, disabled } = sortedProviders(settings);
  const open = (key: ProviderKey) => setPopup((p) => ({ key, id: (p?.id ?? 0) + 1, open: true }));
  return (
    <Page breadcrumb={BREADCRUMB}>
      <p className={styles.intro}>Manage the allowed users OAuth2 sign-in/sign-up methods.</p>
      {enabled.length > 0 && <ProviderCardList label="Enabled providers" cards={enabled} onOpen={open} />}
      {enabled.length > 0 && disabled.length > 0 && <hr className={styles.divider} />}
      {disabled.length > 0 && <ProviderCardList label="Disabled providers" cards={disabled} onOpen={open} />}
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
