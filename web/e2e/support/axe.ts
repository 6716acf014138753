import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core on the page once its finite animations have ended (or only inside `include`, e.g. an open dialog) and fails
 * on any serious or critical violation, naming the rule and the elements.
 */
export async function expectNoA11yViolations(page: Page, include?: string): Promise<void> {
  // colours are judged as they end up: a panel or popup still fading in would blend with the page
  // behind it (endless animations, such as spinners, are left running)
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
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, 'serious or critical accessibility violations').toEqual([]);
}
