import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * A body longer than the `maxBytes` it was allowed; nothing of it is kept. The caller knows which limit
 * that was and says so to the user (a 413 with its own Italian message).
 */
export class FileTooLargeError extends Error {
  constructor(public readonly maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

/** Where uploaded files live. Local directory now; an S3-compatible store can implement the same. */
export interface Storage {
  /** Streams `body` to `key`, refusing (and removing) it past `maxBytes` with a `FileTooLargeError`. Returns the stored size. */
  put(key: string, body: Readable, options: { maxBytes: number }): Promise<number>;
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
    async put(key, body, { maxBytes }) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      let size = 0;
      const limiter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (size > maxBytes) done(new FileTooLargeError(maxBytes));
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
        throw new FileTooLargeError(maxBytes);
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
