import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
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

/**
 * Where uploaded files live: a local directory (one instance) or an S3-compatible service (several instances,
 * ADR 0070). Nothing outside this folder knows which: no local paths leave it.
 */
export interface Storage {
  /** Streams `body` to `key`, refusing (and removing) it past `maxBytes` with a `FileTooLargeError`. Returns the stored size. */
  put(key: string, body: Readable, options: { maxBytes: number }): Promise<number>;
  /** The file's bytes as a stream; a missing file errors the stream (check with `size` first where it matters). */
  read(key: string): Readable;
  /**
   * The whole file in one buffer (a document to extract): one allocation, no pieces to join. Rejects when the
   * file is missing or larger than `maxBytes`.
   */
  readAll(key: string, maxBytes: number): Promise<Buffer>;
  /** The stored size; rejects when the file does not exist. */
  size(key: string): Promise<number>;
  remove(key: string): Promise<void>;
  removePrefix(prefix: string): Promise<void>;
  /**
   * Removes what uploads cut short by a dead process left behind, when last written before `olderThan` (ADR 0114):
   * the local driver's temporary files. Answers how many went. On S3 it removes nothing: a failed single-part upload
   * leaves nothing, and the bucket's lifecycle rule aborts incomplete multipart uploads (README).
   */
  sweepInterrupted(olderThan: Date): Promise<number>;
  /** Whether the store answers (readiness of the instance for the load balancer). */
  ping(): Promise<void>;
  close(): Promise<void>;
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

/**
 * Counts the bytes going through and fails with `FileTooLargeError` past `maxBytes`. `size()` is the count so far.
 */
export function byteLimit(maxBytes: number): Transform & { size: () => number } {
  let size = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > maxBytes) done(new FileTooLargeError(maxBytes));
      else done(null, chunk);
    },
  });
  return Object.assign(limiter, { size: () => size });
}

/** Multipart streams flag a file cut at the server's own upload limit instead of erroring. */
export const wasTruncated = (body: Readable) => Boolean((body as Readable & { truncated?: boolean }).truncated);

/**
 * Runs `use` with a temporary local copy of a stored file, for tools that need a path (a transcription upload,
 * later ffmpeg), and removes the copy afterwards whatever happens.
 */
export async function withLocalCopy<T>(storage: Storage, key: string, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'agenti-file-'));
  try {
    const file = path.join(dir, path.basename(key));
    await pipeline(storage.read(key), createWriteStream(file));
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
