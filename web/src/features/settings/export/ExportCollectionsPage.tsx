import { useId, useMemo, useState } from 'react';
import { useCollectionsJson } from '../../../api/collections';
import { copyText } from '../../../lib/clipboard';
import {
  EXPORT_FILE_NAME,
  exportText,
  selectedCollections,
  type CollectionJson,
  type ExcludedIds,
} from '../../../lib/collectionsExport';
import { downloadText } from './model/download';
import { toast } from '../../../lib/toasts';
import { Button } from '../../../ui/Button';
import { CodeEditor } from '../../../ui/CodeEditor';
import { Page } from '../../../ui/Page';
import { ExportCollectionsChooser } from './ExportCollectionsChooser';
import { LoadState } from '../shared/LoadState';
import { t as tShared } from '../shared/messages';
import { t } from './messages';
import formStyles from '../shared/SettingsFormPage.module.css';
import styles from './ExportCollectionsPage.module.css';

/**
 * /settings/export-collections: the collections as the server lists them sorted by updated, without
 * created and updated, indented 4 spaces, in a read-only highlighted preview (Ctrl+A inside it
 * selects only the JSON); Copy and 'Download as JSON' give the very text shown. The admin also
 * picks the collections (all by default).
 */
export default function ExportCollectionsPage() {
  const query = useCollectionsJson();

  return (
    <Page breadcrumb={[tShared('breadcrumb.settings'), t('title')]}>
      {query.data ? (
        <ExportCollections collections={query.data} />
      ) : (
        <LoadState query={query} what="collections" />
      )}
    </Page>
  );
}

function ExportCollections({ collections }: { collections: readonly CollectionJson[] }) {
  const [excluded, setExcluded] = useState<ExcludedIds>(() => new Set());
  const selected = useMemo(() => selectedCollections(collections, excluded), [collections, excluded]);
  const text = useMemo(() => exportText(selected), [selected]);
  const isEmpty = selected.length === 0;
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;

  const handleCopy = async () => {
    if (await copyText(text)) toast.success(t('copied'));
    else toast.error(t('copyFailed'));
  };

  return (
    <div className={formStyles.card}>
      <p className={styles.intro}>{t('intro')}</p>
      <ExportCollectionsChooser collections={collections} excluded={excluded} onChange={setExcluded} />
      <label id={labelId} htmlFor={id} className={styles.previewLabel}>
        {t('preview.label')}
      </label>
      <p id={hintId} className={styles.hint}>
        {t('preview.hint')}
      </p>
      <CodeEditor
        id={id}
        labelId={labelId}
        aria-describedby={hintId}
        value={text}
        onChange={() => {}}
        language="json"
        disabled
        eager
        minHeight={120}
        maxHeight={560}
      />
      <div className={styles.actions}>
        <Button onClick={() => void handleCopy()} disabled={isEmpty}>
          {t('copy')}
        </Button>
        <Button variant="primary" onClick={() => downloadText(text, EXPORT_FILE_NAME)} disabled={isEmpty}>
          {t('download')}
        </Button>
      </div>
      {isEmpty && (
        <p className={styles.hint}>
          {collections.length ? t('empty.noneSelected') : t('empty.noCollections')}
        </p>
      )}
    </div>
  );
}
