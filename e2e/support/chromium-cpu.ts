import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/**
 * The CPU seconds spent so far by every process below `rootPid` (this Playwright worker's Chromium: its browser
 * process, renderers, GPU and network processes), those that ended included: a process's reaped children count in its
 * own `cutime`/`cstime`. Read before and after a test, it says what the test cost Chromium (issue 50: Chromium is the
 * suite's largest CPU). Linux only; elsewhere 0.
 */
export function chromiumCpuSeconds(rootPid = process.pid): number {
  const children = new Map<number, { ticks: number; parent: number; chromium: boolean }>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After the name: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14).
      const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      // Only Chromium's own: a cluster test's worker also starts server instances and pg_ctl, which are not Chromium.
      const chromium = /chrom/.test(stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')));
      children.set(Number(pid), { ticks, parent: Number(fields[1]), chromium });
    } catch {
      // Gone meanwhile.
    }
  }
  const below = (pid: number): boolean => {
    for (let at = children.get(pid)?.parent, hops = 0; at !== undefined && hops < 8; at = children.get(at)?.parent, hops += 1) {
      if (at === rootPid) return true;
    }
    return false;
  };
  let ticks = 0;
  for (const [pid, { ticks: own, chromium }] of children) if (chromium && below(pid)) ticks += own;
  return ticks / TICKS_PER_SECOND;
}

/** The annotation carrying a test's Chromium CPU seconds to the reporter. */
export const CHROMIUM_CPU = 'chromium-cpu';
