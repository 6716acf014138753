import { defineConfig } from '@playwright/test';
import chromium from './chromium.json' with { type: 'json' };

// Browser tests drive Debian's Chromium against the real server binary (bin/larder), which the
// fixtures start on a free loopback port with a temporary data dir. No retries: a flaky test is a bug.
export default defineConfig({
  testDir: 'e2e',
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: 'list',
  use: {
    headless: true,
    viewport: { width: 1280, height: 860 },
    // the interface's language follows the browser's: every test starts in English unless it says
    locale: 'en-US',
    trace: 'off',
    // Debian's Chromium with the flags this closed network needs (shared with bench/)
    launchOptions: chromium,
  },
});
