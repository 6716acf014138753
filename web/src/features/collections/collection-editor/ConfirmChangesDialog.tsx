import { useRef } from 'react';
import type { CollectionChanges } from './model/saving';
import { Button } from '../../../ui/Button';
import { IconAlert } from '../../../ui/icons';
import { Overlay, OverlayCloseButton, type OverlayControls } from '../../../ui/Overlay';
import { SafeText } from '../../../ui/SafeText';
import { t } from './messages';
import { withParts } from '../../../ui/withParts';
import styles from './ConfirmChangesDialog.module.css';

/** A name as the dialog shows it: in code style, with any bidi controls made visible. */
function name(text: string) {
  return (
    <code dir="ltr">
      <SafeText text={text} />
    </code>
  );
}

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
      title={t('confirm.title')}
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
            {t('confirm.confirm')}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        {(hasRenames || changes.removedFields.length > 0) && (
          <p className={styles.warning}>
            <IconAlert size={16} /> {t('confirm.rulesWarning')}
          </p>
        )}
        <ul className={styles.changes}>
          {changes.renamed && (
            <li>
              {withParts((values) => t('confirm.renamedCollection', values), {
                from: name(changes.renamed.from),
                to: name(changes.renamed.to),
              })}
            </li>
          )}
          {changes.renamedFields.map((f) => (
            <li key={`rename:${f.from}`}>
              {withParts((values) => t('confirm.renamedField', values), {
                from: name(f.from),
                to: name(f.to),
              })}
            </li>
          ))}
          {changes.removedFields.map((field) => (
            <li key={`remove:${field}`} className={styles.danger}>
              {withParts((values) => t('confirm.removedField', values), { name: name(field) })}
            </li>
          ))}
          {changes.multipleToSingle.map((field) => (
            <li key={`single:${field}`} className={styles.danger}>
              {withParts((values) => t('confirm.multipleToSingle', values), { name: name(field) })}
            </li>
          ))}
        </ul>
        {changes.removedFields.length > 0 && (
          <p className={styles.dangerText}>{t('confirm.removedWarning')}</p>
        )}
      </div>
    </Overlay>
  );
}
