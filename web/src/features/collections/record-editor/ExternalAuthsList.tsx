import { useExternalAuths, useUnlinkExternalAuth } from '../../../api/records';
import { runConfirmed } from '../../../lib/confirmedAction';
import { errorMessage } from '../../../lib/errors';
import { formatCellDate } from '../../../lib/recordCells';
import { Button } from '../../../ui/Button';
import styles from './RecordEditorPanel.module.css';
import { SafeText } from '../../../ui/SafeText';

interface ExternalAuthsListProps {
  collectionId: string;
  recordId: string;
  isActive: boolean;
}

/** The OAuth2 accounts linked to an auth record, each with Unlink. */
export function ExternalAuthsList({ collectionId, recordId, isActive }: ExternalAuthsListProps) {
  const list = useExternalAuths(collectionId, recordId, isActive);
  const unlink = useUnlinkExternalAuth(collectionId, recordId);

  const handleUnlink = (provider: string) =>
    runConfirmed({
      question: `Do you really want to unlink the ${provider} provider?`,
      action: () => unlink.mutateAsync(provider),
      success: `Successfully unlinked the ${provider} provider.`,
    });

  if (list.isPending) return <p role="status">Loading linked providers…</p>;
  if (list.isError)
    return (
      <div role="alert" className={styles.notice}>
        <p>Could not load the linked providers: {errorMessage(list.error)}</p>
        <Button size="sm" onClick={() => void list.refetch()}>
          Retry
        </Button>
      </div>
    );
  if (list.data.length === 0) return <p className={styles.empty}>No linked OAuth2 providers.</p>;
  return (
    <ul className={styles.providers}>
      {list.data.map((link) => (
        <li key={link.id} className={styles.provider}>
          <div>
            <strong>{link.provider}</strong>
            <div className={styles.hint}>
              ID{' '}
              <span dir="ltr">
                <SafeText text={link.providerId} />
              </span>
              {link.created ? ` · linked ${formatCellDate(link.created)}` : ''}
            </div>
          </div>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void handleUnlink(link.provider)}
            isLoading={unlink.isPending && unlink.variables === link.provider}
            aria-label={`Unlink ${link.provider}`}
          >
            Unlink
          </Button>
        </li>
      ))}
    </ul>
  );
}
