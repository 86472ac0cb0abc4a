/**
 * PostgreSQL array literals, passed as one parameter (`= any(${textArray(xs)}::text[])`, `unnest(…)`): drizzle's sql
 * template would spread a JavaScript array into a list of parameters.
 */
export function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

export function intArray(values: readonly number[]): string {
  return `{${values.map((v) => String(Math.trunc(v))).join(',')}}`;
}

export function boolArray(values: readonly boolean[]): string {
  return `{${values.map((v) => (v ? 't' : 'f')).join(',')}}`;
}

/** A tsquery matching any of `lexemes` as they are (already stemmed: the cast applies no dictionary). */
export function anyOf(lexemes: readonly string[]): string {
  return lexemes.map((l) => `'${l.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' | ');
}
