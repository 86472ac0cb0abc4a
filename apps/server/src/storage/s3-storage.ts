import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeKey, byteLimit, FileTooLargeError, wasTruncated, type Storage } from './storage.js';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset: AWS S3 itself. MinIO, Cloudflare R2 and the like: their URL. */
  endpoint?: string;
  /** Bucket in the path (http://host/bucket/key): MinIO and most self-hosted services need it. */
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (environment variables, instance role…). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** Parts of a large upload sent at once, and their size: 16 MB of memory per upload at most. */
const UPLOAD_QUEUE = 2;
const PART_SIZE = 8 * 1024 * 1024;

/** Files in an S3-compatible bucket, streamed both ways: for several instances of the product (ADR 0070). */
export function createS3Storage(settings: S3Settings): Storage {
  // The pinned SDK supports Node 20, which the README promises; its notice about future versions is not for our users.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  const remove = async (key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key: assertSafeKey(key) }));
  };

  return {
    async put(key, body, { maxBytes }) {
      const Key = assertSafeKey(key);
      const limiter = byteLimit(maxBytes);
      body.on('error', (err) => limiter.destroy(err));
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: body.pipe(limiter) },
        queueSize: UPLOAD_QUEUE,
        partSize: PART_SIZE,
      });
      try {
        await upload.done();
      } catch (err) {
        // A multipart upload is aborted by the library; a single-part one may have landed before the error.
        await remove(key).catch(() => undefined);
        // The SDK reports a failed body in its own words: the limit is ours to name.
        throw limiter.size() > maxBytes ? new FileTooLargeError(maxBytes) : err;
      }
      if (wasTruncated(body)) {
        await remove(key).catch(() => undefined);
        throw new FileTooLargeError(maxBytes);
      }
      return limiter.size();
    },
    read(key) {
      const out = new PassThrough();
      client
        .send(new GetObjectCommand({ Bucket, Key: assertSafeKey(key) }))
        .then((response) => pipeline(response.Body as Readable, out))
        .catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
      return out;
    },
    async readAll(key, maxBytes) {
      const response = await client.send(new GetObjectCommand({ Bucket, Key: assertSafeKey(key) }));
      if ((response.ContentLength ?? 0) > maxBytes) {
        (response.Body as Readable | undefined)?.destroy();
        throw new FileTooLargeError(maxBytes);
      }
      const bytes = await response.Body!.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    },
    async size(key) {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: assertSafeKey(key) }));
      return head.ContentLength ?? 0;
    },
    remove,
    async removePrefix(prefix) {
      // A folder-like prefix: 'account1/' must not take 'account10/…' with it.
      const Prefix = `${assertSafeKey(prefix)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
        if (keys.length > 0) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    // A multipart upload cut short by a dead process is aborted by the bucket's lifecycle rule
    // (AbortIncompleteMultipartUpload, README): the rule runs without an instance, and S3-compatible services
    // differ in listing incomplete uploads (ADR 0114).
    sweepInterrupted: async () => 0,
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async close() {
      client.destroy();
    },
  };
}
