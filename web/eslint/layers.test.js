import { describe, expect, it } from 'vitest';
import { checkImport } from './layers.js';

const src = '/repo/web/src';

describe('the layers rule (app → features → api, ui → lib)', () => {
  it('allows imports down the layers and inside a feature', () => {
    expect(checkImport(`${src}/app/App.tsx`, '../features/logs/LogsPage')).toBeNull();
    expect(checkImport(`${src}/features/logs/LogsPage.tsx`, '../../api/logs')).toBeNull();
    expect(checkImport(`${src}/features/logs/LogsPage.tsx`, '../../ui/Button')).toBeNull();
    expect(checkImport(`${src}/features/logs/LogsPage.tsx`, './LogsTable')).toBeNull();
    expect(checkImport(`${src}/ui/Overlay.tsx`, '../lib/router')).toBeNull();
    expect(checkImport(`${src}/api/client.ts`, 'pocketbase')).toBeNull();
  });

  it('refuses imports up the layers', () => {
    expect(checkImport(`${src}/ui/Dropdown.tsx`, '../app/router')).toMatch(/ui\/ must not import app\//);
    expect(checkImport(`${src}/lib/x.ts`, '../features/logs/x')).toMatch(/lib\/ must not import features\//);
    expect(checkImport(`${src}/features/admins/x.ts`, '../../app/routes')).toMatch(/must not import app/);
  });

  it('keeps api and ui apart', () => {
    expect(checkImport(`${src}/ui/useSubmit.ts`, '../api/errors')).toMatch(/api and ui are independent/);
    expect(checkImport(`${src}/api/errors.ts`, '../ui/toastStore')).toMatch(/api and ui are independent/);
  });

  it("keeps features out of each other's files", () => {
    expect(checkImport(`${src}/features/admins/x.ts`, '../logs/LogMethod')).toMatch(
      /features\/admins must not reach into features\/logs/,
    );
  });

  describe('inside a feature split into sub-features', () => {
    const c = `${src}/features/collections`;
    // the sub-feature folders of this made-up tree; anything else is a file
    const folders = new Set(
      ['records', 'record-editor', 'api-docs', 'shared', 'model'].map((f) => `${c}/${f}`),
    );
    const check = (from, source) => checkImport(from, source, { isDir: (file) => folders.has(file) });

    it('lets a sub-feature use its own files, the shared folder and the public entry of another', () => {
      expect(check(`${c}/records/RecordsView.tsx`, './RecordsTable')).toBeNull();
      expect(check(`${c}/records/RecordsView.tsx`, './model/recordCells')).toBeNull();
      expect(check(`${c}/records/cells/FileCell.tsx`, '../RecordCell.module.css')).toBeNull();
      expect(check(`${c}/records/RecordsView.tsx`, '../shared/plural')).toBeNull();
      expect(check(`${c}/records/RecordsView.tsx`, '../record-editor')).toBeNull();
      expect(check(`${c}/records/RecordsView.tsx`, '../record-editor/index')).toBeNull();
      expect(check(`${c}/records/RecordsView.tsx`, '../api-docs/index.ts')).toBeNull();
    });

    it("refuses another sub-feature's components and model", () => {
      expect(check(`${c}/records/RecordsView.tsx`, '../record-editor/RecordEditorPanel')).toMatch(
        /features\/collections\/records must not reach into the files of features\/collections\/record-editor: import its public entry \(features\/collections\/record-editor\/index\.ts\)/,
      );
      expect(check(`${c}/records/RecordsView.tsx`, '../record-editor/model/recordForm')).toMatch(
        /must not reach into the files of features\/collections\/record-editor/,
      );
      // an index deeper in the sub-feature is not its public entry
      expect(check(`${c}/records/RecordsView.tsx`, '../record-editor/fieldInputs/index')).toMatch(
        /must not reach into the files of features\/collections\/record-editor/,
      );
    });

    it("refuses a lazy import() of another sub-feature's file like a static one", () => {
      // the rule sees the same source string for both; a lazy chunk is exported by the entry instead
      expect(check(`${c}/records/RecordsView.tsx`, '../api-docs/ApiDocsPanel')).toMatch(/public entry/);
    });

    it('keeps shared/ below the sub-features', () => {
      expect(check(`${c}/shared/plural.ts`, './format')).toBeNull();
      expect(check(`${c}/shared/plural.ts`, '../records')).toMatch(
        /features\/collections\/shared must not import features\/collections\/records \(shared\/ sits below the sub-features\)/,
      );
    });

    it('treats the root files and the root model/ as one more part', () => {
      const s = `${src}/features/settings`;
      const isDir = (file) => [`${s}/import`, `${s}/shared`, `${s}/model`].includes(file);
      expect(checkImport(`${s}/StorageSettingsPage.tsx`, './model/storageSettings', { isDir })).toBeNull();
      expect(checkImport(`${s}/model/storageSettings.ts`, '../SecretField', { isDir })).toBeNull();
      expect(checkImport(`${s}/StorageSettingsPage.tsx`, './shared/LoadState', { isDir })).toBeNull();
      expect(checkImport(`${s}/StorageSettingsPage.tsx`, './import', { isDir })).toBeNull();
      expect(checkImport(`${s}/StorageSettingsPage.tsx`, './import/useImportDraft', { isDir })).toMatch(
        /the root files of features\/settings must not reach into the files of features\/settings\/import/,
      );
      expect(checkImport(`${s}/import/ImportCollectionsPage.tsx`, '../SecretField', { isDir })).toMatch(
        /features\/settings\/import must not reach into the root files of features\/settings \(move the shared piece to features\/settings\/shared\/\)/,
      );
      expect(
        checkImport(`${s}/import/ImportCollectionsPage.tsx`, '../model/storageSettings', { isDir }),
      ).toMatch(/must not reach into the root files of features\/settings/);
    });

    it('leaves a feature without sub-features as it was', () => {
      expect(
        checkImport(`${src}/features/logs/LogsPage.tsx`, './LogsTable', { isDir: () => false }),
      ).toBeNull();
      expect(
        checkImport(`${src}/features/logs/LogsPage.tsx`, './model/logsChart', { isDir: () => false }),
      ).toBeNull();
    });
  });
});
