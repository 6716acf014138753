import { CenteredCard } from '../ui/CenteredCard';
import styles from '../ui/CenteredCard.module.css';

export default function NotFoundPage() {
  return (
    <CenteredCard title="Page not found">
      <p className={styles.text}>The page you are looking for does not exist.</p>
      <a href="#/" className={styles.link}>
        Back to the dashboard
      </a>
    </CenteredCard>
  );
}
