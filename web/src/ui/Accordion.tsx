import { useId, type ReactNode, type Ref } from 'react';
import { uiText as t } from '../lib/uiMessages';
import { IconAlert, IconChevronDown } from './icons';
import styles from './Accordion.module.css';

interface AccordionProps {
  title: ReactNode;
  /** With a toggle of its own: the header reads 'Enabled' or 'Disabled'. */
  enabled?: boolean;
  isOpen: boolean;
  onToggle: () => void;
  /** A 'Has errors' icon in the header (seen while closed too). */
  hasErrors?: boolean;
  /** The body element (e.g. to focus its first invalid input after opening). */
  bodyRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/**
 * A collapsible section: its header is a button (aria-expanded, aria-controls) inside a heading, so
 * keyboard and screen-reader users open it like any disclosure. The body renders only while open.
 */
export function Accordion({
  title,
  enabled,
  isOpen,
  onToggle,
  hasErrors = false,
  bodyRef,
  children,
}: AccordionProps) {
  const bodyId = useId();
  return (
    <section className={`${styles.accordion} ${isOpen ? styles.open : ''}`}>
      <h3 className={styles.heading}>
        <button
          type="button"
          className={styles.trigger}
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          <span className={styles.title}>{title}</span>
          {enabled !== undefined && (
            <span className={enabled ? styles.enabled : styles.disabled}>
              {enabled ? t('accordion.enabled') : t('accordion.disabled')}
            </span>
          )}
          {hasErrors && (
            <span className={styles.errorMark} title={t('accordion.hasErrors')}>
              <IconAlert size={14} />
              <span className="visually-hidden">{t('accordion.hasErrors')}</span>
            </span>
          )}
          <IconChevronDown size={16} className={styles.chevron} />
        </button>
      </h3>
      <div id={bodyId} ref={bodyRef} className={styles.body} hidden={!isOpen}>
        {isOpen && children}
      </div>
    </section>
  );
}
