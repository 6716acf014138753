import { Fragment, type ReactNode } from 'react';
import { SafeText } from './SafeText';
import styles from './Page.module.css';

interface PageProps {
  /** Breadcrumb parts; the last one is the page heading. */
  breadcrumb: string[];
  /** Controls beside the heading (the collection's edit gear). */
  titleActions?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export function Page({ breadcrumb, titleActions, actions, children }: PageProps) {
  const parents = breadcrumb.slice(0, -1);
  const current = breadcrumb[breadcrumb.length - 1];
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {/* The separator is text with a space on each side, so the heading reads 'Settings / Admins'
            to assistive technology (and when copied) rather than the parts glued into one word. The
            space after the slash sits outside the spans, where a name computed span by span (some
            tools trim each one) keeps it. */}
        <h1 className={styles.title}>
          {parents.map((part) => (
            <Fragment key={part}>
              <span className={styles.parent}>
                <SafeText text={part} /> <span className={styles.sep}>/</span>
              </span>{' '}
            </Fragment>
          ))}
          <span>
            <SafeText text={current} />
          </span>
        </h1>
        {titleActions}
        <div className={styles.actions}>{actions}</div>
      </header>
      {children}
    </div>
  );
}

/** A centred message for empty, loading and placeholder states. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className={styles.empty}>{children}</div>;
}
