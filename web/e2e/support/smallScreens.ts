// Checks of a screen at phone and tablet widths: no sideways scroll of the page, touch targets of
// at least 44×44 CSS pixels, panels that fill the screen, a pinned first table column.
import { expect, type Locator, type Page } from '@playwright/test';

/** The smallest touch target, in CSS pixels, on each side. */
export const MIN_TARGET = 44;

/**
 * The page itself does not scroll sideways: nothing sticks out past the right edge of the screen.
 * A mobile browser lays a page that is too wide out wider and zooms it out to fit, so the layout
 * width (innerWidth) must also still be the screen's.
 */
export async function expectNoSideScroll(page: Page, where: string): Promise<void> {
  const screenWidth = page.viewportSize()?.width ?? 0;
  const { scrollWidth, innerWidth, wide } = await page.evaluate((screen) => {
    const root = document.scrollingElement ?? document.documentElement;
    // what sticks out past the screen, to name in the failure message (scroll boxes of their own are fine)
    const sticksOut = (el: Element) => el.getBoundingClientRect().right > screen + 0.5;
    const wide = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => sticksOut(el) && !(el.parentElement && sticksOut(el.parentElement)))
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className)}`.slice(0, 80));
    return { scrollWidth: root.scrollWidth, innerWidth: window.innerWidth, wide };
  }, screenWidth);
  const message = `${where}: the page scrolls sideways (${wide.join(', ')})`;
  expect(innerWidth, `${where}: the page is laid out wider than the screen (${wide.join(', ')})`).toBe(
    screenWidth,
  );
  expect(scrollWidth, message).toBeLessThanOrEqual(innerWidth);
}

/**
 * Every visible interactive element of the topmost modal dialog (or of the page when none is open)
 * offers a target of at least 44×44: its own box, or for an input the box of its label (a checkbox
 * is tapped through its label). Links inside running text are left out, as WCAG leaves them out.
 */
export async function expectTouchTargets(page: Page, where: string): Promise<void> {
  const offenders = await page.evaluate((min) => {
    const modals = [...document.querySelectorAll('dialog')].filter((d) => d.matches(':modal'));
    const scope: ParentNode = modals.at(-1) ?? document;
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[contenteditable="true"]',
      '[role="button"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="menuitemradio"]',
      '[role="option"]',
      '[role="checkbox"]',
      '[role="switch"]',
      '[tabindex="0"]',
    ].join(', ');
    const isInRunningText = (el: Element) =>
      getComputedStyle(el).display === 'inline' &&
      (el.parentElement?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ??
        (el as HTMLInputElement).labels?.[0]?.textContent ??
        el.textContent ??
        '';
      const role = el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : '';
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
      return `${el.tagName.toLowerCase()}${role}${cls} “${name.trim().slice(0, 40)}”`;
    };
    // and what only looks clickable (a calendar's days): the outermost element of a pointer cursor
    const pointers = [...scope.querySelectorAll<HTMLElement>('*')].filter(
      (el) =>
        getComputedStyle(el).cursor === 'pointer' &&
        !(el.parentElement && getComputedStyle(el.parentElement).cursor === 'pointer') &&
        !el.matches('label'),
    );
    const result: string[] = [];
    for (const el of new Set([...scope.querySelectorAll<HTMLElement>(selector), ...pointers])) {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (el.closest('[inert], [aria-hidden="true"]')) continue;
      if (isInRunningText(el)) continue;
      // the box that takes the tap: a code editor's whole frame, an input's label
      const frame = el.matches('[contenteditable="true"]') ? (el.closest('.cm-editor') ?? el) : el;
      const boxes = [frame, ...((el as HTMLInputElement).labels ?? [])].map((b) => b.getBoundingClientRect());
      const own = boxes[0];
      // a visually hidden control without a label is no target of its own
      if (own.width <= 1 && own.height <= 1 && boxes.length === 1) continue;
      const width = Math.max(...boxes.map((b) => b.width));
      const height = Math.max(...boxes.map((b) => b.height));
      if (width < min - 0.5 || height < min - 0.5)
        result.push(`${describe(el)} ${Math.round(width)}×${Math.round(height)}`);
    }
    return result;
  }, MIN_TARGET);
  expect(offenders, `${where}: touch targets under ${MIN_TARGET}×${MIN_TARGET}`).toEqual([]);
}

/** The dialog fills the screen, and `button` (its footer's Save) lies inside the screen. */
export async function expectFullScreen(page: Page, dialog: Locator, button: Locator): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  // measured once the panel has slid in (finite animations only: a spinner may turn on)
  await dialog.evaluate((el) =>
    Promise.all(
      el
        .getAnimations({ subtree: true })
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const box = await dialog.locator(':scope > *').first().boundingBox();
  expect(box, 'the panel box').not.toBeNull();
  expect(Math.round(box!.x)).toBe(0);
  expect(Math.round(box!.y)).toBe(0);
  expect(Math.round(box!.width)).toBe(viewport.width);
  expect(Math.round(box!.height)).toBe(viewport.height);
  const save = await button.boundingBox();
  expect(save, 'the footer button').not.toBeNull();
  expect(save!.y).toBeGreaterThanOrEqual(0);
  expect(save!.y + save!.height).toBeLessThanOrEqual(viewport.height);
  expect(save!.x).toBeGreaterThanOrEqual(0);
  expect(save!.x + save!.width).toBeLessThanOrEqual(viewport.width);
}
