import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * What the migration of a new kind does (a knowledge source, a channel: ADR 0345): the column's CHECK takes one more
 * value. Here in a test's own database only, for a kind the test registers and the product never names.
 */
export async function widenStateCheck(db: Db, table: string, column: string, values: readonly string[]): Promise<void> {
  const name = `${table}_${column}_values`;
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  await db.execute(sql.raw(`alter table ${table} drop constraint ${name}, add constraint ${name} check (${column} in (${list}))`));
}
