// Preloaded into the benchmarked server (node --import): measures the event-loop delay inside that process
// with perf_hooks and answers the benchmark over the IPC channel, so the product itself carries no probe.
//   'event-loop:reset'  → starts a new measurement window
//   'event-loop:report' → { maxMs, p99Ms, meanMs, cpuMs } since the last reset (cpuMs: the server's CPU time,
//                          a figure that depends less than wall time on what else the machine runs)
import { monitorEventLoopDelay } from 'node:perf_hooks';

if (process.send) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let cpuAtReset = process.cpuUsage();
  process.on('message', (message) => {
    if (message === 'event-loop:reset') {
      histogram.reset();
      cpuAtReset = process.cpuUsage();
      process.send?.('event-loop:reset');
    } else if (message === 'event-loop:report') {
      const cpu = process.cpuUsage(cpuAtReset);
      process.send?.({
        maxMs: histogram.max / 1e6,
        p99Ms: histogram.percentile(99) / 1e6,
        meanMs: histogram.mean / 1e6,
        cpuMs: (cpu.user + cpu.system) / 1000,
      });
    }
  });
  // The channel must not keep the server alive after SIGTERM.
  process.channel?.unref();
}
