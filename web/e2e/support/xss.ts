import type { Page } from '@playwright/test';

// Script-injection payloads for browser tests of how stored or pasted text is shown. Each one that
// ever ran would set `window.__xss` (to its own number) or open an alert, which `xssRan` reads; none
// holds a tab or a line break, so each fits in one cell of tab-separated text.

/** The payloads every text-bearing screen is checked with. */
export const XSS = [
  '<img src=x onerror="window.__xss=1;alert(1)">',
  '"><script>window.__xss=2;alert(2)</script>',
  "javascript:window.__xss=3;alert('x')",
  '<svg onload="window.__xss=4;alert(4)"></svg>',
  '<a href="javascript:alert(5)">click</a>',
] as const;

/** More payloads: other elements and attributes that run script, and a right-to-left override. */
export const MORE_XSS = [
  '\u202E<img src=x onerror="window.__xss=6">',
  '<iframe srcdoc="<script>parent.__xss=7</script>"></iframe>',
  '<details open ontoggle="window.__xss=8">',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=9>',
] as const;

/**
 * Records the alerts `page` opens (dismissing them) and returns a check of whether any payload ran:
 * the flag a payload sets, or an alert. Call before the page shows the payloads.
 */
export function watchXss(page: Page): () => Promise<{ flag: unknown; alerts: string[] }> {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => ({
    flag: await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null),
    alerts,
  });
}
