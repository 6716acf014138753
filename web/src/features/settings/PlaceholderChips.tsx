import { copyText } from '../../lib/clipboard';
import { toast } from '../../lib/toasts';
import {
  copiedPlaceholderMessage,
  PLACEHOLDER_COPY_TOAST_MS,
  PLACEHOLDERS,
  REQUIRED_PLACEHOLDER,
  type TemplatePart,
} from './mailSettings';
import { t } from './mailMessages';
import styles from './MailSettingsPage.module.css';

/** Copies one placeholder, telling the admin either way. */
async function copyPlaceholder(placeholder: string): Promise<void> {
  if (await copyText(placeholder))
    toast.info(copiedPlaceholderMessage(placeholder), PLACEHOLDER_COPY_TOAST_MS);
  else toast.error(t('placeholders.copyFailed', { placeholder }));
}

/**
 * The placeholders a template part may hold, as buttons that copy them, and the one it must hold.
 * It is the input's hint, so a screen reader reads the list with the input.
 */
export function PlaceholderChips({ part }: { part: TemplatePart }) {
  const required = REQUIRED_PLACEHOLDER[part];
  return (
    <span className={styles.chips}>
      <span>{t('placeholders.label')}</span>
      {PLACEHOLDERS[part].map((placeholder) => (
        <button
          key={placeholder}
          type="button"
          className={styles.chip}
          title={t('placeholders.copy')}
          onClick={() => void copyPlaceholder(placeholder)}
        >
          {placeholder}
        </button>
      ))}
      {required && <span>{t('placeholders.required', { placeholder: required })}</span>}
    </span>
  );
}
