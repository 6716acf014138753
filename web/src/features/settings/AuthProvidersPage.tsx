import { useState } from 'react';
import { useReloadWhenServerIsBack } from '../../api/listFailure';
import { useSettings } from '../../api/settings';
import { isLoadFailure, isUnreachable } from '../../lib/loadFailure';
import type { ProviderKey } from '../../lib/settings';
import { LoadError } from '../../ui/LoadError';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { sortedProviders } from './authProviders';
import { ProviderCardList } from './ProviderCard';
import { ProviderPopup } from './ProviderPopup';
import formStyles from './SettingsFormPage.module.css';
import styles from './AuthProvidersPage.module.css';

const BREADCRUMB = ['Settings', 'Auth providers'];

interface PopupState {
  key: ProviderKey;
  /** A new form for every opening. */
  id: number;
  open: boolean;
}

/**
 * /settings/auth-providers (spec §2 Auth providers): a card per OAuth2 provider, the enabled ones
 * first; each card's settings button opens the provider's popup. The cards follow every save.
 */
export default function AuthProvidersPage() {
  const query = useSettings();
  // spec §4: all settings load on entry with a loader (a cached copy from another page is not shown)
  const [hasLoaded, setHasLoaded] = useState(false);
  if (query.isSuccess && !query.isFetching && !hasLoaded) setHasLoaded(true);
  const [popup, setPopup] = useState<PopupState | null>(null);

  const isFailed = !hasLoaded && isLoadFailure(query);
  const reload = () => void query.refetch();
  useReloadWhenServerIsBack(query.error, isFailed, reload);

  if (!hasLoaded || !query.data) {
    return (
      <Page breadcrumb={BREADCRUMB}>
        {isFailed ? (
          <LoadError
            what="the settings"
            error={query.error}
            isUnreachable={isUnreachable(query.error)}
            onRetry={reload}
            isRetrying={query.isFetching}
          />
        ) : (
          <div className={formStyles.loader} role="status">
            <Spinner />
            <span className="visually-hidden">Loading settings…</span>
          </div>
        )}
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
