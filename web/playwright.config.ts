import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium against the real server binary (bin/larder), which the
// fixtures start on a free loopback port with a temporary data dir. No retries: a flaky test is a bug.
export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: 'list',
  use: {
    headless: true,
    viewport: { width: 1280, height: 860 },
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
