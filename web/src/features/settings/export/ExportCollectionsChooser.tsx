import { useEffect, useRef } from 'react';
import {
  selectAllState,
  toggleAll,
  toggleCollection,
  type CollectionJson,
  type ExcludedIds,
} from '../../../lib/collectionsExport';
import { Checkbox } from '../../../ui/Checkbox';
import { t } from './messages';
import styles from './ExportCollectionsPage.module.css';

interface ExportCollectionsChooserProps {
  collections: readonly CollectionJson[];
  excluded: ExcludedIds;
  onChange: (excluded: Set<string>) => void;
}

/**
 * Which collections go into the export (all by default). A select-all checkbox, mixed while only
 * some are chosen, and one checkbox per collection, in the export order.
 */
export function ExportCollectionsChooser({ collections, excluded, onChange }: ExportCollectionsChooserProps) {
  const state = selectAllState(collections, excluded);
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = state === 'some';
  }, [state]);
  const count = collections.length - collections.filter((c) => excluded.has(c.id)).length;

  return (
    <fieldset className={styles.chooser}>
      <legend className={styles.legend}>{t('chooser.legend')}</legend>
      <div className={styles.selectAll}>
        <Checkbox
          ref={selectAll}
          label={t('chooser.selectAll', { selected: count, total: collections.length })}
          checked={state === 'all'}
          onChange={() => onChange(toggleAll(collections, excluded))}
        />
      </div>
      <ul className={styles.choices}>
        {collections.map((collection) => (
          <li key={collection.id}>
            <Checkbox
              label={collection.name}
              checked={!excluded.has(collection.id)}
              onChange={() => onChange(toggleCollection(excluded, collection.id))}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
