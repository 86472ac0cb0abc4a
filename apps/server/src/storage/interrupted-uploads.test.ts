import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.js';
import { INTERRUPTED_UPLOAD_AGE_MS, sweepInterruptedUploadsNowAndRegularly } from './interrupted-uploads.js';
import { FileTooLargeError } from './storage.js';
import { createTestApp } from '../test/test-app.js';

/** ADR 0114: the temporary files of uploads cut short by a dead process are removed once nobody writes to them. */
let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'agenti-sweep-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)).map((f) => `${e.name}/${f}`) : [e.name],
  );
/** What a process killed in the middle of `put` leaves: a temporary file beside the key, last written `ageMs` ago. */
function leftover(relative: string, ageMs: number, under = root): void {
  const file = path.join(under, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'metà di un documento');
  const when = new Date(Date.now() - ageMs);
  utimesSync(file, when, when);
}

describe('interrupted uploads in the local store (ADR 0114)', () => {
  it('removes only temporary files nobody has written to for an hour, in every folder, and never a stored file', async () => {
    const storage = createLocalStorage(root);
    await storage.put('acc1/agent1/1-aaaa-manuale.txt', Readable.from([Buffer.from('testo')]), { maxBytes: 100 });
    // A user may name a file like the temporary files of earlier versions: it is a stored file like any other.
    await storage.put('acc1/agent1/2-bbbb-nota.partial-0123456789ab', Readable.from([Buffer.from('nota')]), { maxBytes: 100 });
    leftover('acc1/agent1/3-cccc-listino.pdf~partial-0123456789ab', 2 * INTERRUPTED_UPLOAD_AGE_MS);
    leftover('acc2/avatars/user1~partial-abcdefabcdef', INTERRUPTED_UPLOAD_AGE_MS + 60_000);
    // Still being written (or just cut short): kept until it has been quiet for an hour.
    leftover('acc2/agent2/4-dddd-video.mp4~partial-fedcba987654', 60_000);

    const removed = await storage.sweepInterrupted(new Date(Date.now() - INTERRUPTED_UPLOAD_AGE_MS));
    expect(removed).toBe(2);
    expect(filesUnder(root).sort()).toEqual([
      'acc1/agent1/1-aaaa-manuale.txt',
      'acc1/agent1/2-bbbb-nota.partial-0123456789ab',
      'acc2/agent2/4-dddd-video.mp4~partial-fedcba987654',
    ]);
    expect(await storage.sweepInterrupted(new Date(Date.now() - INTERRUPTED_UPLOAD_AGE_MS))).toBe(0);
  });

  it('answers 0 for a store never written to', async () => {
    expect(await createLocalStorage(path.join(root, 'mai-usato')).sweepInterrupted(new Date())).toBe(0);
  });

  it('a refused upload leaves no temporary file of its own', async () => {
    const storage = createLocalStorage(root);
    await expect(storage.put('acc1/grande.bin', Readable.from([Buffer.alloc(200)]), { maxBytes: 100 })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(filesUnder(root)).toEqual([]);
  });

  it('sweeps once at start, then every hour until the instance closes', async () => {
    leftover('acc1/agent1/5-eeee-catalogo.docx~partial-0a1b2c3d4e5f', 3 * INTERRUPTED_UPLOAD_AGE_MS);
    const ctx = {
      storage: createLocalStorage(root),
      log: pino({ level: 'silent' }) as unknown as FastifyBaseLogger,
      onClose: [] as (() => Promise<void>)[],
    };
    await sweepInterruptedUploadsNowAndRegularly(ctx);
    expect(filesUnder(root)).toEqual([]);
    // The hourly timer is stopped with the instance.
    expect(ctx.onClose).toHaveLength(1);
    for (const close of ctx.onClose) await close();
  });

  it('a server starting on a data directory left by a killed one removes the stale temporary files before it serves', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agenti-app-'));
    leftover('files/acc1/agent1/6-ffff-manuale.pdf~partial-00aa11bb22cc', 2 * INTERRUPTED_UPLOAD_AGE_MS, dataDir);
    leftover('files/acc1/agent1/7-abab-in-arrivo.pdf~partial-33dd44ee55ff', 1000, dataDir);
    const t = await createTestApp({}, { dataDir });
    try {
      expect(filesUnder(path.join(dataDir, 'files'))).toEqual(['acc1/agent1/7-abab-in-arrivo.pdf~partial-33dd44ee55ff']);
    } finally {
      await t.close();
    }
  });
});
