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
});
