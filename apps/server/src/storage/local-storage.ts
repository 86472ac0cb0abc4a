import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, byteLimit, FileTooLargeError, wasTruncated, type Storage } from './storage.js';
import { partialName, removeInterruptedUploads } from './interrupted-uploads.js';

/** Files in a directory of this machine: the default, for one instance. */
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
      // Written under a temporary name and renamed once whole: a crash in the middle (SIGKILL, power) never leaves a
      // half file under a key, only a `~partial-` file that nothing points at, which `sweepInterrupted` removes.
      const partial = partialName(file);
      const limiter = byteLimit(maxBytes);
      const out = createWriteStream(partial);
      try {
        await pipeline(body, limiter, out);
        if (wasTruncated(body)) throw new FileTooLargeError(maxBytes);
        await rename(partial, file);
      } catch (err) {
        // The file may still be opening when the pipeline fails: unlink once the stream has closed, or the open
        // that completes afterwards would leave an empty file behind.
        if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
        await unlink(partial).catch(() => undefined);
        throw err;
      }
      return limiter.size();
    },
    // Reads in 1 MB pieces: a large document or a long recording arrives in a few reads, not hundreds.
    read: (key) => createReadStream(resolve(key), { highWaterMark: 1024 * 1024 }),
    readAll: async (key, maxBytes) => {
      const file = resolve(key);
      if ((await stat(file)).size > maxBytes) throw new FileTooLargeError(maxBytes);
      return readFile(file);
    },
    size: async (key) => (await stat(resolve(key))).size,
    remove: async (key) => {
      await unlink(resolve(key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    },
    removePrefix: async (prefix) => {
      await rm(resolve(prefix), { recursive: true, force: true });
    },
    ping: async () => {
      await mkdir(root, { recursive: true });
      await access(root);
    },
    sweepInterrupted: (olderThan) => removeInterruptedUploads(path.resolve(root), olderThan),
    close: async () => undefined,
  };
}
