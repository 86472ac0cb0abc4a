/** Whether `err`, or an error it was caused by (the driver's, wrapped by the ORM), carries this PostgreSQL code. */
export function hasPostgresCode(err: unknown, code: string): boolean {
  const seen = new Set<unknown>();
  let current: unknown = err;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: string }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL unique_violation (23505), wherever the driver or ORM nested it. */
export const isUniqueViolation = (err: unknown): boolean => hasPostgresCode(err, '23505');

/** PostgreSQL foreign_key_violation (23503): the row referred to is gone. */
export const isForeignKeyViolation = (err: unknown): boolean => hasPostgresCode(err, '23503');

/** PostgreSQL check_violation (23514): a row broke a table's CHECK (a booking cell over its capacity). */
export const isCheckViolation = (err: unknown): boolean => hasPostgresCode(err, '23514');
