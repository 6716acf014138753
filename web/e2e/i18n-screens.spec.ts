import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { adminToken } from './support/api';
import { createCollection, createRecordsInOrder, uniqueName } from './support/records';
import { recordRows } from './support/screens';

// The sign-in page, the records list, the logs and the admins list in German and Arabic: the texts
// come from the language's catalog (a plural with each of its forms), Arabic turns the page
// right-to-left and stays accessible.

type Lang = 'de' | 'ar';

/**
 * Opens `address` in `lang`, chosen before the app starts as the language menu stores it. The page
 * is loaded anew: a signed-in page is already on the app, where going to another hash does not
 * start it again.
 */
async function openIn(page: Page, lang: Lang, address: string): Promise<void> {
  await page.addInitScript((chosen) => localStorage.setItem('larder_language', chosen), lang);
  await page.goto(address);
  await page.reload();
}

/** A number as the browser writes it in the language (Arabic may use its own digits). */
const numberIn = (page: Page, lang: Lang, n: number) =>
  page.evaluate(([l, value]) => new Intl.NumberFormat(l).format(value), [lang, n] as const);

const TEXTS = {
  de: {
    dir: 'ltr',
    signInTitle: 'Anmeldung für Administratoren',
    email: 'E-Mail',
    password: 'Passwort',
    login: 'Anmelden',
    forgot: 'Passwort vergessen?',
    selectAll: 'Alle geladenen Datensätze auswählen',
    selectedRegion: 'Ausgewählte Datensätze',
    selected: (five: string) => [
      '1 Datensatz ausgewählt',
      '2 Datensätze ausgewählt',
      `${five} Datensätze ausgewählt`,
    ],
    deleteSelected: 'Auswahl löschen',
    newRecord: 'Neuer Datensatz',
    logsTitle: 'Anfrageprotokolle',
    includeAdmins: 'Anfragen von Administratoren einbeziehen',
    chart: 'Anfragen im Zeitverlauf',
    chartHint: 'Ziehen Sie über das Diagramm, um nach Zeit zu filtern',
    adminsTitle: 'Einstellungen / Administratoren',
    newAdmin: 'Neuer Administrator',
    you: 'Sie',
    recordsFailed: 'Die Datensätze konnten nicht geladen werden.',
  },
  ar: {
    dir: 'rtl',
    signInTitle: 'تسجيل دخول المسؤول',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    login: 'تسجيل الدخول',
    forgot: 'هل نسيت كلمة المرور؟',
    selectAll: 'تحديد كل السجلات المحمّلة',
    selectedRegion: 'السجلات المحددة',
    selected: (five: string) => ['تم تحديد سجل واحد', 'تم تحديد سجلين', `تم تحديد ${five} سجلات`],
    deleteSelected: 'حذف المحدد',
    newRecord: 'سجل جديد',
    logsTitle: 'سجلات الطلبات',
    includeAdmins: 'تضمين طلبات المسؤولين',
    chart: 'الطلبات عبر الزمن',
    chartHint: 'اسحب عبر الرسم البياني للتصفية حسب الوقت',
    adminsTitle: 'الإعدادات / المسؤولون',
    newAdmin: 'مسؤول جديد',
    you: 'أنت',
    recordsFailed: 'تعذّر تحميل السجلات.',
  },
} as const;

for (const lang of ['de', 'ar'] as const) {
  const text = TEXTS[lang];

  test(`${lang}: the sign-in page`, async ({ page, server }) => {
    await openIn(page, lang, `${server.url}/_/#/login`);
    await expect(page.getByRole('heading', { name: text.signInTitle })).toBeVisible();
    await expect(page.getByLabel(text.email)).toBeVisible();
    await expect(page.getByLabel(text.password)).toBeVisible();
    await expect(page.getByRole('button', { name: text.login })).toBeVisible();
    await expect(page.getByRole('link', { name: text.forgot })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(text.dir);
    if (lang === 'ar') await expectNoA11yViolations(page);
  });

  test(`${lang}: the records list counts a selection of 1, 2 and 5 with the language's plural`, async ({
    adminPage: { page, url, admin },
  }) => {
    const token = await adminToken(url, admin);
    const collection = await createCollection(url, token, {
      name: uniqueName(`i18n_${lang}`),
      schema: [{ name: 'label', type: 'text' }],
    });
    await createRecordsInOrder(
      url,
      token,
      collection.id,
      [1, 2, 3, 4, 5].map((i) => ({ label: `r${i}` })),
    );
    await openIn(page, lang, `${url}/_/#/collections?collectionId=${collection.id}`);
    await expect(page.getByRole('heading', { name: new RegExp(collection.name) })).toBeVisible();
    await expect(page.getByRole('button', { name: text.newRecord }).first()).toBeVisible();
    const rows = recordRows(page);
    await expect(rows).toHaveCount(5);

    const bar = page.getByRole('region', { name: text.selectedRegion });
    const [one, two, five] = text.selected(await numberIn(page, lang, 5));
    await rows.nth(0).getByRole('checkbox').check();
    await expect(bar).toContainText(one);
    await rows.nth(1).getByRole('checkbox').check();
    await expect(bar).toContainText(two);
    await page.getByRole('checkbox', { name: text.selectAll }).check();
    await expect(bar).toContainText(five);
    await expect(bar.getByRole('button', { name: text.deleteSelected })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(text.dir);
    if (lang === 'ar') await expectNoA11yViolations(page);
  });

  test(`${lang}: a records list the server refuses says so in the language, around its own noun`, async ({
    adminPage: { page, url, admin },
  }) => {
    const token = await adminToken(url, admin);
    const collection = await createCollection(url, token, {
      name: uniqueName(`i18n_${lang}`),
      schema: [{ name: 'label', type: 'text' }],
    });
    const filter = encodeURIComponent('nofield = 1');
    await openIn(page, lang, `${url}/_/#/collections?collectionId=${collection.id}&filter=${filter}`);
    await expect(page.getByRole('alert').filter({ hasText: text.recordsFailed })).toBeVisible();
  });

  test(`${lang}: the logs screen`, async ({ adminPage: { page, url } }) => {
    await openIn(page, lang, `${url}/_/#/logs`);
    await expect(page.getByRole('heading', { name: text.logsTitle })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: text.includeAdmins })).toBeVisible();
    const chart = page.getByRole('region', { name: text.chart });
    await expect(chart).toContainText(text.chartHint);
    if (lang === 'ar') await expectNoA11yViolations(page);
  });

  test(`${lang}: the admins list`, async ({ adminPage: { page, url, admin } }) => {
    await openIn(page, lang, `${url}/_/#/settings/admins`);
    await expect(page.getByRole('heading', { name: text.adminsTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: text.newAdmin })).toBeVisible();
    const own = page.locator('[data-admin-row]').filter({ hasText: admin.email });
    await expect(own.getByText(text.you, { exact: true })).toBeVisible();
    if (lang === 'ar') await expectNoA11yViolations(page);
  });
}
