import { sql } from 'drizzle-orm';
import { check, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A state column's CHECK (issue 50, ADR 0345): the database refuses any value outside the shared list the TypeScript
 * union is derived from. The name is `<table>_<column>_values`, so `states.test.ts` finds every one of them in
 * pg_constraint and compares its values with the list. The values are inlined (a CHECK takes no parameters); they are
 * the project's own constants, quoted anyway.
 */
export function oneOf(table: string, column: AnyPgColumn, values: readonly string[]) {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return check(`${table}_${column.name}_values`, sql`${column} in (${sql.raw(list)})`);
}
