import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const shared = fileURLToPath(new URL('./packages/shared/src/', import.meta.url));

/**
 * Left out of the PostgreSQL pass: checks that do not depend on the driver and cost minutes — the recall floors
 * (chunker and ranking, ADR 0121), the authorization matrix (route policies, ADR 0110; the property tests still run
 * there), the Italian messages of malformed input (the schemas answer before any statement) and the SIGKILL test
 * (it kills a server on an embedded data directory whatever the driver). Here rather than
 * as `--exclude` on the command line, which a project's own `exclude` replaces: the PostgreSQL pass ran all three.
 */
const DRIVER_INDEPENDENT = [
  '**/retrieval-quality.test.ts',
  '**/authorization-matrix.test.ts',
  '**/italian-validation.test.ts',
  '**/crash-safety.test.ts',
];

export default defineConfig({
  resolve: {
    alias: [{ find: /^@app\/shared\/(.*)$/, replacement: `${shared}$1.ts` }],
  },
  test: {
    // Hang guards, not measures: the suite shares two cores with the browser suite (ADR 0340), where a test that takes
    // 10 s alone took 30.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
    // A worker keeps its modules from one test file to the next (ADR 0130): re-importing the server, PGlite and
    // the Italian tables for each of ~100 files cost ~3.5 of the PGlite pass's 7.5 minutes. Nothing a test relies on
    // lives in a module: each file restores its own database from the migrated snapshot and builds its own app, and
    // no test mocks a module or changes process.env.
    isolate: false,
    reporters: ['default', './scripts/slowest-tests-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/shared/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'bench/**/*.test.ts'],
          // Tests of several processes sharing one database run only in the PostgreSQL pass (scripts/test-unit.mjs);
          // checks that do not depend on the driver run only in the PGlite pass.
          exclude: ['**/node_modules/**', ...(process.env.TEST_DRIVER === 'postgres' ? DRIVER_INDEPENDENT : ['**/*.postgres.test.ts'])],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
      // The web's logic (issue 32): hooks against a real QueryClient, form schemas, route guards. No database, so no
      // migrated snapshot to build first: `npx vitest run --project web` takes seconds.
      { extends: true, test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
    ],
  },
});
