import { useExternalAuths, useUnlinkExternalAuth } from '../../../api/records';
import { runConfirmed } from '../../../lib/confirmedAction';
import { errorMessage } from '../../../lib/errors';
import { formatCellDate } from '../../../lib/recordCells';
import { Button } from '../../../ui/Button';
import styles from './RecordEditorPanel.module.css';
import { SafeText } from '../../../ui/SafeText';
import { t } from './messages';

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
      question: t('providers.unlink.confirm', { provider }),
      action: () => unlink.mutateAsync(provider),
      success: t('providers.unlink.success', { provider }),
    });

  if (list.isPending) return <p role="status">{t('providers.loading')}</p>;
  if (list.isError)
    return (
      <div role="alert" className={styles.notice}>
        <p>{t('providers.loadFailed', { error: errorMessage(list.error) })}</p>
        <Button size="sm" onClick={() => void list.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  if (list.data.length === 0) return <p className={styles.empty}>{t('providers.empty')}</p>;
  return (
    <ul className={styles.providers}>
      {list.data.map((link) => (
        <li key={link.id} className={styles.provider}>
          <div>
            <strong>{link.provider}</strong>
            <div className={styles.hint}>
              {t('providers.id')}{' '}
              <span dir="ltr">
                <SafeText text={link.providerId} />
              </span>
              {link.created ? ` · ${t('providers.linked', { date: formatCellDate(link.created) })}` : ''}
            </div>
          </div>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void handleUnlink(link.provider)}
            isLoading={unlink.isPending && unlink.variables === link.provider}
            aria-label={t('providers.unlinkName', { provider: link.provider })}
          >
            {t('providers.unlink')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
