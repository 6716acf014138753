import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { confirmQueue } from '../lib/confirm';
import { pushLayer } from '../lib/layers';
import { shellText as t } from '../lib/shellMessages';
import { Button } from './Button';
import { SafeText } from './SafeText';
import { useStore } from './useStore';
import { closeModalDialog, showModalDialog } from './modalDialogs';
import styles from './ConfirmHost.module.css';

/**
 * Renders the oldest pending confirmation as a Yes/No popup, No focused. The question and its items
 * may name records, collections or admins: their direction control characters show as visible
 * markers (SafeText), so a name reads as stored.
 */
export function ConfirmHost() {
  const queue = useStore(confirmQueue);
  const request = queue[0];
  if (!request) return null;
  return createPortal(
    <ConfirmPopup
      key={request.id}
      message={request.message}
      details={request.details}
      onAnswer={request.resolve}
    />,
    document.body,
  );
}

interface ConfirmPopupProps {
  message: string;
  details?: readonly string[];
  onAnswer: (yes: boolean) => void;
}

function ConfirmPopup({ message, details, onAnswer }: ConfirmPopupProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const messageId = useId();
  const answer = useRef(onAnswer);
  useEffect(() => {
    answer.current = onAnswer;
  });

  useEffect(() => {
    const dialog = ref.current;
    // focus goes back where it was once the question is answered
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      showModalDialog(dialog);
      // No takes the focus (showModal would give it to the first focusable element: a details list)
      dialog.querySelector<HTMLElement>('[data-confirm-no]')?.focus();
    }
    const removeLayer = pushLayer({ onEscape: () => answer.current(false) });
    const onCancel = (e: Event) => {
      e.preventDefault();
      answer.current(false);
    };
    const onMouseDown = (e: MouseEvent) => {
      if (e.target === dialog) answer.current(false);
    };
    dialog?.addEventListener('cancel', onCancel);
    dialog?.addEventListener('mousedown', onMouseDown);
    return () => {
      removeLayer();
      dialog?.removeEventListener('cancel', onCancel);
      dialog?.removeEventListener('mousedown', onMouseDown);
      if (dialog) closeModalDialog(dialog);
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <dialog ref={ref} className={styles.dialog} aria-label={t('confirm.label')} aria-describedby={messageId}>
      <div className={styles.box}>
        <p id={messageId} className={styles.message}>
          <SafeText text={message} />
        </p>
        {details && (
          // a long list scrolls: it takes the focus so the keyboard can scroll it
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          <ul className={styles.details} aria-labelledby={messageId} tabIndex={0}>
            {details.map((item, i) => (
              <li key={i}>
                <SafeText text={item} />
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          <Button autoFocus data-confirm-no="" onClick={() => onAnswer(false)}>
            {t('confirm.no')}
          </Button>
          <Button variant="danger" onClick={() => onAnswer(true)}>
            {t('confirm.yes')}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
