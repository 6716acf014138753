import styles from '../SchemaFieldCard.module.css';
import { t } from './messages';

/** Editor, bool and json fields have no options in PocketBase 0.15.3. */
export function NoOptions() {
  return <p className={styles.noOptions}>{t('none')}</p>;
}
