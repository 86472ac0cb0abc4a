import path from 'node:path';
import type { Config } from '../config/config.js';
import { createLocalStorage } from './local-storage.js';
import type { Storage } from './storage.js';

/** The configured store: DATA_DIR/files by default, an S3-compatible bucket with STORAGE_DRIVER=s3. */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.STORAGE_DRIVER !== 's3') return createLocalStorage(path.join(config.dataDir, 'files'));
  // Loaded only when used: a single-instance install never loads the S3 SDK.
  const { createS3Storage } = await import('./s3-storage.js');
  return createS3Storage({
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
}
