import { randomBytes } from 'node:crypto';
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from './storage.js';

/**
 * The local driver writes an upload under a temporary name beside its key and renames it once whole (ADR 0114).
 * `~` is a character no key may hold (`assertSafeKey`), so no stored file — whatever name a user gave it — can ever
 * be taken for one of these.
 */
export const partialName = (file: string) => `${file}~partial-${randomBytes(6).toString('hex')}`;
const PARTIAL = /~partial-[0-9a-f]{12}$/;

/** A temporary file nobody has written to for this long belongs to an upload that died with its process. */
export const INTERRUPTED_UPLOAD_AGE_MS = 60 * 60 * 1000;

/**
 * Removes the temporary files under `root` last written before `olderThan`; a file of an upload still arriving is
 * written to continuously, so it is never that old. Answers how many were removed.
 */
export async function removeInterruptedUploads(root: string, olderThan: Date): Promise<number> {
  let removed = 0;
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
      // The folder went with its account meanwhile, or the store was never written to.
      if (err.code === 'ENOENT') return [];
      throw err;
    });
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile() && PARTIAL.test(entry.name)) {
        const { mtime } = await stat(full).catch(() => ({ mtime: new Date() }));
        if (mtime >= olderThan) continue;
        await unlink(full).then(
          () => (removed += 1),
          (err: NodeJS.ErrnoException) => {
            // Renamed into place or removed by its own upload between the listing and now.
            if (err.code !== 'ENOENT') throw err;
          },
        );
      }
    }
  };
  await walk(root);
  return removed;
}

/** How often a running instance sweeps: a file left by a crash goes within two hours of its last write. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** At start (awaited, so a test sees its effect) and every hour: the store's leftovers of interrupted uploads. */
export async function sweepInterruptedUploadsNowAndRegularly(ctx: {
  storage: Storage;
  log: FastifyBaseLogger;
  onClose: (() => Promise<void>)[];
}): Promise<void> {
  const sweep = () =>
    ctx.storage.sweepInterrupted(new Date(Date.now() - INTERRUPTED_UPLOAD_AGE_MS)).then(
      (n) => {
        if (n > 0) ctx.log.info(`${n} file temporanei di caricamenti interrotti rimossi`);
      },
      (err: unknown) => ctx.log.warn({ err }, 'sweeping interrupted uploads failed'),
    );
  await sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  ctx.onClose.unshift(async () => clearInterval(timer));
}
