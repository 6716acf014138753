import { useState } from 'react';
import type { Record as PbRecord } from 'pocketbase';
import { useRecord } from '../../../api/records';
import { errorMessage, errorStatus } from '../../../lib/errors';
import { Overlay, OverlayCloseButton } from '../../../ui/Overlay';
import { RecordEditorForm } from './RecordEditorForm';
import type { RecordEditorPanelProps } from './panelTypes';
import { t } from './messages';

/**
 * The record editor panel: 'New {collection} record' / 'Edit {collection} record'. A record already
 * in the list opens at once; one opened from the address loads first. The form is built once from
 * the record it opened with, so a refetch or a realtime update never replaces what the admin is
 * typing (changes made elsewhere are offered, see RecordConflictNotice).
 */
export function RecordEditorPanel(props: RecordEditorPanelProps) {
  const { collection, recordId, loaded, open, onClose } = props;
  const fetched = useRecord(collection, recordId, open && !!recordId && !loaded);
  const [initial, setInitial] = useState<PbRecord | null>(loaded ?? null);
  const found = loaded ?? fetched.data ?? null;
  if (!initial && found) setInitial(found);

  if (recordId && !initial) {
    const isGone = fetched.isError && errorStatus(fetched.error) === 404;
    return (
      <Overlay
        open={open}
        onClose={onClose}
        title={t('title.edit', { collection: collection.name })}
        footer={<OverlayCloseButton>{t('close')}</OverlayCloseButton>}
      >
        {fetched.isError ? (
          <p role="alert">
            {isGone ? t('load.notFound') : t('load.failed', { error: errorMessage(fetched.error) })}
          </p>
        ) : (
          <p role="status">{t('load.pending')}</p>
        )}
      </Overlay>
    );
  }
  return <RecordEditorForm {...props} record={initial} NestedEditor={RecordEditorPanel} />;
}
