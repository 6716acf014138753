import { dismissToast, toasts } from '../lib/toasts';
import { useStore } from './useStore';
import { IconClose } from './icons';
import styles from './Toasts.module.css';

export function Toasts() {
  const list = useStore(toasts);
  return (
    <div className={styles.area} aria-live="polite" aria-relevant="additions">
      {list.map((t) => (
        <div
          key={t.id}
          data-toast={t.type}
          className={`${styles.toast} ${styles[t.type]}`}
          role={t.type === 'error' ? 'alert' : 'status'}
        >
          <span className={styles.message}>{t.message}</span>
          <button
            type="button"
            className={styles.close}
            aria-label="Dismiss"
            onClick={() => dismissToast(t.id)}
          >
            <IconClose size={14} />
          </button>
        </div>
      ))}
    </div>
  );
}
