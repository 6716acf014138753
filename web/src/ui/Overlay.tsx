import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { confirm } from '../lib/confirm';
import { pushLayer } from '../lib/layers';
import { addNavigationGuard } from '../lib/router';
import { uiText as t } from '../lib/uiMessages';
import { Button, IconButton } from './Button';
import { ErrorBoundary } from './ErrorBoundary';
import { IconClose } from './icons';
import { SafeText } from './SafeText';
import { closeModalDialog, showModalDialog } from './modalDialogs';
import styles from './Overlay.module.css';

/** How long an overlay takes to close (its content stays on screen meanwhile). */
export const OVERLAY_CLOSE_MS = 150;

export interface OverlayControls {
  /**
   * The one way to close: asks first when there are unsaved changes, refuses while locked.
   * Resolves true when the overlay closed.
   */
  requestClose: () => Promise<boolean>;
  /** Closes without asking (after a successful save). */
  close: () => void;
}

const OverlayContext = createContext<OverlayControls | null>(null);

/** The controls of the enclosing overlay (for footer buttons and forms inside it). */
export function useOverlay(): OverlayControls {
  const ctx = useContext(OverlayContext);
  if (!ctx) throw new Error('useOverlay() is used outside an Overlay.');
  return ctx;
}

export interface OverlayProps {
  open: boolean;
  /** Called once the overlay may close (after the guard); the parent sets `open` to false. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** With unsaved changes, every way of closing asks first (route changes and Back included). */
  isDirty?: boolean;
  /** While true the overlay cannot be closed (e.g. while saving). */
  isLocked?: boolean;
  /** Ctrl+S (⌘S) while this is the topmost overlay. */
  onSave?: () => void;
  /**
   * Side panel (default), centred popup, or drawer: a narrow panel at the start side (the main
   * navigation of a narrow screen).
   */
  variant?: 'panel' | 'popup' | 'drawer';
  /** A wider side panel (editors with many columns of options); a popup filling most of the screen. */
  wide?: boolean;
  /** Extra controls in the header, before the close button. */
  headerActions?: ReactNode;
  className?: string;
  /** The dialog's id (for the aria-controls of the button that opens it). */
  id?: string;
  /** For the owner of the overlay: `close()` after a save, `requestClose()` from its own buttons. */
  controlsRef?: Ref<OverlayControls | null>;
  /**
   * After the close animation, once the dialog has left the screen and the browser has given the
   * focus back: e.g. to place the focus when the control that opened the overlay is gone.
   */
  onClosed?: () => void;
}

interface Content {
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  headerActions?: ReactNode;
}

/**
 * One primitive for panels and popups: a native modal <dialog> (focus trap, top layer) in a portal.
 * Escape, overlay click, the × button, footer buttons (through `useOverlay().requestClose`), route
 * changes and Back all go through one guard. While closing, the last open content stays on screen.
 */
export function Overlay(props: OverlayProps) {
  const {
    open,
    onClose,
    isDirty = false,
    isLocked = false,
    onSave,
    variant = 'panel',
    wide,
    className,
  } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [isMounted, setIsMounted] = useState(open);
  const isClosing = isMounted && !open;
  if (open && !isMounted) setIsMounted(true);

  // the content of the last render while open: shown unchanged during the close animation
  const [shown, setShown] = useState<Content>(props);
  const isNewContent =
    shown.title !== props.title ||
    shown.children !== props.children ||
    shown.footer !== props.footer ||
    shown.headerActions !== props.headerActions;
  if (open && isNewContent) setShown(props);
  const content = open ? props : shown;

  // latest values for callbacks that outlive a render, in place before the next key is handled (a
  // Ctrl+S right after typing must save what was typed, not the text of the render before)
  const latest = useRef({ isDirty, isLocked, onClose, onSave, open, onClosed: props.onClosed });
  useLayoutEffect(() => {
    latest.current = { isDirty, isLocked, onClose, onSave, open, onClosed: props.onClosed };
  });
  const isAsking = useRef(false);
  const hasClosed = useRef(false);

  const close = useCallback(() => {
    hasClosed.current = true;
    latest.current.onClose();
  }, []);

  const requestClose = useCallback(async () => {
    const now = latest.current;
    if (!now.open || hasClosed.current) return true;
    if (now.isLocked || isAsking.current) return false;
    if (now.isDirty) {
      isAsking.current = true;
      const yes = await confirm(t('overlay.unsavedClose'));
      isAsking.current = false;
      if (!yes || latest.current.isLocked) return false;
    }
    close();
    return true;
  }, [close]);

  const controls = useMemo(() => ({ requestClose, close }), [requestClose, close]);
  useImperativeHandle(props.controlsRef, () => controls, [controls]);

  // open: show the dialog, become the top layer, guard navigation, remember where focus was
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    hasClosed.current = false;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      showModalDialog(dialog);
      // showModal focuses the first focusable element: an input marked to take the focus takes it back
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    const removeLayer = pushLayer({
      onEscape: () => void requestClose(),
      onSave: () => latest.current.onSave?.(),
    });
    const removeGuard = addNavigationGuard({
      isBlocking: () => latest.current.open && !hasClosed.current && latest.current.isDirty,
      confirm: requestClose,
    });
    const onCancel = (e: Event) => {
      e.preventDefault(); // the browser's own close request goes through the guard too
      void requestClose();
    };
    const onMouseDown = (e: MouseEvent) => {
      if (e.target === dialog) void requestClose(); // the backdrop
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('mousedown', onMouseDown);
    return () => {
      removeLayer();
      removeGuard();
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('mousedown', onMouseDown);
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [open, requestClose]);

  // taken off the page while open (its owner went away): it leaves the modal stack too, so what
  // lives in the topmost dialog (the toasts) moves back to the page rather than going with it
  useEffect(() => {
    const dialog = dialogRef.current;
    return dialog ? () => closeModalDialog(dialog) : undefined;
  }, [isMounted]);

  // closed: keep the content through the animation, then unmount
  useEffect(() => {
    if (open || !isMounted) return;
    const timer = setTimeout(() => {
      if (dialogRef.current) closeModalDialog(dialogRef.current);
      setIsMounted(false);
      latest.current.onClosed?.();
    }, OVERLAY_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, isMounted]);

  if (!isMounted) return null;

  return createPortal(
    <OverlayContext value={controls}>
      <dialog
        ref={dialogRef}
        id={props.id}
        className={[
          styles.dialog,
          styles[variant],
          wide ? styles.wide : '',
          isClosing ? styles.closing : '',
          className,
        ]
          .filter(Boolean)
          .join(' ')}
        aria-labelledby={titleId}
      >
        <div className={styles.box}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {/* a title naming a collection or record reads in stored order (SafeText) */}
              {typeof content.title === 'string' ? <SafeText text={content.title} /> : content.title}
            </h2>
            {content.headerActions}
            <IconButton label={t('overlay.close')} onClick={() => void requestClose()} disabled={isLocked}>
              <IconClose />
            </IconButton>
          </header>
          <div className={styles.body}>
            <ErrorBoundary area="panel">{content.children}</ErrorBoundary>
          </div>
          {content.footer && <footer className={styles.footer}>{content.footer}</footer>}
        </div>
      </dialog>
    </OverlayContext>,
    document.body,
  );
}

/** A footer button that closes the enclosing overlay through its guard (Cancel, Close). */
export function OverlayCloseButton({ children }: { children?: ReactNode }) {
  const { requestClose } = useOverlay();
  return <Button onClick={() => void requestClose()}>{children ?? t('overlay.cancel')}</Button>;
}
