import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is a database inside one process: two processes on one data directory would both write its files and
 * corrupt it. Whoever opens DATA_DIR's database (the server, a command-line tool, a backup) claims it with a pid
 * file first; a second process is refused while the first is alive. A pid file left by a crash is taken over.
 */
const LOCK_FILE = 'pglite.pid';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `La cartella dati ${dataDir} è già in uso dal processo ${pid} (il server, o un altro comando): fermalo e riprova. ` +
        'Il database incorporato non può essere aperto da due processi insieme.',
    );
  }
}

export interface DataDirLock {
  release(): void;
}

export function claimDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  const holder = dataDirHolder(dataDir);
  if (holder !== null) throw new DataDirInUseError(dataDir, holder);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, String(process.pid));
  return {
    release() {
      if (dataDirHolder(dataDir) === null && readPid(file) === process.pid) rmSync(file, { force: true });
    },
  };
}

/** The live process (other than this one) that holds the data directory, or null. */
export function dataDirHolder(dataDir: string): number | null {
  const pid = readPid(path.join(dataDir, LOCK_FILE));
  if (pid === null || pid === process.pid || !isNodeProcess(pid)) return null;
  return pid;
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Alive, and a Node process where the system says what it runs (a pid reused after a reboot is not ours). */
function isNodeProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return /node/i.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true;
  }
}
