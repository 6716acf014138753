import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useDialogDismiss } from './useDialogDismiss';
import { confirm } from './confirmStore';
import { IconButton } from './Button';
import { IconClose } from './icons';
import styles from './Overlay.module.css';

export const UNSAVED_CLOSE_MESSAGE = 'You have unsaved changes. Do you really want to close the panel?';
const ANIMATION_MS = 150;

export interface OverlayProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** With unsaved changes, closing asks first. */
  isDirty?: boolean;
  /** While true the overlay cannot be closed (e.g. while saving). */
  isLocked?: boolean;
  /** Side panel (default) or centred popup. */
  variant?: 'panel' | 'popup';
  /** Extra controls in the header, before the close button. */
  headerActions?: ReactNode;
  className?: string;
}

/**
 * One primitive for panels and popups: a native modal <dialog> (focus trap, top layer), closed by
 * Escape, overlay click or the close button, each going through the unsaved-changes guard.
 */
export function Overlay({
  open,
  onClose,
  title,
  children,
  footer,
  isDirty = false,
  isLocked = false,
  variant = 'panel',
  headerActions,
  className,
}: OverlayProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [isMounted, setIsMounted] = useState(open);
  const guardOpen = useRef(false);
  const isClosing = isMounted && !open;

  if (open && !isMounted) setIsMounted(true);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open) {
      if (!dialog.open) dialog.showModal();
      return;
    }
    const timer = setTimeout(() => {
      if (dialog.open) dialog.close();
      setIsMounted(false);
    }, ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [open, isMounted]);

  const requestClose = useCallback(async () => {
    if (isLocked || guardOpen.current) return;
    if (isDirty) {
      guardOpen.current = true;
      const yes = await confirm(UNSAVED_CLOSE_MESSAGE);
      guardOpen.current = false;
      if (!yes) return;
    }
    onClose();
  }, [isDirty, isLocked, onClose]);

  useDialogDismiss(dialogRef, () => void requestClose(), isMounted);

  if (!isMounted) return null;

  return (
    <dialog
      ref={dialogRef}
      className={[styles.dialog, styles[variant], isClosing ? styles.closing : '', className]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
    >
      <div className={styles.box}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {headerActions}
          <IconButton label="Close" onClick={() => void requestClose()} disabled={isLocked}>
            <IconClose />
          </IconButton>
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </dialog>
  );
}
