import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { payloadTooLarge } from '../http/errors.js';

/** Where uploaded files live. Local directory now; an S3-compatible store can implement the same. */
export interface Storage {
  /** Streams `body` to `key`, refusing (and removing) it past `maxBytes`. Returns the stored size. */
  put(key: string, body: Readable, options: { maxBytes: number; tooLargeMessage?: string; tooLargeCode?: string }): Promise<number>;
  read(key: string): Readable;
  size(key: string): Promise<number>;
  remove(key: string): Promise<void>;
  removePrefix(prefix: string): Promise<void>;
  /** Absolute path for libraries that need a file (extractors); local storage only. */
  localPath(key: string): string;
}

const SAFE_SEGMENT = /^[A-Za-z0-9._-]+$/;

/** Keys are built by us from ids and sanitized names; anything else is refused, so no path escapes. */
export function assertSafeKey(key: string): string {
  const segments = key.split('/');
  if (segments.length === 0 || segments.some((s) => !SAFE_SEGMENT.test(s) || s === '.' || s === '..')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
  return key;
}

export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    const full = path.resolve(root, assertSafeKey(key));
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('unsafe storage key');
    return full;
  };
  return {
    async put(key, body, { maxBytes, tooLargeMessage, tooLargeCode }) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      let size = 0;
      const limiter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (size > maxBytes) done(payloadTooLarge(tooLargeMessage, tooLargeCode));
          else done(null, chunk);
        },
      });
      try {
        await pipeline(body, limiter, createWriteStream(file));
      } catch (err) {
        await unlink(file).catch(() => undefined);
        throw err;
      }
      // Multipart streams flag a truncated file instead of erroring.
      if ((body as Readable & { truncated?: boolean }).truncated) {
        await unlink(file).catch(() => undefined);
        throw payloadTooLarge(tooLargeMessage, tooLargeCode);
      }
      return size;
    },
    read: (key) => createReadStream(resolve(key)),
    size: async (key) => (await stat(resolve(key))).size,
    remove: async (key) => {
      await unlink(resolve(key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    },
    removePrefix: async (prefix) => {
      await rm(resolve(prefix), { recursive: true, force: true });
    },
    localPath: (key) => resolve(key),
  };
}
