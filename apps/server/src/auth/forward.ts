import type { FastifyReply } from 'fastify';
import { APIError } from 'better-auth/api';
import { AppError } from '../base/errors.js';

/** Copies better-auth's Set-Cookie headers onto our reply. */
export function forwardAuthHeaders(reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) void reply.header('set-cookie', cookies);
}

/** better-auth refused a deactivated member's session (its hook): a type, so a caller can go on without comparing codes. */
export class AccountDeactivated extends AppError {
  constructor(message: string) {
    super(403, 'ACCOUNT_DEACTIVATED', message);
  }
}

/** Maps better-auth's errors to our Italian messages; unknown ones stay unexpected (500). */
export function translateAuthError(err: unknown, messages: Record<string, AppError>): never {
  if (err instanceof APIError) {
    const code = String((err.body as { code?: string } | undefined)?.code ?? '');
    const mapped = messages[code];
    if (mapped) throw mapped;
    if (code === 'ACCOUNT_DEACTIVATED') throw new AccountDeactivated(err.message);
  }
  throw err;
}
