import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../lib/title';
import styles from './CenteredCard.module.css';

/** The centred card the signed-out pages and the not-found page share. */
export function CenteredCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.screen}>
      <div className={styles.card}>
        <div className={styles.brand} aria-hidden="true">
          {PRODUCT_NAME}
        </div>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </div>
  );
}
