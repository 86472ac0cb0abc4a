import { readFileSync } from 'node:fs';

/**
 * A generated data file of `apps/server/generated/` (issue 50: data, not TypeScript modules of hundreds of kilobytes).
 * `src/base/` and `dist/base/` both sit two folders below `apps/server`, so the same path serves the source and the
 * build. Each file is written by its generator, which also records its checksum in `generated/SHA256SUMS`.
 */
export function dataFileUrl(name: string): URL {
  return new URL(`../../generated/${name}`, import.meta.url);
}

export function readDataFile(name: string): string {
  return readFileSync(dataFileUrl(name), 'utf8');
}
