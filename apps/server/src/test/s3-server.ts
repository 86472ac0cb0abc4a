import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A real S3-protocol server on a local port (s3rver), with one empty bucket, for the S3 storage driver's tests. */
export async function startS3Server(bucket = 'agenti-test') {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'agenti-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await server.run()) as { port: number };
  return {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    /** The settings of the product's S3 driver, as the environment would give them. */
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
