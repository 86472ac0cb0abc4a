import type { Storage } from '../storage/storage.js';

/** Whether the store holds `key`, whichever driver it is (local directory or S3). */
export const isStored = (storage: Storage, key: string): Promise<boolean> =>
  storage.size(key).then(
    () => true,
    () => false,
  );
