import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The looks each check runs in. Contrast depends on the theme and not on the direction, and a
 * mirroring defect on the direction and not on the theme, so two looks check each theme and each
 * direction: light left to right, dark right to left.
 */
const LOOKS = [
  { theme: 'light', dir: 'ltr' },
  { theme: 'dark', dir: 'rtl' },
] as const;

/**
 * Runs axe-core on the page once its finite animations have ended (or only inside `include`, e.g. an open dialog) and fails
 * on any serious or critical violation, naming the theme, the direction, the rule and the elements. It runs in both colour
 * themes and both text directions (LOOKS): `data-theme` and `dir` on <html> take each look in turn (the layout mirrors
 * through logical properties alone) and are put back as they were.
 */
export async function expectNoA11yViolations(page: Page, include?: string): Promise<void> {
  const before = await page.evaluate(() => ({
    theme: document.documentElement.dataset.theme ?? null,
    scheme: document.documentElement.style.colorScheme,
    dir: document.documentElement.getAttribute('dir'),
  }));
  const blocking: string[] = [];
  try {
    for (const { theme, dir } of LOOKS) {
      await setLook(page, { theme, scheme: theme, dir });
      blocking.push(...(await seriousViolations(page, include)).map((v) => `[${theme}, ${dir}] ${v}`));
    }
  } finally {
    await setLook(page, before);
  }
  expect(blocking, 'serious or critical accessibility violations').toEqual([]);
}

async function setLook(
  page: Page,
  look: { theme: string | null; scheme: string; dir: string | null },
): Promise<void> {
  await page.evaluate(({ theme, scheme, dir }) => {
    const root = document.documentElement;
    if (theme === null) delete root.dataset.theme;
    else root.dataset.theme = theme;
    root.style.colorScheme = scheme;
    if (dir === null) root.removeAttribute('dir');
    else root.setAttribute('dir', dir);
  }, look);
}

async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // colours are judged as they end up: a panel or popup still fading in, or a colour still in
  // transition after the theme switch, would blend with what was there before (endless animations,
  // such as spinners, are left running)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
