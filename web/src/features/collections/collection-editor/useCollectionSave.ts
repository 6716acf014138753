import { useState } from 'react';
import { Collection } from 'pocketbase';
import { useFetchCollection, useSaveCollection } from '../../../api/collections';
import { fieldsNotInForm } from './model/unseenFields';
import type { CollectionForm } from './model/collectionForm';
import { collectionToForm, newCollectionForm } from './model/toForm';
import {
  collectionChanges,
  collectionPayload,
  isFormChanged,
  needsConfirm,
  type CollectionChanges,
} from './model/saving';
import { validateCollectionForm } from './model/validation';
import { confirm } from '../../../lib/confirm';
import { errorStatus, isUnanswered } from '../../../lib/errors';
import { toast } from '../../../lib/toasts';
import { setFormErrors, useFormSubmit, type AppForm } from '../../../ui/form/useAppForm';
import type { FormDraft } from '../../../ui/form/useFormDraft';
import { collectionKeyOf } from './formAccess';
import { t } from './messages';

/**
 * Summing up another admin's changes, merging them and turning a deleted collection into a new one
 * are needed only when a save meets such a case: that code (with the option labels its summaries
 * use) is a chunk of its own, loaded then.
 */
const loadConflictTools = () =>
  Promise.all([import('./model/collectionConflict'), import('./fieldPropertyLabel')]).then(
    ([conflict, labels]) => ({ ...conflict, fieldPropertyLabel: labels.fieldPropertyLabel }),
  );

/** What the panel says above the form when a save could not be done as asked (never a toast). */
export type CollectionSaveProblem =
  | { kind: 'unreachable' }
  | { kind: 'gone' }
  | {
      kind: 'conflict';
      /** The collection as the server has it now. */
      server: Collection;
      /** What changed there since the editor's version, one sentence each. */
      changes: string[];
      /** Fields the editor's version had, still on the server, that the form does not hold at all. */
      unseen: string[];
      /** What a merge would keep of the admin's where the server changed the same thing. */
      kept: string[];
      /** The admin's new fields whose name the server's fields have now. */
      collisions: string[];
    }
  | { kind: 'merged'; kept: string[] };

interface CollectionSaveOptions {
  form: AppForm<CollectionForm>;
  /** The collection the editor opened with; null for a new one. */
  opened: Collection | null;
  collections: readonly Collection[];
  draft: Pick<FormDraft<CollectionForm>, 'discard' | 'rebase'>;
  /** Shows the confirm-changes dialog and tells the answer. */
  askToConfirm: (changes: CollectionChanges) => Promise<boolean>;
  /** After a save (the panel closes). */
  onSaved: (saved: Collection, isNew: boolean) => void;
}

/** A stored draft's version of the collection, when it is one (drafts of older builds have none). */
function draftVersion(basedOn: unknown, id: string): Collection | null {
  if (!basedOn || typeof basedOn !== 'object') return null;
  const raw = basedOn as { id?: unknown; updated?: unknown };
  return raw.id === id && typeof raw.updated === 'string' ? new Collection(raw) : null;
}

/**
 * Saving the collection editor. A collection is
 * sent whole: a field id missing from the request is deleted on the server, with its data. So:
 * - the editor keeps the version it stands on (`baseline`: the collection it opened with, the one
 *   a restored draft was typed on, or the server's after a merge or reload);
 * - an existing collection is read again right before the request; when its `updated` differs from
 *   the baseline's, or the server has fields the form never held, nothing is sent: the panel lists
 *   what changed there and offers Merge (the admin's edits laid over the server's version, by field
 *   id) or Reload (the server's version, after asking);
 * - deleted meanwhile (404): nothing is sent; the admin may keep editing it as a new collection;
 * - no answer from the server: it says so; the form and its draft stay as they are.
 */
