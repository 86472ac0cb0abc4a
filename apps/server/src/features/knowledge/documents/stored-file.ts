import type { Storage } from '../../../storage/storage.js';

/**
 * The first bytes of a file just stored, `stored` bytes long: read again (three tries, 100 ms apart) while the store
 * gives back fewer than it took. The 30-minute soak met one such read from an S3-protocol server in 4,848 uploads: the
 * text file, read back empty, was refused as unsupported (ADR 0198).
 */
export async function readStoredHead(storage: Storage, key: string, bytes: number, stored: number): Promise<Buffer> {
  const expected = Math.min(bytes, stored);
  let head = await readHead(storage, key, bytes);
  for (let attempt = 1; head.length < expected && attempt < 3; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    head = await readHead(storage, key, bytes);
  }
  return head;
}

/** The first `bytes` bytes of a stored file, without reading the rest. */
export async function readHead(storage: Storage, key: string, bytes: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let length = 0;
  const stream = storage.read(key);
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    parts.push(chunk);
    length += chunk.length;
    if (length >= bytes) break;
  }
  stream.destroy();
  return Buffer.concat(parts).subarray(0, bytes);
}

/** Whether the stored file contains `needle` anywhere (streamed; matches across chunk borders). */
export async function streamContains(storage: Storage, key: string, needle: string): Promise<boolean> {
  const target = Buffer.from(needle, 'latin1');
  let tail = Buffer.alloc(0);
  const stream = storage.read(key);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const window = Buffer.concat([tail, chunk]);
      if (window.includes(target)) return true;
      tail = window.subarray(Math.max(0, window.length - target.length + 1));
    }
    return false;
  } finally {
    stream.destroy();
  }
}

/** The whole stored file, for extractors that need it in memory (bounded by the upload limit). */
export async function readAll(storage: Storage, key: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of storage.read(key) as AsyncIterable<Buffer>) parts.push(chunk);
  return Buffer.concat(parts);
}
