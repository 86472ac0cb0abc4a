import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from '@app/shared/api/integrations';

/** A new token: 32 random bytes after a recognisable prefix (secret scanners find `agt_` in leaked code). */
export function newTokenValue(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * The stored form. A plain SHA-256 is enough: the value has 256 bits of entropy, so no dictionary applies, and the
 * lookup on every API request stays one indexed read (ADR 0080).
 */
export function hashTokenValue(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** What a list shows of a token: its prefix and the first characters of the random part. */
export const displayPrefix = (value: string) => `${value.slice(0, API_TOKEN_PREFIX.length + 6)}…`;
