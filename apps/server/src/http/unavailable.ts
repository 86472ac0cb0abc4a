/**
 * A dependency that cannot be reached right now (the database restarting, the file storage or another service
 * down): the request could succeed in a moment, so it answers 503 with an Italian message and Retry-After, never a
 * 500 (ADR 0161). Recognised by the error codes Node, node-postgres and the AWS SDK report, wherever a library nested
 * them (`cause`, an AggregateError's `errors`).
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
/** PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections; class 08 is connection exceptions. */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres and pg-pool say these in words only. */
const CONNECTION_WORDS =
  /Connection terminated|Client has encountered a connection error|not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end/i;

export function isDependencyUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === 'string' && CONNECTION_WORDS.test(message)) return true;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...(errors as unknown[]));
  }
  return false;
}

/** Seconds a client is told to wait before trying again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
