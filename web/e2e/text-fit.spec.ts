import type { Page } from '@playwright/test';
import { adminToken, api } from './support/api';
import { expect, test } from './support/fixtures';

// German is the longest of the interface's languages: on every screen, at a phone's width and at
// a desktop's, no control's text reaches past the control's own box (cut off, or spilling out),
// and no control reaches past the screen's edge without a scrolling area to hold it. Data cells
// (records, logs) truncate long values by design and are left out.

const WIDTHS = [360, 1280] as const;

const CONTROLS = [
  'button',
  'a',
  'label',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="menuitemradio"]',
  'th',
  'h1',
  'h2',
  'h3',
  'legend',
  'summary',
  '[role="status"]',
  '[role="alert"]',
].join(',');

/** What does not fit, described for the failure message. */
async function misfits(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const out: string[] = [];
    /** The box of the element's visible text (text for assistive technology only left out). */
    const visibleTextBox = (el: Element) => {
      let box: { left: number; right: number; top: number; bottom: number; width: number } | null = null;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || parent.closest('.visually-hidden, [aria-hidden="true"]'))
          continue;
        // a value cut short with an ellipsis is data (a collection's name), shortened by design
        let isShortened = false;
        for (let p: Element | null = parent; p && p !== el.parentElement; p = p.parentElement)
          if (getComputedStyle(p).textOverflow === 'ellipsis') isShortened = true;
        if (isShortened) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const r = range.getBoundingClientRect();
        if (!r.width) continue;
        box = box
          ? {
              left: Math.min(box.left, r.left),
              right: Math.max(box.right, r.right),
              top: Math.min(box.top, r.top),
              bottom: Math.max(box.bottom, r.bottom),
              width: 0,
            }
          : { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: 0 };
        box.width = box.right - box.left;
      }
      return box ?? { left: 0, right: 0, top: 0, bottom: 0, width: 0 };
    };
    const hasScroller = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (/(auto|scroll)/.test(s.overflowX)) return true;
      }
      return false;
    };
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.closest('td, [role="gridcell"], [role="cell"], .visually-hidden, [aria-hidden="true"]'))
        continue;
      const text = el.innerText?.trim();
      if (!text) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      // the text's own box, against its control's box: text reaching past the control is cut off
      // (when the control hides its overflow) or spills out of it
      // a value cut short with an ellipsis is data (a collection's name), shortened by design
      if (style.textOverflow === 'ellipsis') continue;
      const textBox = visibleTextBox(el);
      const cut =
        textBox.width > 0 &&
        (textBox.right > rect.right + 1 ||
          textBox.left < rect.left - 1 ||
          textBox.bottom > rect.bottom + 1 ||
          textBox.top < rect.top - 1);
      const spills = (rect.right > innerWidth + 1 || rect.left < -1) && !hasScroller(el);
      if (cut || spills)
        out.push(
          `${el.tagName.toLowerCase()} "${text.slice(0, 50)}" ${cut ? `overflows its box (text ${Math.round(textBox.left)}–${Math.round(textBox.right)} in ${Math.round(rect.left)}–${Math.round(rect.right)})` : `spills (${Math.round(rect.left)}–${Math.round(rect.right)} of ${innerWidth})`}`,
        );
    }
    return out;
  }, CONTROLS);
}

async function settle(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('[role="status"][aria-live] svg, [aria-busy="true"]')).toHaveCount(0);
  // panels slide in: measured where they come to rest, after every running animation ended
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))));
  // two frames: the layout after the last render is the one measured
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

for (const width of WIDTHS) {
  test.describe(`in German at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 780 : 860 } });

    test('the sign-in page fits', async ({ page, server }) => {
      await page.addInitScript(() => localStorage.setItem('larder_language', 'de'));
      await page.goto(`${server.url}/_/#/login`);
      await expect(page.locator('form')).toBeVisible();
      await settle(page);
      expect(await misfits(page)).toEqual([]);
    });

    test('every signed-in screen and panel fits', async ({ adminPage: { page, url }, server }) => {
      const token = await adminToken(url, server.admin);
      const collection = await api<{ id: string }>(url, '/api/collections', {
        method: 'POST',
        token,
        body: {
          name: `fit_${width}_${Date.now()}`,
          type: 'base',
          schema: [
            { name: 'title', type: 'text' },
            { name: 'price', type: 'number' },
            { name: 'active', type: 'bool' },
            { name: 'tags', type: 'select', options: { maxSelect: 2, values: ['a', 'b'] } },
            { name: 'published', type: 'date' },
          ],
        },
      });
      const record = await api<{ id: string }>(url, `/api/collections/${collection.id}/records`, {
        method: 'POST',
        token,
        body: { title: 'Eins', price: 3, active: true, tags: ['a'] },
      });
      await page.evaluate(() => localStorage.setItem('larder_language', 'de'));
      await page.reload();

      const screens = [
        `/collections?collectionId=${collection.id}`,
        `/collections?collectionId=${collection.id}&recordId=${record.id}`,
        `/collections?collectionId=${collection.id}&editCollection=${collection.id}`,
        '/logs',
        '/settings',
        '/settings/mail',
        '/settings/storage',
        '/settings/auth-providers',
        '/settings/tokens',
        '/settings/export-collections',
        '/settings/import-collections',
        '/settings/admins',
      ];
      const problems: string[] = [];
      for (const screen of screens) {
        await page.goto(`${url}/_/#${screen}`);
        await expect(page.locator('main, [role="dialog"]').first()).toBeVisible();
        // a panel's code may still be on its way: it is measured once it is open, not before
        if (/[?&](recordId|editCollection)=/.test(screen))
          await expect(page.getByRole('dialog').last()).toBeVisible();
        await settle(page);
        for (const misfit of await misfits(page)) problems.push(`${screen}: ${misfit}`);
      }
      expect(problems).toEqual([]);
    });
  });
}
