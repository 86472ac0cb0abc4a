// Preloaded into the server that bench/chat-public.mjs starts (node --import): records, on a clock shared with the
// benchmark (performance.timeOrigin + now, ms since the epoch), where a request waits and what holds the server's
// event loop, so the benchmark prints where the time to the first token goes. The product carries no probe.
//   - per request (header x-bench-request): when its connection was accepted and when its headers were read;
//   - every synchronous PGlite call (execProtocolRawSync: the WASM backend running one protocol message) with its
//     duration and the statement's first words, so the bench can say who sent it (the chat turn, pg-boss, sweeps);
//   - garbage collections (perf_hooks 'gc' entries) and event-loop stalls (a 5 ms timer late by more than 20 ms);
//   - the process's CPU time.
// IPC: 'probe:reset' starts a window; 'probe:report' answers everything recorded since.
// BENCH_PGLITE_NO_YIELD=1: PGlite no longer gives the loop a turn before each message (the behaviour before
// ADR 0079), for A/B runs of the same tree.
import diagnostics from 'node:diagnostics_channel';
import { PerformanceObserver, performance } from 'node:perf_hooks';

const now = () => performance.timeOrigin + performance.now();
const STALL_TICK_MS = 5;
const STALL_MS = 20;

let statements = [];
let gcs = [];
let stalls = [];
let requests = {};
let cpuAtReset = process.cpuUsage();
const acceptedAt = new WeakMap();

/** The first words of a protocol message: 'Q' (simple query) and 'P' (parse) carry the SQL text. */
function statementText(message) {
  const type = message?.[0];
  if (type !== 81 && type !== 80) return type ? String.fromCharCode(type) : '?';
  // Q: type, int32 length, text\0. P: type, int32 length, statement name\0, text\0.
  let at = 5;
  if (type === 80) {
    while (at < message.length && message[at] !== 0) at += 1;
    at += 1;
  }
  let end = at;
  while (end < message.length && message[end] !== 0 && end - at < 160) end += 1;
  return Buffer.from(message.subarray(at, end)).toString('utf8').replace(/\s+/g, ' ').trim();
}

if (process.send) {
  const { PGlite } = await import('@electric-sql/pglite');
  const raw = PGlite.prototype.execProtocolRawSync;
  PGlite.prototype.execProtocolRawSync = function probed(message) {
    const start = now();
    try {
      return raw.call(this, message);
    } finally {
      statements.push({ at: start, ms: now() - start, sql: statementText(message) });
    }
  };
  if (process.env.BENCH_PGLITE_NO_YIELD) {
    const { YieldingPGlite } = await import('../apps/server/src/db/yielding-pglite.ts');
    YieldingPGlite.prototype.execProtocolRaw = PGlite.prototype.execProtocolRaw;
  }

  diagnostics.subscribe('net.server.socket', (/** @type {any} */ { socket }) => {
    acceptedAt.set(socket, now());
  });
  diagnostics.subscribe('http.server.request.start', (/** @type {any} */ { request, socket }) => {
    const id = request.headers['x-bench-request'];
    if (id) requests[id] = { accepted: acceptedAt.get(socket), read: now() };
  });

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcs.push({ at: performance.timeOrigin + entry.startTime, ms: entry.duration });
  }).observe({ entryTypes: ['gc'] });

  let last = now();
  const tick = setInterval(() => {
    const t = now();
    const late = t - last - STALL_TICK_MS;
    if (late > STALL_MS) stalls.push({ at: last + STALL_TICK_MS, ms: late });
    last = t;
  }, STALL_TICK_MS);
  tick.unref();

  process.on('message', (message) => {
    if (message === 'probe:reset') {
      statements = [];
      gcs = [];
      stalls = [];
      requests = {};
      cpuAtReset = process.cpuUsage();
      process.send?.('probe:reset');
    } else if (message === 'probe:report') {
      const cpu = process.cpuUsage(cpuAtReset);
      process.send?.({ statements, gcs, stalls, requests, cpuMs: (cpu.user + cpu.system) / 1000 });
    }
  });
  // The channel must not keep the server alive after SIGTERM.
  process.channel?.unref();
}
