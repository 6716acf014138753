import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import { session } from '../../../api/client';
import { useSaveSettings, useSettings, type Settings } from '../../../api/settings';
import type { SettingsPatch } from '../../../lib/settings';
import { confirm } from '../../../lib/confirm';
import type { FieldErrors } from '../../../lib/formPaths';
import { isDeepEqual } from '../../../lib/formPaths';
import { addNavigationGuard } from '../../../lib/router';
import { STORAGE_KEYS } from '../../../lib/storageKeys';
import { toast } from '../../../lib/toasts';
import { Button } from '../../../ui/Button';
import { DraftBanner, DraftNotKeptNotice } from '../../../ui/DraftBanner';
import { Form } from '../../../ui/form/Form';
import { useAppForm, useFormSubmit, type AppForm } from '../../../ui/form/useAppForm';
import { useFormDraft } from '../../../ui/form/useFormDraft';
import { Page } from '../../../ui/Page';
import { useStore } from '../../../ui/useStore';
import { LoadState } from './LoadState';
import { t } from './messages';
import styles from './SettingsFormPage.module.css';

export interface SettingsPageConfig<T extends FieldValues> {
  /** The page's name in the breadcrumb (Settings > …), read when shown (in the language of the moment). */
  title: () => string;
  /** Its draft's name (`larder_settings_draft_{page}`). */
  page: string;
  /** Dotted paths never kept in the draft (secrets). */
  draftExclude?: readonly string[];
  /** The form values: the groups this page edits. */
  toForm: (settings: Settings) => T;
  /** The PATCH body (masked secrets are dropped on the way); default: the form values. */
  toPatch?: (values: T) => SettingsPatch;
  /** Client-side checks (path → message) before anything is sent. */
  validate?: (values: T) => FieldErrors;
  /** The toast after a save, read when shown. */
  successMessage: () => string;
  /** Once the settings of this visit have loaded (e.g. start a connection test). */
  onLoaded?: (settings: Settings) => void;
  /** Before the PATCH is sent (e.g. cancel a running connection test). */
  onBeforeSave?: () => void;
  /**
   * After a save, with the new settings; returns false when it told the admin itself (a warning
   * instead of the success toast).
   */
  onSaved?: (saved: Settings) => boolean | void | Promise<boolean | void>;
}

export interface SettingsFormContext<T extends FieldValues> {
  form: AppForm<T>;
  /** The settings as loaded or last saved (the pristine copy). */
  settings: Settings;
  /** The form values of the pristine copy. */
  pristine: T;
  isDirty: boolean;
  isSubmitting: boolean;
}

interface SettingsFormPageProps<T extends FieldValues> {
  config: SettingsPageConfig<T>;
  /** Controls beside the heading (e.g. 'Send test email'). */
  actions?: (ctx: SettingsFormContext<T>) => ReactNode;
  children: (ctx: SettingsFormContext<T>) => ReactNode;
}

/**
 * A settings page: all settings load on entry with a loader; the form keeps a pristine copy and is
 * dirty when it differs; Save changes and Cancel show only then; Cancel resets; a save's answer
 * replaces form and pristine copy. What the admin typed is kept as a draft (secrets left out) and
 * leaving the page with unsaved changes asks first.
 */
export function SettingsFormPage<T extends FieldValues>({
  config,
  actions,
  children,
}: SettingsFormPageProps<T>) {
  const query = useSettings();
  // the pristine copy: the first answer of this visit, then each save's; later loads never change it
  const [base, setBase] = useState<{ settings: Settings; version: number } | null>(null);
  const isFresh = query.isSuccess && !query.isFetching;
  // (set while rendering: the first fresh answer becomes the pristine copy before anything shows)
  if (isFresh && !base) setBase({ settings: query.data, version: 0 });

  // the first answer of this visit, once: onLoaded (later saves go through onSaved)
  const loaded = base?.version === 0 ? base.settings : null;
  const onLoadedRef = useRef(config.onLoaded);
  useEffect(() => {
    onLoadedRef.current = config.onLoaded;
  });
  useEffect(() => {
    if (loaded) onLoadedRef.current?.(loaded);
  }, [loaded]);

  if (!base) {
    return (
      <Page breadcrumb={[t('breadcrumb.settings'), config.title()]}>
        <LoadState query={query} what="settings" />
      </Page>
    );
  }
  return (
    <SettingsForm
      key={base.version}
      config={config}
      settings={base.settings}
      onSaved={(saved) => setBase((b) => ({ settings: saved, version: (b?.version ?? 0) + 1 }))}
      actions={actions}
    >
      {children}
    </SettingsForm>
  );
}

interface SettingsFormProps<T extends FieldValues> extends SettingsFormPageProps<T> {
  settings: Settings;
  onSaved: (saved: Settings) => void;
}

function SettingsForm<T extends FieldValues>({
  config,
  settings,
  onSaved,
  actions,
  children,
}: SettingsFormProps<T>) {
  const [pristine] = useState(() => config.toForm(settings));
  const form = useAppForm<T>({ defaultValues: pristine });
  const values = useWatch({ control: form.control }) as T;
  const isDirty = !isDeepEqual(values, pristine);
  const owner = useStore(session).admin?.id ?? '';
  const { draft, restore, discard, isKept } = useFormDraft(form, {
    storageKey: STORAGE_KEYS.settingsDraft(config.page),
    owner,
    exclude: config.draftExclude,
  });
  const save = useSaveSettings();

  const isDirtyRef = useRef(isDirty);
  useEffect(() => {
    isDirtyRef.current = isDirty;
  });
  useEffect(
    () =>
      addNavigationGuard({
        isBlocking: () => isDirtyRef.current,
        confirm: () => confirm(t('form.unsavedLeave')),
      }),
    [],
  );

  const { submit, isSubmitting } = useFormSubmit(
    form,
    async (data) => {
      config.onBeforeSave?.();
      const saved = await save.mutateAsync(config.toPatch ? config.toPatch(data) : (data as SettingsPatch));
      discard();
      const toldAlready = (await config.onSaved?.(saved)) === false;
      if (!toldAlready) toast.success(config.successMessage());
      onSaved(saved);
    },
    { validate: config.validate },
  );

  const ctx: SettingsFormContext<T> = { form, settings, pristine, isDirty, isSubmitting };
  const formId = `settings-form-${config.page}`;
  return (
    <Page breadcrumb={[t('breadcrumb.settings'), config.title()]} actions={actions?.(ctx)}>
      <Form form={form} onSubmit={submit} id={formId} className={styles.card}>
        {draft && <DraftBanner savedAt={draft.savedAt} onRestore={restore} onDiscard={discard} />}
        {!isKept && <DraftNotKeptNotice />}
        {children(ctx)}
        {(isDirty || isSubmitting) && (
          <div className={styles.footer}>
            <Button disabled={isSubmitting} onClick={() => form.reset(pristine)}>
              {t('form.cancel')}
            </Button>
            <Button
              type="submit"
              variant="primary"
              isLoading={isSubmitting}
              disabled={!isDirty || isSubmitting}
            >
              {t('form.save')}
            </Button>
          </div>
        )}
      </Form>
    </Page>
  );
}
