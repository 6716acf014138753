import { createContext, Fragment, useContext, type ReactNode } from 'react';
import { IconChevronBack } from './icons';
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

/** Where a page's back control leads: the list the page was opened from, and that list's name. */
export interface PageBackLink {
  /** A hash route ('/collections'). */
  href: string;
  label: string;
}

const PageBackContext = createContext<PageBackLink | null>(null);

/**
 * Gives every page inside a back control to `to` (on a phone, where the list a page comes from is a
 * screen of its own rather than a column beside it); null gives none.
 */
export function PageBack({ to, children }: { to: PageBackLink | null; children: ReactNode }) {
  return <PageBackContext value={to}>{children}</PageBackContext>;
}

export function Page({ breadcrumb, titleActions, actions, children }: PageProps) {
  const back = useContext(PageBackContext);
  const parents = breadcrumb.slice(0, -1);
  const current = breadcrumb[breadcrumb.length - 1];
  return (
    <div className={styles.page}>
      {back && (
        <a href={'#' + back.href} className={styles.back}>
          <IconChevronBack size={20} className={styles.backIcon} />
          {back.label}
        </a>
      )}
      <header className={styles.header}>
        {/* The separator is text with a space on each side, so the heading reads 'Settings / Admins'
            to assistive technology (and when copied) rather than the parts glued into one word. The
            space after the slash sits outside the spans, where a name computed span by span (some
            tools trim each one) keeps it. */}
        <h1 className={styles.title}>
          {/* with a back control naming the parent, the parent is left to assistive technology */}
          {parents.map((part) => (
            <Fragment key={part}>
              <span className={back ? 'visually-hidden' : styles.parent}>
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
