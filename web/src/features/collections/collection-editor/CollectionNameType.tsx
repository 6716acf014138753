import type { Collection } from 'pocketbase';
import { useWatch } from 'react-hook-form';
import { renameCollection, setCollectionType } from './model/transitions';
import type { CollectionType } from '../../../lib/schema';
import { Field } from '../../../ui/form/Form';
import { useApplyCollectionForm, useCollectionForm } from './formAccess';
import styles from './CollectionEditorPanel.module.css';

const TYPES: { type: CollectionType; label: string; hint: string }[] = [
  { type: 'base', label: 'Base', hint: 'Records with the fields you define' },
  { type: 'auth', label: 'Auth', hint: 'Users who sign in: email, username, password, OAuth2' },
  { type: 'view', label: 'View', hint: 'Read-only records from an SQL query' },
];

/** The collection name (slugified as typed, locked for system collections) and, when new, its type. */
export function CollectionNameType({ collection }: { collection: Collection | null }) {
  const { control, getValues } = useCollectionForm();
  const apply = useApplyCollectionForm();
  const name = useWatch({ control, name: 'name' });
  const type = useWatch({ control, name: 'type' });
  const isSystem = !!collection?.system;
  return (
    <div className={styles.nameType}>
      <Field
        name="name"
        label="Name"
        required
        warnBidi
        hint={
          isSystem ? 'System collections cannot be renamed.' : 'Letters, digits and _ only (eg. "posts").'
        }
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
            placeholder='eg. "posts"'
          />
        )}
      </Field>
      {collection ? (
        <p className={styles.typeNote}>
          Type: <strong>{TYPES.find((t) => t.type === type)?.label ?? type}</strong> (chosen at creation)
        </p>
      ) : (
        <fieldset className={styles.typeChoice}>
          <legend>Type</legend>
          {TYPES.map((option) => (
            <label key={option.type} className={styles.typeOption} title={option.hint}>
              <input
                type="radio"
                name="collection-type"
                value={option.type}
                checked={type === option.type}
                onChange={() => apply(setCollectionType(getValues(), option.type))}
              />
              {option.label}
            </label>
          ))}
          {/* the hints are the options' tooltips; a screen that cannot hover shows the chosen one */}
          <p className={styles.typeHint}>{TYPES.find((t) => t.type === type)?.hint}</p>
        </fieldset>
      )}
    </div>
  );
}
