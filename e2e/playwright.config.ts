import { defineConfig, devices } from '@playwright/test';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Several runs may share this folder (parallel work); each keeps its artifacts apart. Workers inherit the id.
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;

export default defineConfig({
  testDir: '.',
  outputDir: `test-results/${process.env.E2E_RUN_ID}`,
  testMatch: '*.spec.ts',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // No retries anywhere: a test that fails once is a bug to find (short-lived toasts: expectToast in fixtures.ts).
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    // The full suite in Turkish on a desktop; English and phone variants are smoke subsets of each journey.
    {
      name: 'desktop',
      grepInvert: /@en\b/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'english',
      grep: /@en\b/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, locale: 'en-GB' },
    },
    {
      name: 'phone',
      grep: /@phone/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
    },
  ],
});