export function useCollectionSave({
  form,
  opened,
  collections,
  draft,
  askToConfirm,
  onSaved,
}: CollectionSaveOptions) {
  const [baseline, setBaseline] = useState(opened);
  const [problem, setProblem] = useState<CollectionSaveProblem | null>(null);
  const saveCollection = useSaveCollection();
  const fetchCollection = useFetchCollection();

  const showConflict = async (server: Collection, values: CollectionForm, base: Collection) => {
    const { mergeCollectionForm, summarizeServerChanges, fieldPropertyLabel } = await loadConflictTools();
    const before = collectionToForm(base);
    const now = collectionToForm(server);
    const preview = mergeCollectionForm(before, values, now, fieldPropertyLabel);
    setProblem({
      kind: 'conflict',
      server,
      changes: summarizeServerChanges(before, now, fieldPropertyLabel),
      // fields added on the server are listed with its changes; these are the ones the form lost
      unseen: fieldsNotInForm(values, {
        schema: server.schema.filter((field) => before.schema.some((f) => f.id === field.id)),
      }),
      kept: preview.kept,
      collisions: Object.keys(preview.errors).map(
        (path) => preview.values.schema[Number(path.split('.')[1])]?.name ?? path,
      ),
    });
  };

  const saved = (collection: Collection, isNew: boolean) => {
    toast.success(isNew ? t('saved.created') : t('saved.updated'));
    draft.discard();
    onSaved(collection, isNew);
  };

  const { submit, isSubmitting } = useFormSubmit(
    form,
    async (values) => {
      setProblem(null);
      const base = baseline;
      const changes = collectionChanges(base, values);
      if (needsConfirm(changes) && !(await askToConfirm(changes))) return;
      if (base) {
        // read right before sending, so the window for another admin's save is as short as can be
        const server = await fetchCollection(base.id);
        if (server.updated !== base.updated || fieldsNotInForm(values, server).length > 0) {
          // an earlier attempt whose answer was lost may have saved exactly this already
          if (!isFormChanged(server, values)) saved(server, false);
          else await showConflict(server, values, base);
          return;
        }
      }
      const result = await saveCollection.mutateAsync({
        id: base?.id ?? null,
        data: collectionPayload(values),
      });
      saved(result, !base);
    },
    {
      validate: (values) => validateCollectionForm(values, collections),
      keyOf: collectionKeyOf,
      // the request leaves fields marked for deletion out: error paths count without them
      sentValues: (values) => ({ ...values, schema: values.schema.filter((f) => !f.toDelete) }),
      onError: (err) => {
        if (isUnanswered(err)) setProblem({ kind: 'unreachable' });
        else if (errorStatus(err) === 404 && baseline)
          setProblem({ kind: 'gone' }); // the panel says so; no toast
        else return false;
        return true;
      },
    },
  );

  /** The form now stands on `server`: its values become `values`, judged against the server's. */
  const moveTo = (server: Collection, values: CollectionForm) => {
    const serverForm = collectionToForm(server);
    setBaseline(server);
    form.reset(serverForm);
    form.reset(values, { keepDefaultValues: true });
    draft.rebase(server, serverForm);
  };

  /** Lays the admin's edits over the server's version; what both changed keeps the admin's value, said in the notice. */
  const merge = async () => {
    if (problem?.kind !== 'conflict' || !baseline) return;
    const { mergeCollectionForm, fieldPropertyLabel } = await loadConflictTools();
    const result = mergeCollectionForm(
      collectionToForm(baseline),
      form.getValues(),
      collectionToForm(problem.server),
      fieldPropertyLabel,
    );
    moveTo(problem.server, result.values);
    setFormErrors(form, result.errors);
    setProblem({ kind: 'merged', kept: result.kept });
  };

  /** Drops the admin's changes (after asking, when there are any) for the server's version. */
  const reload = async () => {
    if (problem?.kind !== 'conflict') return;
    const server = problem.server;
    if (isFormChanged(baseline, form.getValues()) && !(await confirm(t('discard.confirm')))) return;
    draft.discard();
    moveTo(server, collectionToForm(server));
    setProblem(null);
  };

  /** A collection deleted meanwhile: the form becomes a new collection with the same settings. */
  const keepAsNew = async () => {
    if (problem?.kind !== 'gone') return;
    const { asNewCollection } = await loadConflictTools();
    const values = asNewCollection(form.getValues());
    const blank = newCollectionForm(values.type);
    setBaseline(null);
    form.reset(blank);
    form.reset(values, { keepDefaultValues: true });
    draft.rebase(undefined, blank);
    setProblem(null);
  };

  /**
   * After a stored draft was restored: its changes were made on the version it remembers, which
   * becomes the baseline (a change made on the server since, even while the tab was closed, is
   * then found on save).
   */
  const restoredDraft = (basedOn: unknown) => {
    const version = baseline && draftVersion(basedOn, baseline.id);
    if (!version || version.updated === baseline?.updated) return;
    setBaseline(version);
    draft.rebase(version);
  };

  return { baseline, submit, isSubmitting, problem, merge, reload, keepAsNew, restoredDraft };
}
