import type { ReactNode } from 'react';
import styles from './AuthCard.module.css';

/** The centred card the signed-out pages share. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.screen}>
      <div className={styles.card}>
        <div className={styles.brand} aria-hidden="true">
          Larder
        </div>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </div>
  );
}
