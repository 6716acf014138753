import { useMemo } from 'react';
import { storagePatch, toStorageForm, validateStorage, type StorageForm } from './model/storageSettings';
import { toast } from '../../lib/toasts';
import { SettingsFormPage, type SettingsPageConfig } from './shared/SettingsFormPage';
import { StorageFields } from './StorageFields';
import { t } from './storageMessages';
import { useS3ConnectionTest } from './useS3ConnectionTest';

/**
 * /settings/storage: local files or S3. After a load or a save with S3 on, the stored settings'
 * connection is tested; a save cancels a running test, and says
 * 'Successfully saved files storage settings.' or, when the new settings cannot connect, warns
 * 'Successfully saved but failed to establish S3 connection.'.
 */
export default function StorageSettingsPage() {
  const { state, run, cancel, reset } = useS3ConnectionTest();
  const config = useMemo<SettingsPageConfig<StorageForm>>(
    () => ({
      title: () => t('title'),
      page: 'storage',
      draftExclude: ['s3.secret'],
      toForm: toStorageForm,
      toPatch: storagePatch,
      validate: validateStorage,
      successMessage: () => t('saved'),
      onLoaded: (settings) => {
        if (settings.s3.enabled) void run();
      },
      onBeforeSave: cancel,
      onSaved: (saved) => {
        if (!saved.s3.enabled) {
          reset();
          return;
        }
        // the form takes the saved values at once; the toast waits for the test (a cancelled one:
        // the save still succeeded)
        void run().then((outcome) =>
          outcome === 'failed' ? toast.warning(t('savedButS3Failed')) : toast.success(t('saved')),
        );
        return false;
      },
    }),
    [run, cancel, reset],
  );
  return (
    <SettingsFormPage config={config}>
      {({ settings }) => <StorageFields wasS3={settings.s3.enabled} test={state} />}
    </SettingsFormPage>
  );
}
