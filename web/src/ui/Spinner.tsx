import styles from './Spinner.module.css';

/** A decorative spinner; the element that holds it says what is loading. */
export function Spinner({
  size = 'md',
  tone = 'primary',
}: {
  size?: 'sm' | 'md';
  tone?: 'primary' | 'current';
}) {
  return <span className={`${styles.spinner} ${styles[size]} ${styles[tone]}`} aria-hidden="true" />;
}
