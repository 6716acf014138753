import styles from '../auth/AuthCard.module.css';

export default function NotFoundPage() {
  return (
    <div className={styles.screen}>
      <div className={styles.card}>
        <h1 className={styles.title}>Page not found</h1>
        <p className={styles.text}>The page you are looking for does not exist.</p>
        <a href="#/" className={styles.link}>
          Back to the dashboard
        </a>
      </div>
    </div>
  );
}
