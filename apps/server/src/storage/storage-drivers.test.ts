import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../test/s3-server.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import { FileTooLargeError, withLocalCopy, type Storage } from './storage.js';

const text = async (stream: Readable) => {
  const parts: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) parts.push(chunk);
  return Buffer.concat(parts).toString('utf8');
};

let s3: Awaited<ReturnType<typeof startS3Server>>;
let localRoot: string;
const drivers: Record<string, () => Storage> = {};

beforeAll(async () => {
  s3 = await startS3Server();
  localRoot = mkdtempSync(path.join(os.tmpdir(), 'agenti-local-'));
  drivers.local = () => createLocalStorage(localRoot);
  drivers.s3 = () =>
    createS3Storage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
});

afterAll(async () => {
  await s3.stop();
  rmSync(localRoot, { recursive: true, force: true });
});

describe.each(['local', 's3'])('the %s storage driver', (name) => {
  let storage: Storage;
  beforeAll(() => {
    storage = drivers[name]!();
  });
  afterAll(() => storage.close());

  it('stores a stream, tells its size, streams it back and removes it', async () => {
    const size = await storage.put('acc1/agent1/doc1-listino.txt', Readable.from([Buffer.from('Margherita '), Buffer.from('7 euro')]), {
      maxBytes: 1000,
    });
    expect(size).toBe(17);
    expect(await storage.size('acc1/agent1/doc1-listino.txt')).toBe(17);
    expect(await text(storage.read('acc1/agent1/doc1-listino.txt'))).toBe('Margherita 7 euro');
    await storage.remove('acc1/agent1/doc1-listino.txt');
    await expect(storage.size('acc1/agent1/doc1-listino.txt')).rejects.toThrow();
    // Removing what is not there is not an error (a retried deletion).
    await storage.remove('acc1/agent1/doc1-listino.txt');
  });

  it('refuses a body past its limit and keeps nothing of it, also past the size of one upload part', async () => {
    await expect(storage.put('acc1/grande.bin', Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), { maxBytes: 1000 })).rejects.toThrow(
      FileTooLargeError,
    );
    await expect(storage.size('acc1/grande.bin')).rejects.toThrow();
    const parts = Array.from({ length: 20 }, () => Buffer.alloc(1024 * 1024, 1));
    await expect(storage.put('acc1/enorme.bin', Readable.from(parts), { maxBytes: 18 * 1024 * 1024 })).rejects.toThrow(FileTooLargeError);
    await expect(storage.size('acc1/enorme.bin')).rejects.toThrow();
  });

  it('stores a file of several upload parts whole', async () => {
    const parts = Array.from({ length: 18 }, (_, i) => Buffer.alloc(1024 * 1024, i));
    expect(await storage.put('acc1/video.mp4', Readable.from(parts), { maxBytes: 50 * 1024 * 1024 })).toBe(18 * 1024 * 1024);
    let read = 0;
    for await (const chunk of storage.read('acc1/video.mp4') as AsyncIterable<Buffer>) read += chunk.length;
    expect(read).toBe(18 * 1024 * 1024);
  });

  it('treats a body cut at the upload limit as too large and keeps nothing', async () => {
    const body = Object.assign(Readable.from([Buffer.from('metà file')]), { truncated: true });
    await expect(storage.put('acc1/tagliato.pdf', body, { maxBytes: 1000 })).rejects.toThrow(FileTooLargeError);
    await expect(storage.size('acc1/tagliato.pdf')).rejects.toThrow();
  });

  it("removes a folder-like prefix with everything under it, and nothing of a neighbour's", async () => {
    for (const key of ['acc2/a1/uno.txt', 'acc2/a1/due.txt', 'acc2/a2/tre.txt', 'acc20/a1/altro.txt']) {
      await storage.put(key, Readable.from([Buffer.from(key)]), { maxBytes: 100 });
    }
    await storage.removePrefix('acc2/a1');
    await expect(storage.size('acc2/a1/uno.txt')).rejects.toThrow();
    await expect(storage.size('acc2/a1/due.txt')).rejects.toThrow();
    expect(await storage.size('acc2/a2/tre.txt')).toBeGreaterThan(0);
    await storage.removePrefix('acc2');
    await expect(storage.size('acc2/a2/tre.txt')).rejects.toThrow();
    expect(await text(storage.read('acc20/a1/altro.txt'))).toBe('acc20/a1/altro.txt');
  });

  it('reads a whole file into one buffer, refusing one past the given size and a missing one', async () => {
    const data = Buffer.alloc(300_000, 7);
    await storage.put('acc5/a1/indice.bin', Readable.from([data]), { maxBytes: 1_000_000 });
    expect((await storage.readAll('acc5/a1/indice.bin', 300_000)).equals(data)).toBe(true);
    await expect(storage.readAll('acc5/a1/indice.bin', 299_999)).rejects.toBeInstanceOf(FileTooLargeError);
    await expect(storage.readAll('acc5/a1/nessuno.bin', 1000)).rejects.toThrow();
  });

  it('errors the stream of a missing file instead of hanging', async () => {
    await expect(text(storage.read('acc3/nessuno.txt'))).rejects.toThrow();
  });

  it('lends a temporary local copy to a tool that needs a path, and removes it afterwards', async () => {
    await storage.put('acc4/audio.wav', Readable.from([Buffer.from('RIFF audio')]), { maxBytes: 100 });
    let copy = '';
    const content = await withLocalCopy(storage, 'acc4/audio.wav', async (file) => {
      copy = file;
      return readFileSync(file, 'utf8');
    });
    expect(content).toBe('RIFF audio');
    expect(() => readFileSync(copy)).toThrow();
  });

  it('refuses keys that could leave their folder', async () => {
    await expect(storage.put('../fuori.txt', Readable.from([Buffer.from('x')]), { maxBytes: 10 })).rejects.toThrow(/unsafe/);
    expect(() => storage.read('acc1/../../etc/passwd')).toThrow(/unsafe/);
  });

  it('answers its readiness check', async () => {
    await expect(storage.ping()).resolves.toBeUndefined();
  });
});

it('the S3 driver is not ready when its bucket does not exist', async () => {
  const wrong = createS3Storage({
    bucket: 'inesistente',
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  await expect(wrong.ping()).rejects.toThrow();
  await wrong.close();
});
