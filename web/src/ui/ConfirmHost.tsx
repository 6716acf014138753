import { useEffect, useRef } from 'react';
import { useDialogDismiss } from './useDialogDismiss';
import { Button } from './Button';
import { confirmQueue } from './confirmStore';
import { useStore } from './useStore';
import styles from './ConfirmHost.module.css';

/** Renders the oldest pending confirmation as a Yes/No popup, No focused (spec §2 Shared). */
export function ConfirmHost() {
  const queue = useStore(confirmQueue);
  const request = queue[0];
  if (!request) return null;
  return <ConfirmPopup key={request.id} message={request.message} onAnswer={request.resolve} />;
}

function ConfirmPopup({ message, onAnswer }: { message: string; onAnswer: (yes: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (ref.current && !ref.current.open) ref.current.showModal();
  }, []);
  useDialogDismiss(ref, () => onAnswer(false));
  return (
    <dialog ref={ref} className={styles.dialog} aria-label="Confirmation" aria-describedby="confirm-message">
      <div className={styles.box}>
        <p id="confirm-message" className={styles.message}>
          {message}
        </p>
        <div className={styles.actions}>
          <Button autoFocus onClick={() => onAnswer(false)}>
            No
          </Button>
          <Button variant="danger" onClick={() => onAnswer(true)}>
            Yes
          </Button>
        </div>
      </div>
    </dialog>
  );
}
