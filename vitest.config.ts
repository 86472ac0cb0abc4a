import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const shared = fileURLToPath(new URL('./packages/shared/src/', import.meta.url));

/**
 * The recall floors (chunker and ranking, ADR 0121), the authorization matrix (route policies, ADR 0110) and the Italian
 * messages of malformed input do not depend on the driver: they run once, in the PostgreSQL pass when there is one,
 * where a native server answers them in less CPU than PGlite's WebAssembly (ADR 0385: the matrix 98 → 64 s, the
 * Italian messages 48 → 37 s); the scoped PGlite pass leaves them out.
 */
/** Tests of the embedded database itself: they open PGlite data directories whatever the driver (PGlite pass only). */
const EMBEDDED_ONLY = [
  '**/backup-restore.test.ts',
  '**/crash-safety.test.ts',
  '**/db/data-dir-lock.test.ts',
  '**/db/yielding-pglite.test.ts',
];

/**
 * What the two drivers do differently (ADR 0368): the database layer, the job queue, live events (PGlite's listen
 * against LISTEN/NOTIFY), the row cache and the rate-limit store, restarts, statement counts, the crawler's host gate.
 * When the PostgreSQL pass runs too, the PGlite pass runs only these, the embedded-only and driver-independent files,
 * and the database-free tests: every other API test runs once, on PostgreSQL, and the browser suite drives the whole
 * product on PGlite.
 */
const DRIVER_SENSITIVE = [
  'apps/server/src/db/**/*.test.ts',
  'apps/server/src/jobs/**/*.test.ts',
  'apps/server/src/realtime/**/*.test.ts',
  'apps/server/src/rate-limit/**/*.test.ts',
  'apps/server/src/instances/**/*.test.ts',
  '**/row-cache.test.ts',
  '**/turn-statements.test.ts',
  '**/host-gate.test.ts',
  '**/knowledge-restart.test.ts',
  '**/agents-live.test.ts',
  '**/interrupted-uploads.test.ts',
];

/** The PGlite pass is scoped when the PostgreSQL pass runs the API suite (scripts/test-unit.mjs sets it). */
const pgliteScoped = process.env.TEST_DRIVER !== 'postgres' && process.env.TEST_PGLITE_SCOPE === 'driver';
const SERVER_TESTS = ['packages/shared/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'bench/**/*.test.ts'];

/**
 * The slowest files start first (the reporter prints them at the end of a run): on a clean clone Vitest has no
 * timings and starts the largest files first, and a small file of four minutes (the recall floors) started last
 * kept one worker busy alone at the end.
 */
const SLOWEST_FIRST = [
  'retrieval-quality.test.ts',
  'authorization-matrix.test.ts',
  'input-properties.test.ts',
  'website.test.ts',
  'italian-validation.test.ts',
  'backup-restore.test.ts',
  'agents.test.ts',
  'sign-in-guard.test.ts',
  'handoff.test.ts',
  'bookings.test.ts',
  'google-sign-in.test.ts',
  'email-channel.test.ts',
  'auth-limits.test.ts',
  'hostile-files.test.ts',
  'profile.test.ts',
  'rate-limits.test.ts',
  'refusal-delivered.test.ts',
  'channels.test.ts',
];

class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = SLOWEST_FIRST.indexOf(path.basename(spec.moduleId));
      return index === -1 ? SLOWEST_FIRST.length : index;
    };
    // Array.prototype.sort is stable: the others keep Vitest's order.
    return sorted.sort((a, b) => (a.project.name === b.project.name ? rank(a) - rank(b) : 0));
  }
}

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
    sequence: { sequencer: SlowestFirst },
    reporters: ['default', './scripts/slowest-tests-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: pgliteScoped
            ? ['packages/shared/src/**/*.test.ts', 'bench/**/*.test.ts', ...EMBEDDED_ONLY, ...DRIVER_SENSITIVE]
            : SERVER_TESTS,
          // Tests of several processes sharing one database run only in the PostgreSQL pass (scripts/test-unit.mjs);
          // those of the embedded database only in the PGlite pass.
          exclude: ['**/node_modules/**', ...(process.env.TEST_DRIVER === 'postgres' ? EMBEDDED_ONLY : ['**/*.postgres.test.ts'])],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
      // The web's logic (issue 32): hooks against a real QueryClient, form schemas, route guards. No database, so no
      // migrated snapshot to build first: `npx vitest run --project web` takes seconds.
      { extends: true, test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
    ],
  },
});
