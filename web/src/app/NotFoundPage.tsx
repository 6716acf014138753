import { t } from './messages';
import { CenteredCard } from '../ui/CenteredCard';
import styles from '../ui/CenteredCard.module.css';

export default function NotFoundPage() {
  return (
    <CenteredCard title={t('title.notFound')}>
      <p className={styles.text}>{t('notFound.text')}</p>
      <a href="#/" className={styles.link}>
        {t('notFound.back')}
      </a>
    </CenteredCard>
  );
}
