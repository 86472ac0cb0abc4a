import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { claimDataDir, dataDirHolder, DataDirInUseError } from './data-dir-lock.js';

const newDir = () => mkdtempSync(path.join(tmpdir(), 'agenti-lock-'));

describe('the data directory belongs to one process', () => {
  it('is refused to a second process while the first is alive, with the holder named in Italian', async () => {
    const dir = newDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      writeFileSync(path.join(dir, 'pglite.pid'), String(holder.pid));
      expect(dataDirHolder(dir)).toBe(holder.pid);
      expect(() => claimDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => claimDataDir(dir)).toThrow(`La cartella dati ${dir} è già in uso dal processo ${holder.pid}`);
      expect(readFileSync(path.join(dir, 'pglite.pid'), 'utf8')).toBe(String(holder.pid));
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('is taken over from a process that died without releasing it, and released on close', () => {
    const dir = newDir();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(path.join(dir, 'pglite.pid'), String(dead));
    expect(dataDirHolder(dir)).toBeNull();
    const lock = claimDataDir(dir);
    expect(readFileSync(path.join(dir, 'pglite.pid'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, 'pglite.pid'))).toBe(false);
  });
});
