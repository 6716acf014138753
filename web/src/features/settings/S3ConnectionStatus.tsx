import type { S3TestState } from './model/storageSettings';
import { IconAlert, IconCheck } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { Tooltip } from '../../ui/Tooltip';
import { t } from './storageMessages';
import styles from './StorageSettingsPage.module.css';

/**
 * The connection status of the stored S3 settings: loading while the test runs, then
 * 'S3 connected successfully' or 'Failed to establish S3 connection' with the server's message as a
 * tooltip, which the keyboard reaches (the label is a button) and screen readers read (its
 * description). Changes are announced: the live region is always there (empty while there is
 * nothing to say), so screen readers hear what comes into it.
 */
export function S3ConnectionStatus({ state }: { state: S3TestState }) {
  return (
    <div role="status" aria-label={t('s3.status')} className={styles.status}>
      {state.status === 'testing' && (
        <span className={styles.statusTesting}>
          <Spinner size="sm" /> {t('s3.testing')}
        </span>
      )}
      {state.status === 'connected' && (
        <span className={styles.statusConnected}>
          <IconCheck size={14} /> {t('s3.connected')}
        </span>
      )}
      {state.status === 'failed' && (
        <Tooltip text={state.message}>
          {(trigger) => (
            <button type="button" className={styles.statusFailed} {...trigger}>
              <IconAlert size={14} /> {t('s3.failed')}
            </button>
          )}
        </Tooltip>
      )}
    </div>
  );
}
