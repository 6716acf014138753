import { createPortal } from 'react-dom';
import { shellText } from '../lib/shellMessages';
import { dismissToast, toasts } from '../lib/toasts';
import { modalDialogs, topModalDialog } from './modalDialogs';
import { useStore } from './useStore';
import { IconClose } from './iconBase';
import { SafeText } from './SafeText';
import styles from './Toasts.module.css';

/**
 * The toast area. While a modal panel or popup is open, the page behind it is covered and inert:
 * the toasts then live inside the topmost dialog, so a failure reported while a panel is open is
 * seen, announced and dismissible. A message may quote a name or an email: it is shown with its
 * direction control characters as visible markers (SafeText).
 */
export function Toasts() {
  const list = useStore(toasts);
  const host = topModalDialog(useStore(modalDialogs)) ?? document.body;
  return createPortal(
    <div className={styles.area} aria-live="polite" aria-relevant="additions">
      {list.map((t) => (
        <div
          key={t.id}
          data-toast={t.type}
          className={`${styles.toast} ${styles[t.type]}`}
          role={t.type === 'error' ? 'alert' : 'status'}
        >
          <span className={styles.message}>
            <SafeText text={t.message} />
          </span>
          <button
            type="button"
            className={styles.close}
            aria-label={shellText('toast.dismiss')}
            onClick={() => dismissToast(t.id)}
          >
            <IconClose size={14} />
          </button>
        </div>
      ))}
    </div>,
    host,
  );
}
