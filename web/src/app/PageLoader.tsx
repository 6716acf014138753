import { t } from './messages';
import { Spinner } from '../ui/Spinner';
import styles from './PageLoader.module.css';

export function PageLoader() {
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <Spinner />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
