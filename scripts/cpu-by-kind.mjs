// Where the CPU of a test run goes (issue 50): every two seconds, the CPU time every process spent since the run began
// is read from /proc (all of it for a process started since; for one already running, such as PostgreSQL's own
// processes, what it spent after the first reading); at the end, the total per kind of process (Chromium's renderers, the built server, Vitest's workers with PGlite inside,
// PostgreSQL, …). On two cores the suites' time is mostly their CPU, so this says what to make cheaper. Linux only;
// elsewhere it reports nothing. A process that lives less than two seconds is missed (a few tenths of a second each).
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** What kind of process a command line is, for the report. */
function kindOf(cmd) {
  if (/chrom(e|ium)/.test(cmd)) {
    const type = /--type=(\w+)/.exec(cmd)?.[1];
    return `Chromium ${type === 'zygote' || !type ? 'browser' : type}`;
  }
  if (cmd.includes('dist/main.js')) return 'built server (browser and cluster suites)';
  if (cmd.includes('vitest')) return 'Vitest workers (PGlite inside)';
  if (cmd.includes('playwright')) return 'Playwright runner and workers';
  if (/^postgres/.test(cmd) || cmd.includes('/postgresql/')) return 'PostgreSQL';
  if (/\btsc\b/.test(cmd)) return 'tsc';
  if (cmd.includes('vite')) return 'vite build';
  if (cmd.includes('tsx')) return 'server child processes (tsx)';
  if (/nginx|redis|dovecot|imap/.test(cmd)) return 'nginx, Redis, Dovecot';
  if (/\bnpm\b|npm-cli/.test(cmd)) return 'npm';
  if (/eslint|prettier/.test(cmd)) return 'eslint, prettier';
  return 'other';
}

/** Reads every process: its start (ticks since boot), its CPU so far (ticks) and its command line. */
function readProcesses() {
  const found = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      found.push({ key: `${pid}:${fields[19]}`, start: Number(fields[19]), cpu: Number(fields[11]) + Number(fields[12]), cmd });
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

/** Starts sampling; `stop()` returns the report's lines, largest first. */
export function sampleCpuByKind() {
  let runStart;
  try {
    runStart = Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * TICKS_PER_SECOND;
  } catch {
    return { stop: () => [] };
  }
  /** What each process had spent when the run began (those already running), and the last CPU seen with its kind. */
  const before = new Map();
  for (const p of readProcesses()) if (p.start < runStart) before.set(p.key, p.cpu);
  const seen = new Map();
  const sample = () => {
    for (const p of readProcesses()) {
      // A process that ended but was not reaped yet, and a kernel thread, have no command line: a process keeps the kind
      // it was first seen with.
      const kind = seen.get(p.key)?.kind ?? (p.cmd ? kindOf(p.cmd) : 'kernel threads, and processes seen only as they ended');
      seen.set(p.key, { cpu: p.cpu - (before.get(p.key) ?? 0), kind });
    }
  };
  const timer = setInterval(sample, 2000);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      sample();
      const byKind = new Map();
      for (const { cpu, kind } of seen.values()) byKind.set(kind, (byKind.get(kind) ?? 0) + cpu);
      const total = [...byKind.values()].reduce((a, b) => a + b, 0);
      return [...byKind]
        .sort((a, b) => b[1] - a[1])
        .map(([kind, ticks]) => `${(ticks / TICKS_PER_SECOND / 60).toFixed(1).padStart(6)} min  ${kind}`)
        .concat(`${(total / TICKS_PER_SECOND / 60).toFixed(1).padStart(6)} min  in all`);
    },
  };
}
