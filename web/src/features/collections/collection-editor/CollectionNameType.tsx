import type { Collection } from 'pocketbase';
import { useWatch } from 'react-hook-form';
import { renameCollection, setCollectionType } from './model/transitions';
import type { CollectionType } from '../../../lib/schema';
import { Field } from '../../../ui/form/Form';
import { useApplyCollectionForm, useCollectionForm } from './formAccess';
import { withParts } from '../../../ui/withParts';
import { t, type CollectionEditorKey } from './messages';
import styles from './CollectionEditorPanel.module.css';

const TYPES: { type: CollectionType; label: CollectionEditorKey; hint: CollectionEditorKey }[] = [
  { type: 'base', label: 'type.base', hint: 'type.baseHint' },
  { type: 'auth', label: 'type.auth', hint: 'type.authHint' },
  { type: 'view', label: 'type.view', hint: 'type.viewHint' },
];

/** The collection name (slugified as typed, locked for system collections) and, when new, its type. */
export function CollectionNameType({ collection }: { collection: Collection | null }) {
  const { control, getValues } = useCollectionForm();
  const apply = useApplyCollectionForm();
  const name = useWatch({ control, name: 'name' });
  const type = useWatch({ control, name: 'type' });
  const isSystem = !!collection?.system;
  const typeKey = TYPES.find((option) => option.type === type)?.label;
  return (
    <div className={styles.nameType}>
      <Field
        name="name"
        label={t('name.label')}
        required
        warnBidi
        hint={isSystem ? t('name.systemHint') : t('name.hint')}
      >
        {(input) => (
          <input
            {...input}
            value={name}
            onChange={(e) => apply(renameCollection(getValues(), e.target.value))}
            disabled={isSystem}
            autoComplete="off"
            spellCheck={false}
            data-autofocus={!collection || undefined}
            placeholder={t('name.placeholder')}
          />
        )}
      </Field>
      {collection ? (
        <p className={styles.typeNote}>
          {withParts((values) => t('type.note', values), {
            type: <strong>{typeKey ? t(typeKey) : type}</strong>,
          })}
        </p>
      ) : (
        <fieldset className={styles.typeChoice}>
          <legend>{t('type.legend')}</legend>
          {TYPES.map((option) => (
            <label key={option.type} className={styles.typeOption} title={t(option.hint)}>
              <input
                type="radio"
                name="collection-type"
                value={option.type}
                checked={type === option.type}
                onChange={() => apply(setCollectionType(getValues(), option.type))}
              />
              {t(option.label)}
            </label>
          ))}
          {/* the hints are the options' tooltips; a screen that cannot hover shows the chosen one */}
          <p className={styles.typeHint}>{TYPES.find((t) => t.type === type)?.hint}</p>
        </fieldset>
      )}
    </div>
  );
}
