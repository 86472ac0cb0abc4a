#!/usr/bin/env node
// npm test: every test. After the build, four jobs share the machine two at a time (ADR 0340, 0368):
//   browser:  the browser tests on one built server (the embedded database);
//   postgres: the API integration suite on PostgreSQL (when TEST_DATABASE_URL is set);
//   unit:     on PGlite, what differs between the drivers when PostgreSQL runs the API suite, else everything;
//   cluster:  the cluster test (its own PostgreSQL, Redis, nginx).
// They share nothing but the machine: every suite takes its own ports, data directories and databases. Much of a
// suite's time is spent waiting (a browser drawing, a stream, a database round trip), which the other fills.
// TEST_SERIAL=1 runs them one after the other, as before. Each line is prefixed with its job; the run fails when any
// job does, and says which.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { stripVTControlCharacters as strip } from 'node:util';
import { sampleCpuByKind } from './cpu-by-kind.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;

const cpu = sampleCpuByKind();
const build = spawnSync(npm, ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// What failed, kept to be printed again at the very end: a CI log is often read from its tail, where a failure printed
// twenty minutes earlier by another job is long gone. Playwright's ✘ lines and numbered error headers, Vitest's FAIL
// and × lines, and the few lines after each header (the assertion and where it stands).
const FAILURE_LINE = /(^\s*✘)|(^\s*\d+\) \S+\.(spec|cluster)\.ts:)|(^\s*FAIL\s)|(^\s*×\s)|(\bflaky\b)|(^\s*Error: server did not answer)/u;
const failures = [];

/**
 * Every Node process of the tests (Vitest's workers, the built server, Playwright, the cluster's instances, the commands
 * the tests run) with a 64 MB young generation instead of V8's 16 MB (ADR 0383): a test run allocates fast and briefly.
 * It saved about 7% of the API suite's CPU run alone; in a whole run the gain is within the noise.
 */
const NODE_TEST_OPTIONS = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=64`.trim() };

/** Runs the npm scripts one after the other, each line prefixed; resolves with the first failing status or 0. */
function chain(name, scripts, { prefix, env = {} }) {
  return new Promise((resolve) => {
    const next = (index) => {
      if (index === scripts.length) return resolve(0);
      const child = spawn(npm, ['run', scripts[index]], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...NODE_TEST_OPTIONS, ...env },
      });
      for (const stream of [child.stdout, child.stderr]) {
        let pending = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk) => {
          const lines = (pending + chunk).split('\n');
          pending = lines.pop() ?? '';
          for (const line of lines) {
            process.stdout.write(prefix ? `[${name}] ${line}\n` : `${line}\n`);
            note(name, line);
          }
        });
        stream.on('end', () => pending && process.stdout.write(prefix ? `[${name}] ${pending}\n` : `${pending}\n`));
      }
      child.on('close', (code) => {
        console.log(`── ${name}: npm run ${scripts[index]} ended with ${code} after ${minutes(Date.now() - started)} ──`);
        if (code !== 0) resolve(code ?? 1);
        else next(index + 1);
      });
    };
    next(0);
  });
}

/** Lines still to keep after a failure header, per job (the jobs' lines interleave). */
const keep = new Map();
function note(name, line) {
  const plain = strip(line);
  if (FAILURE_LINE.test(plain)) keep.set(name, 6);
  const left = keep.get(name) ?? 0;
  // A passing test's line that came in between (the job's other worker) is not part of the failure.
  if (left > 0 && /^\s*✓/u.test(plain) && !/retry #/.test(plain)) return;
  if (left > 0 && failures.length < 200) {
    failures.push(`[${name}] ${plain}`);
    keep.set(name, left - 1);
  }
}

// The longest first (the browser suite), then the others as slots free; the cluster test is a job of its own, so it
// runs beside the browser suite rather than after it (ADR 0368).
const jobs = [
  { name: 'browser', scripts: ['test:e2e'] },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', scripts: ['test:unit'], env: { TEST_UNIT_ONLY: 'postgres' } }] : []),
  { name: 'unit', scripts: ['test:unit'], env: { TEST_UNIT_ONLY: 'pglite' } },
  { name: 'cluster', scripts: ['test:cluster'] },
];
const slots = process.env.TEST_SERIAL === '1' ? 1 : 2;
const failed = [];
const queue = [...jobs];
await Promise.all(
  Array.from({ length: slots }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      if ((await chain(job.name, job.scripts, { prefix: slots > 1, env: job.env })) !== 0) failed.push(job.name);
    }
  }),
);
const cpuLines = cpu.stop();
if (cpuLines.length)
  console.log(
    `\n── Where the CPU went (on ${availableParallelism()} cores: this, divided by them, is about the run's time) ──\n${cpuLines.join('\n')}`,
  );
if (failures.length) console.log(`\n── What failed or was flaky, again (the first lines of each) ──\n${failures.join('\n')}`);
console.log(`\n── npm test: ${failed.length ? `FAILED (${failed.join(', ')})` : 'passed'} in ${minutes(Date.now() - started)} ──`);
process.exit(failed.length ? 1 : 0);
