import { defineConfig } from '@playwright/test';

/** Browser tests against a real Gatehouse started by global-setup (see README). */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  projects: [
    // The admin tenant accepts exactly one registration, the first administrator: it runs before everything else.
    { name: 'first-admin', testMatch: 'first-admin.spec.ts' },
    { name: 'pages', testIgnore: 'first-admin.spec.ts', dependencies: ['first-admin'] },
  ],
  use: {
    browserName: 'chromium',
    // The tests read the English texts; the sign-in pages detect the browser's language.
    locale: 'en-US',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    screenshot: 'only-on-failure',
  },
});
