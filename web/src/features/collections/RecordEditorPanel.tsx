import { useState } from 'react';
import type { Collection, Record as PbRecord } from 'pocketbase';
import { useRecord } from '../../api/records';
import { errorMessage, errorStatus } from '../../lib/errors';
import type { RecordFormValues } from '../../lib/recordForm';
import { Overlay, OverlayCloseButton } from '../../ui/Overlay';
import { RecordEditorForm } from './RecordEditorForm';

export interface RecordEditorPanelProps {
  collection: Collection;
  collectionsById: ReadonlyMap<string, Collection>;
  /** null creates a record. */
  recordId: string | null;
  /** The record as loaded in the list, if it is there (opens at once). */
  loaded?: PbRecord;
  /** The values a new record starts with (Duplicate). */
  seed?: RecordFormValues | null;
  open: boolean;
  onClose: () => void;
  /** After a save; `keepOpen` when saved with Ctrl+S (the panel stays and shows the saved record). */
  onSaved?: (record: PbRecord, keepOpen: boolean) => void;
  /** Duplicate: open a new record with these values. */
  onDuplicate?: (values: RecordFormValues) => void;
  /** A nested editor (opened from a relation picker) keeps its draft apart from the main one. */
  isNested?: boolean;
}

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
        title={`Edit ${collection.name} record`}
        footer={<OverlayCloseButton>Close</OverlayCloseButton>}
      >
        {fetched.isError ? (
          <p role="alert">
            {isGone
              ? 'This record was not found: it may have been deleted.'
              : `Could not load the record: ${errorMessage(fetched.error)}`}
          </p>
        ) : (
          <p role="status">Loading record…</p>
        )}
      </Overlay>
    );
  }
  return <RecordEditorForm {...props} record={initial} />;
}
