import { useRef } from 'react';
import type { CollectionChanges } from './model/saving';
import { Button } from '../../../ui/Button';
import { IconAlert } from '../../../ui/icons';
import { Overlay, OverlayCloseButton, type OverlayControls } from '../../../ui/Overlay';
import { SafeText } from '../../../ui/SafeText';
import styles from './ConfirmChangesDialog.module.css';

export const RULES_WARNING =
  "If any of the collection changes is part of another collection rule, filter or view query, you'll have to update it manually!";
export const REMOVED_WARNING = 'All data associated with the removed fields will be permanently deleted!';
export const MULTIPLE_TO_SINGLE =
  'Multiple to single value conversion of field (will keep only the last array item)';

/** Asks before a save that renames, removes fields or turns multiple values into one. */
export function ConfirmChangesDialog({
  changes,
  onAnswer,
}: {
  changes: CollectionChanges;
  onAnswer: (yes: boolean) => void;
}) {
  const overlay = useRef<OverlayControls>(null);
  const answered = useRef(false);
  const answer = (yes: boolean) => {
    if (answered.current) return;
    answered.current = true;
    onAnswer(yes);
  };
  const hasRenames = !!changes.renamed || changes.renamedFields.length > 0;
  return (
    <Overlay
      open
      variant="popup"
      controlsRef={overlay}
      onClose={() => answer(false)}
      title="Confirm collection changes"
      footer={
        <>
          <OverlayCloseButton />
          <Button
            variant="primary"
            autoFocus
            onClick={() => {
              answer(true);
              overlay.current?.close();
            }}
          >
            Confirm
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        {(hasRenames || changes.removedFields.length > 0) && (
          <p className={styles.warning}>
            <IconAlert size={16} /> {RULES_WARNING}
          </p>
        )}
        <ul className={styles.changes}>
          {changes.renamed && (
            <li>
              Renamed collection{' '}
              <code dir="ltr">
                <SafeText text={changes.renamed.from} />
              </code>{' '}
              to{' '}
              <code dir="ltr">
                <SafeText text={changes.renamed.to} />
              </code>
            </li>
          )}
          {changes.renamedFields.map((f) => (
            <li key={`rename:${f.from}`}>
              Renamed field{' '}
              <code dir="ltr">
                <SafeText text={f.from} />
              </code>{' '}
              to{' '}
              <code dir="ltr">
                <SafeText text={f.to} />
              </code>
            </li>
          ))}
          {changes.removedFields.map((name) => (
            <li key={`remove:${name}`} className={styles.danger}>
              Removed field{' '}
              <code dir="ltr">
                <SafeText text={name} />
              </code>
            </li>
          ))}
          {changes.multipleToSingle.map((name) => (
            <li key={`single:${name}`} className={styles.danger}>
              <code dir="ltr">
                <SafeText text={name} />
              </code>
              : {MULTIPLE_TO_SINGLE}
            </li>
          ))}
        </ul>
        {changes.removedFields.length > 0 && <p className={styles.dangerText}>{REMOVED_WARNING}</p>}
      </div>
    </Overlay>
  );
}
