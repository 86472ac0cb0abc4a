import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dataFileUrl, readDataFile } from './data-files.js';

/** `name  sha256` lines as `sha256sum` writes them. */
const recorded = () =>
  new Map(
    readDataFile('SHA256SUMS')
      .trim()
      .split('\n')
      .map((line) => {
        const [hash, name] = line.split(/\s+\*?/);
        return [name!, hash!] as const;
      }),
  );

describe('apps/server/generated', () => {
  it('holds each generated file as its generator wrote it (SHA256SUMS)', () => {
    const sums = recorded();
    const files = readdirSync(dataFileUrl('')).filter((name) => name !== 'SHA256SUMS' && name !== 'README.md');
    expect([...sums.keys()].sort()).toEqual(files.sort());
    for (const name of files) {
      const hash = createHash('sha256')
        .update(readFileSync(dataFileUrl(name)))
        .digest('hex');
      expect(hash, `${name}: edited by hand? Run its generator (generated/README.md)`).toBe(sums.get(name));
    }
  });
});
