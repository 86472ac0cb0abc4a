import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The current figures stay readable (issue 50): a cell says today's figure; its story goes to HISTORY.md. */
describe('bench/README.md', () => {
  it('has no table cell over 600 characters', () => {
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
    const long = readme
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .flatMap((line) => line.split('|').filter((cell) => cell.trim().length > 600))
      .map((cell) => `${cell.trim().slice(0, 60)}… (${cell.trim().length})`);
    expect(long).toEqual([]);
  });
});
