// Records a generated data file's checksum in apps/server/generated/SHA256SUMS (apps/server/generated/README.md).
import { createHash } from 'node:crypto';
import fs from 'node:fs';

const SUMS = new URL('../apps/server/generated/SHA256SUMS', import.meta.url);

/** Writes `contents` as apps/server/generated/NAME and its checksum beside the others'. */
export function writeDataFile(name, contents) {
  const file = new URL(`../apps/server/generated/${name}`, import.meta.url);
  fs.writeFileSync(file, contents);
  const sums = new Map(
    fs
      .readFileSync(SUMS, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => /** @type {[string, string]} */ (line.split(/\s+/).reverse())),
  );
  sums.set(name, createHash('sha256').update(contents).digest('hex'));
  const lines = [...sums].sort(([a], [b]) => (a < b ? -1 : 1)).map(([file, hash]) => `${hash}  ${file}`);
  fs.writeFileSync(SUMS, `${lines.join('\n')}\n`);
  return file;
}
