import { useId, useMemo, useState } from 'react';
import type { Collection } from 'pocketbase';
import { useWatch } from 'react-hook-form';
import type { CollectionForm } from './model/collectionForm';
import { ruleIdentifiers, type RuleCollection } from '../../../lib/ruleCompletions';
import { Button } from '../../../ui/Button';
import { CodeEditor, type CodeCompletions } from '../../../ui/CodeEditor';
import { useFieldError } from '../../../ui/form/Form';
import { IconAlert } from '../../../ui/icons';
import { useCollectionForm, useSetCollectionValue, type CollectionPath } from './formAccess';
import { t, type CollectionEditorKey } from './messages';
import styles from './RulesTab.module.css';

type RulePath = 'listRule' | 'viewRule' | 'createRule' | 'updateRule' | 'deleteRule' | 'options.manageRule';

interface RuleSpec {
  path: RulePath;
  label: CollectionEditorKey;
  hint?: CollectionEditorKey;
}

const RULES: RuleSpec[] = [
  { path: 'listRule', label: 'rules.list' },
  { path: 'viewRule', label: 'rules.view' },
  { path: 'createRule', label: 'rules.create', hint: 'rules.createHint' },
  { path: 'updateRule', label: 'rules.update' },
  { path: 'deleteRule', label: 'rules.delete' },
];

const MANAGE_RULE: RuleSpec = { path: 'options.manageRule', label: 'rules.manage', hint: 'rules.manageHint' };

/** The current form as the rule autocomplete sees it (new fields and renames included). */
function draftCollection(values: CollectionForm): RuleCollection {
  return {
    id: values.id,
    name: values.name,
    type: values.type,
    schema: values.schema
      .filter((f) => !f.toDelete && f.name)
      .map((f) => ({ name: f.name, type: f.type, options: f.options })),
  };
}

/** API Rules: a rule editor per action, locked when admins only. */
export function RulesTab({
  collections,
  keptRules,
  onKeepRule,
}: {
  collections: readonly Collection[];
  /** The texts 'Set Admins only' put aside, by rule path (owned by the panel, so they outlive the tab). */
  keptRules: { readonly [rule: string]: string };
  onKeepRule: (rule: string, text: string) => void;
}) {
  const { control } = useCollectionForm();
  const type = useWatch({ control, name: 'type' });
  const name = useWatch({ control, name: 'name' });
  const schema = useWatch({ control, name: 'schema' });
  const id = useWatch({ control, name: 'id' });
  const [showFields, setShowFields] = useState(false);
  const listId = useId();

  const identifiers = useMemo(
    () =>
      ruleIdentifiers(
        draftCollection({ id, name, type, schema } as CollectionForm),
        collections as readonly RuleCollection[],
      ),
    [id, name, type, schema, collections],
  );
  const completions = useMemo<CodeCompletions>(() => ({ kind: 'rule', identifiers }), [identifiers]);

  const shown = type === 'view' ? RULES.slice(0, 2) : RULES;
  return (
    <div className={styles.tab}>
      <p className={styles.intro}>{t('rules.intro')}</p>
      <div className={styles.fieldsToggle}>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={showFields}
          aria-controls={listId}
          onClick={() => setShowFields((s) => !s)}
        >
          {showFields ? t('rules.hideFields') : t('rules.showFields')}
        </Button>
      </div>
      <div id={listId} hidden={!showFields}>
        {showFields && (
          <ul className={styles.identifiers} aria-label={t('rules.availableFields')}>
            {identifiers.map((identifier) => (
              <li key={identifier}>
                <code dir="ltr">{identifier}</code>
              </li>
            ))}
          </ul>
        )}
      </div>
      {shown.map((rule) => (
        <RuleField
          key={rule.path}
          rule={rule}
          completions={completions}
          kept={keptRules}
          onKeep={onKeepRule}
        />
      ))}
      {type === 'auth' && (
        <RuleField rule={MANAGE_RULE} completions={completions} kept={keptRules} onKeep={onKeepRule} />
      )}
    </div>
  );
}

/** One rule: a code editor with autocomplete, or the locked 'Admins only' state. */
function RuleField({
  rule,
  completions,
  kept,
  onKeep,
}: {
  rule: RuleSpec;
  completions: CodeCompletions;
  kept: { readonly [rule: string]: string };
  onKeep: (rule: string, text: string) => void;
}) {
  const { control } = useCollectionForm();
  const set = useSetCollectionValue();
  const value = useWatch({ control, name: rule.path as CollectionPath }) as string | null | undefined;
  const error = useFieldError(rule.path);
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const isLocked = value === null || value === undefined;
  const label = t(rule.label);

  const lock = () => {
    onKeep(rule.path, value ?? '');
    set(rule.path as CollectionPath, null as never);
  };
  const unlock = () => set(rule.path as CollectionPath, (kept[rule.path] ?? '') as never);

  return (
    <div className={styles.rule} data-rule={rule.path}>
      <div className={styles.ruleHeader}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {/* each name starts with the button's visible text (what a voice-control user says), and
            the rule follows so that the buttons of the tab can be told apart */}
        {isLocked ? (
          <Button size="sm" onClick={unlock} aria-label={t('rules.unlockLabel', { rule: label })}>
            {t('rules.unlock')}
          </Button>
        ) : (
          <Button size="sm" variant="ghost" onClick={lock} aria-label={t('rules.lockLabel', { rule: label })}>
            {t('rules.lock')}
          </Button>
        )}
      </div>
      {isLocked ? (
        <p className={styles.locked} aria-labelledby={labelId}>
          <span aria-hidden="true">🔒</span> {t('rules.adminsOnly')}
        </p>
      ) : (
        <CodeEditor
          labelId={labelId}
          value={value}
          onChange={(next) => set(rule.path as CollectionPath, next as never)}
          completions={completions}
          minHeight={38}
          maxHeight={200}
          placeholder={t('rules.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [error ? errorId : '', rule.hint ? hintId : ''].filter(Boolean).join(' ') || undefined
          }
        />
      )}
      {!isLocked && value === '' && (
        <p className={styles.everyone} role="note">
          <IconAlert size={14} /> {t('rules.everyone')}
        </p>
      )}
      {rule.hint && (
        <p id={hintId} className={styles.hint}>
          {t(rule.hint)}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
