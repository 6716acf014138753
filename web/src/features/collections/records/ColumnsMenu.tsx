import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { IconColumns } from '../../../ui/icons';
import { lazyWithPreload, useLoadedComponent } from '../../../ui/lazyWithPreload';
import type { ColumnsMenuPopupProps } from './ColumnsMenuPopup';
import { t } from './messages';
import styles from './ColumnsMenu.module.css';

type ColumnsMenuProps = Omit<ColumnsMenuPopupProps, 'popupId'>;

/** The open menu's code, loaded when the pointer or the focus comes to the button. */
const ColumnsMenuPopup = lazyWithPreload<ColumnsMenuPopupProps>(() => import('./ColumnsMenuPopup'));
const preloadPopup = () => void ColumnsMenuPopup.preload().catch(() => {});

/**
 * The columns' menu: a button that opens ColumnsMenuPopup (show, hide, pin and move columns, the row
 * height, a reset). Escape, a click outside or focus leaving it close it; focus returns to the
 * button on Escape.
 */
export function ColumnsMenu(props: ColumnsMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupId = useId();
  // the menu opens once its code is in (no Suspense, whose reveal would wait ~300 ms)
  const isReady = useLoadedComponent(ColumnsMenuPopup, isOpen);
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

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={t('columns.toggle')}
        aria-expanded={isOpen}
        aria-controls={isOpen && isReady ? popupId : undefined}
        onClick={() => setIsOpen((v) => !v)}
        onPointerEnter={preloadPopup}
        onFocus={preloadPopup}
      >
        <IconColumns size={16} />
      </button>
      {isOpen && isReady && (
        // a failed load suspends here on its way to the error boundary
        <Suspense fallback={null}>
          <ColumnsMenuPopup {...props} popupId={popupId} />
        </Suspense>
      )}
    </div>
  );
}
