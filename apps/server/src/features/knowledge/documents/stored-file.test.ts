import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, expect, it } from 'vitest';
import { createLocalStorage } from '../../../storage/local-storage.js';
import type { Storage } from '../../../storage/storage.js';
import { readStoredHead } from './stored-file.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'stored-head-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A store that gives back nothing for its first `misses` reads of a key, as an S3 server did once right after a put. */
function lateStore(inner: Storage, misses: number): Storage & { reads: number } {
  const store = Object.create(inner) as Storage & { reads: number };
  store.reads = 0;
  store.read = (key: string) => (++store.reads <= misses ? Readable.from([]) : inner.read(key));
  return store;
}

it('reads a just-stored file again while the store gives back fewer bytes than it took (ADR 0198)', async () => {
  const storage = createLocalStorage(dir);
  const text = Buffer.from('Nota.\n\nI resi sono accettati entro 30 giorni con lo scontrino.');
  const size = await storage.put('a/b/nota.txt', Readable.from([text]), { maxBytes: 1024 });
  const late = lateStore(storage, 1);
  expect((await readStoredHead(late, 'a/b/nota.txt', 4096, size)).equals(text)).toBe(true);
  expect(late.reads).toBe(2);
});

it('gives up after three reads and returns what the store gave', async () => {
  const storage = createLocalStorage(dir);
  const size = await storage.put('a/b/altra.txt', Readable.from([Buffer.from('Testo.')]), { maxBytes: 1024 });
  const never = lateStore(storage, 10);
  expect((await readStoredHead(never, 'a/b/altra.txt', 4096, size)).length).toBe(0);
  expect(never.reads).toBe(3);
});
