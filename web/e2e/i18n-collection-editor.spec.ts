import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { adminToken, api } from './support/api';
import { getCollection } from './support/collectionEditor';
import { createCollection, uniqueName, type CollectionInfo } from './support/records';

// The collection editor in German and in Arabic: the language chosen in this browser (stored as
// `larder_language`) words the panel, its tabs, a field's options, the Save button, the confirm
// dialog and the plural of the conflict notice; Arabic lays the page out right to left.

interface Expected {
  lang: 'de' | 'ar';
  dir: 'ltr' | 'rtl';
  title: string;
  tabs: string[];
  save: string;
  showOptions: (field: string) => string;
  minLength: string;
  required: string;
  removeField: string;
  restore: string;
  newField: string;
  confirmTitle: string;
  removed: (field: string) => string;
  removedWarning: string;
  changedOnServer: string;
  /** The collision notice for two new fields: the language's plural for 2. */
  twoCollisions: string;
}

const GERMAN: Expected = {
  lang: 'de',
  dir: 'ltr',
  title: 'Sammlung bearbeiten',
  tabs: ['Felder', 'API-Regeln', 'Optionen'],
  save: 'Änderungen speichern',
  showOptions: (field) => `Optionen von Feld ${field} anzeigen`,
  minLength: 'Minimale Länge',
  required: 'Nicht leer',
  removeField: 'Feld entfernen',
  restore: 'Wiederherstellen',
  newField: 'Neues Feld',
  confirmTitle: 'Änderungen an der Sammlung bestätigen',
  removed: (field) => `Feld ${field} entfernt`,
  removedWarning: 'Alle Daten der entfernten Felder werden endgültig gelöscht!',
  changedOnServer: 'Diese Sammlung wurde auf dem Server geändert, nachdem Sie sie geöffnet haben.',
  twoCollisions: 'wie Ihre neuen Felder „dup_a“, „dup_b“:',
};

const ARABIC: Expected = {
  lang: 'ar',
  dir: 'rtl',
  title: 'تعديل المجموعة',
  tabs: ['الحقول', 'قواعد API', 'الخيارات'],
  save: 'حفظ التغييرات',
  showOptions: (field) => `إظهار خيارات الحقل ${field}`,
  minLength: 'الحد الأدنى للطول',
  required: 'غير فارغ',
  removeField: 'إزالة الحقل',
  restore: 'استعادة',
  newField: 'حقل جديد',
  confirmTitle: 'تأكيد تغييرات المجموعة',
  removed: (field) => `إزالة الحقل ${field}`,
  removedWarning: 'ستُحذف جميع البيانات المرتبطة بالحقول المُزالة نهائيًا!',
  changedOnServer: 'تم تغيير هذه المجموعة على الخادم بعد أن فتحتها.',
  twoCollisions: 'حقلان يحملان اسمي حقليك الجديدين «dup_a»، «dup_b»:',
};

/** An auth collection (it has the Options tab) with a text field `title` and a number field `views`. */
function usersCollection(url: string, token: string): Promise<CollectionInfo> {
  return createCollection(url, token, {
    name: uniqueName('members'),
    type: 'auth',
    options: { allowEmailAuth: true, allowUsernameAuth: true, minPasswordLength: 8 },
    schema: [
      { name: 'title', type: 'text', options: {} },
      { name: 'views', type: 'number', options: {} },
    ],
  });
}

/** The field cards of the editor (located by the field's name, not by texts of the language). */
const cards = (panel: Locator) => panel.locator('li[data-field-name]');
const fieldCard = (panel: Locator, name: string) => panel.locator(`li[data-field-name="${name}"]`);

/** Opens the editor of `coll` in `lang`, chosen in this browser before the dashboard starts. */
async function openEditorIn(page: Page, url: string, coll: CollectionInfo, expected: Expected) {
  await page.addInitScript((lang) => localStorage.setItem('larder_language', lang), expected.lang);
  await page.goto(`${url}/_/#/collections?collectionId=${coll.id}&editCollection=${coll.id}`);
  // the signed-in page was on the dashboard already: a new hash alone would not start it again
  await page.reload();
  const panel = page.getByRole('dialog', { name: expected.title });
  await expect(panel).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', expected.lang);
  await expect(page.locator('html')).toHaveAttribute('dir', expected.dir);
  return panel;
}

