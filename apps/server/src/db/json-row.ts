import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A table's row read as JSON (`row_to_json` of a statement drizzle did not build) turned into the row drizzle would
 * have returned: keys by property name, each value through its column's own mapping (a timestamp becomes a Date).
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
