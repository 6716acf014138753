import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const THEMES = ['light', 'dark'] as const;

/**
 * Runs axe-core on the page once its finite animations have ended (or only inside `include`, e.g. an open dialog) and fails
 * on any serious or critical violation, naming the theme, the rule and the elements. It runs in both colour themes:
 * `data-theme` on <html> is set to light, then dark, and put back as it was.
 */
export async function expectNoA11yViolations(page: Page, include?: string): Promise<void> {
  const before = await page.evaluate(() => ({
    theme: document.documentElement.dataset.theme ?? null,
    scheme: document.documentElement.style.colorScheme,
  }));
  const blocking: string[] = [];
  try {
    for (const theme of THEMES) {
      await setTheme(page, { theme, scheme: theme });
      blocking.push(...(await seriousViolations(page, include)).map((v) => `[${theme}] ${v}`));
    }
  } finally {
    await setTheme(page, before);
  }
  expect(blocking, 'serious or critical accessibility violations').toEqual([]);
}

async function setTheme(page: Page, look: { theme: string | null; scheme: string }): Promise<void> {
  await page.evaluate(({ theme, scheme }) => {
    const root = document.documentElement;
    if (theme === null) delete root.dataset.theme;
    else root.dataset.theme = theme;
    root.style.colorScheme = scheme;
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
