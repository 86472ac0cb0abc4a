import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH } from './support/env';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  // Once more under CI only (ADR 0367): a slow machine's timing has failed a landing whose log never showed which test.
  // A test that passes only on its retry is reported as flaky, and `npm test` prints it again at the end of the log.
  retries: process.env.CI === 'true' ? 1 : 0,
  // Hang guards, not measures: the longest tests take ~60 s on a loaded 2-core machine, and the suite shares the
  // machine with the unit suite (ADR 0340), where a page's answer can take several seconds more than alone.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['./support/slowest-tests-reporter.ts']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // As a person who asks for less motion (the app honours it, index.css): no frames drawn for spinners, pulses and
    // slides, which cost a headless Chromium's software rendering CPU the suite shares with the server, and nothing
    // measured half-way through a transition (ADR 0367's rescans).
    reducedMotion: 'reduce',
    trace: 'off',
    // A step that hangs fails as that step, with its name and locator in the log, rather than as the test's 180 s
    // timeout with no step named (a rehearsal's public-link test hung for 3 minutes and said nothing more).
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
