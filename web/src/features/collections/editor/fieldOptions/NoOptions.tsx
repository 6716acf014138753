import styles from '../SchemaFieldCard.module.css';

/** Editor, bool and json fields have no options in PocketBase 0.15.3. */
export function NoOptions() {
  return <p className={styles.noOptions}>This field type has no options.</p>;
}
