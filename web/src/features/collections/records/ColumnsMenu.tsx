import { useEffect, useId, useRef, useState } from 'react';
import { IconColumns } from '../../../ui/icons';
import { SafeText } from '../../../ui/SafeText';
import type { RecordColumn } from './columns';
import { t } from './messages';
import styles from './ColumnsMenu.module.css';

interface ColumnsMenuProps {
  columns: readonly RecordColumn[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}

/**
 * The column toggles: a button that shows a list of checkboxes, one per column. Escape, a click
 * outside or focus leaving it close it; focus returns to the button on Escape.
 */
export function ColumnsMenu({ columns, hidden, onChange }: ColumnsMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const root = rootRef.current;
    const onDown = (e: MouseEvent) => {
      if (!root?.contains(e.target as Node)) setIsOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      e.preventDefault();
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    const onFocusOut = (e: FocusEvent) => {
      if (e.relatedTarget && !root?.contains(e.relatedTarget as Node)) setIsOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    root?.addEventListener('keydown', onKey);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('mousedown', onDown);
      root?.removeEventListener('keydown', onKey);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [isOpen]);

  const toggle = (key: string) =>
    onChange(hidden.includes(key) ? hidden.filter((k) => k !== key) : [...hidden, key]);

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={t('columns.toggle')}
        aria-expanded={isOpen}
        aria-controls={isOpen ? popupId : undefined}
        onClick={() => setIsOpen((v) => !v)}
      >
        <IconColumns size={16} />
      </button>
      {isOpen && (
        <div id={popupId} className={styles.popup} role="group" aria-label={t('columns.label')}>
          {columns.map((column) => (
            <label key={column.key} className={styles.option}>
              <input
                type="checkbox"
                checked={!hidden.includes(column.key)}
                onChange={() => toggle(column.key)}
                autoFocus={column === columns[0]}
              />
              <span>
                <SafeText text={column.key} />
              </span>
            </label>
          ))}
        </div>
      )}
    </div>
  );
}
