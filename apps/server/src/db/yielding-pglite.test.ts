import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { YieldingPGlite } from './yielding-pglite.js';

/** Runs `count` statements one after the other, and says whether a callback queued on the loop ran before the end. */
async function loopRanDuring(db: PGlite, count: number) {
  let ran = false;
  setImmediate(() => {
    ran = true;
  });
  for (let i = 0; i < count; i += 1) await db.query('select $1::int as n', [i]);
  return ran;
}

describe('YieldingPGlite (ADR 0079)', () => {
  let plain: PGlite;
  let yielding: YieldingPGlite;
  beforeAll(async () => {
    [plain, yielding] = [new PGlite(), new YieldingPGlite()];
    await Promise.all([plain.waitReady, yielding.waitReady]);
    await yielding.exec('create table items (id int primary key)');
  });
  afterAll(async () => {
    await Promise.all([plain.close(), yielding.close()]);
  });

  it('lets the event loop run between statements, where plain PGlite holds it until the chain ends', async () => {
    expect(await loopRanDuring(plain, 20)).toBe(false);
    expect(await loopRanDuring(yielding, 20)).toBe(true);
  });

  it('keeps other statements out of an open transaction while the loop runs', async () => {
    const seen: number[] = [];
    const transaction = yielding.transaction(async (tx) => {
      await tx.query('insert into items values (1)');
      // Another caller asks while the transaction is open: the loop turn must not let it in between these inserts.
      setImmediate(() => {
        void yielding.query<{ n: number }>('select count(*)::int as n from items').then(({ rows }) => seen.push(rows[0]!.n));
      });
      await tx.query('insert into items values (2)');
      await tx.query('insert into items values (3)');
    });
    await transaction;
    await yielding.query('select 1');
    expect(seen).toEqual([3]);
  });

  it('answers and fails like PGlite', async () => {
    expect((await yielding.query<{ n: number }>('select 41 + $1::int as n', [1])).rows).toEqual([{ n: 42 }]);
    await expect(yielding.query('select * from missing_table')).rejects.toThrow(/missing_table/);
    expect((await yielding.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
  });
});
