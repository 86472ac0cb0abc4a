import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** The cluster run: `npm run test:cluster` (run-cluster.mjs sets the ports and the run directory). */
export default defineConfig({
  ...base,
  testDir: './cluster',
  testMatch: '**/*.cluster.ts',
  workers: 1,
  timeout: 120_000,
  globalSetup: './cluster/cluster-setup.ts',
  // It runs beside the browser suite (scripts/test-all.mjs): Playwright empties its output folder when it starts.
  outputDir: './test-results-cluster',
});
