import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const shared = fileURLToPath(new URL('./packages/shared/src/', import.meta.url));

export default defineConfig({
  resolve: {
    alias: [{ find: /^@app\/shared\/(.*)$/, replacement: `${shared}$1.ts` }],
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // A worker keeps its modules from one test file to the next (ADR 0130): re-importing the server, PGlite and
    // the Italian tables for each of ~100 files cost ~3.5 of the PGlite pass's 7.5 minutes. Nothing a test relies on
    // lives in a module: each file restores its own database from the migrated snapshot and builds its own app, and
    // no test mocks a module or changes process.env.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/shared/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'bench/**/*.test.ts'],
          // Tests of several processes sharing one database run only in the PostgreSQL pass (scripts/test-unit.mjs).
          exclude: ['**/node_modules/**', ...(process.env.TEST_DRIVER === 'postgres' ? [] : ['**/*.postgres.test.ts'])],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
      // The web's logic (issue 32): hooks against a real QueryClient, form schemas, route guards. No database, so no
      // migrated snapshot to build first: `npx vitest run --project web` takes seconds.
      { extends: true, test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
    ],
  },
});