for (const expected of [GERMAN, ARABIC]) {
  test(`the collection editor speaks ${expected.lang}: tabs, options, save, confirm dialog and a plural`, async ({
    adminPage: { page, url },
    server,
  }) => {
    const token = await adminToken(url, server.admin);
    const coll = await usersCollection(url, token);
    const panel = await openEditorIn(page, url, coll, expected);

    await expect(panel.getByRole('tab')).toHaveText(expected.tabs);
    const save = panel.getByRole('button', { name: expected.save, exact: true });
    await expect(save).toBeDisabled();

    // a field's options
    const title = fieldCard(panel, 'title');
    await title.getByRole('button', { name: expected.showOptions('title') }).click();
    await expect(title.getByLabel(expected.minLength)).toBeVisible();
    await expect(title.getByRole('checkbox', { name: expected.required })).not.toBeChecked();
    if (expected.lang === 'ar') await expectNoA11yViolations(page);

    // the confirm dialog of a removed field (not confirmed: nothing is sent)
    const views = fieldCard(panel, 'views');
    await views.getByRole('button', { name: expected.showOptions('views') }).click();
    await views.getByRole('button', { name: expected.removeField }).click();
    await save.click();
    const dialog = page.getByRole('dialog', { name: expected.confirmTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText([expected.removed('views')]);
    await expect(dialog).toContainText(expected.removedWarning);
    if (expected.lang === 'ar') await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect((await getCollection(url, token, coll.id)).schema.map((f) => f.name)).toEqual(['title', 'views']);

    // two new fields whose names another admin has just given to fields on the server
    await views.getByRole('button', { name: expected.restore }).click();
    for (const name of ['dup_a', 'dup_b']) {
      const before = await cards(panel).count();
      await panel.getByRole('button', { name: expected.newField }).click();
      // the first entry of the menu is a plain text field
      await page.getByRole('menuitem').first().click();
      const nameInput = cards(panel).nth(before).getByRole('textbox').first();
      await expect(nameInput).toBeFocused();
      await nameInput.fill(name);
    }
    const current = await getCollection(url, token, coll.id);
    await api(url, `/api/collections/${coll.id}`, {
      method: 'PATCH',
      token,
      body: {
        schema: [
          ...current.schema,
          { name: 'dup_a', type: 'text', options: {} },
          { name: 'dup_b', type: 'text', options: {} },
        ],
      },
    });
    await save.click();
    const notice = panel.getByRole('alert').filter({ hasText: expected.changedOnServer });
    await expect(notice).toContainText(expected.twoCollisions);
    if (expected.lang === 'ar') await expectNoA11yViolations(page);
  });
}

test('a language chosen in another tab rewords the open editor in place, field cards included', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await usersCollection(url, token);
  await page.goto(`${url}/_/#/collections?collectionId=${coll.id}&editCollection=${coll.id}`);
  // the one dialog open, whatever its name says
  const panel = page.getByRole('dialog');
  await expect(panel).toHaveAccessibleName('Edit collection');
  const title = fieldCard(panel, 'title');
  await title.getByRole('button', { name: 'Show options of field title' }).click();
  await expect(title.getByLabel('Min length')).toBeVisible();

  // what another tab's choice looks like to this one: the stored value changes, a storage event comes
  await page.evaluate(() => {
    localStorage.setItem('larder_language', 'de');
    window.dispatchEvent(new StorageEvent('storage', { key: 'larder_language' }));
  });
  await expect(panel).toHaveAccessibleName(GERMAN.title);
  // the cards are memoized: each follows the language itself, with the options it shows
  await expect(title.getByRole('button', { name: 'Optionen von Feld title ausblenden' })).toBeVisible();
  await expect(title.getByLabel(GERMAN.minLength)).toBeVisible();
  await expect(panel.getByRole('button', { name: GERMAN.save, exact: true })).toBeDisabled();
});
