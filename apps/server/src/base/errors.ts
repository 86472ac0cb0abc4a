import { MESSAGES } from '@app/shared/i18n/common';

/** The catalogue shared with the web app: a message the user reads is written once. */
export { MESSAGES };

/** An expected failure with its HTTP status and the Italian message the user reads. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A 429 of a rate limit: the client may try again after `retryAfterSeconds` (sent as Retry-After). */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    public readonly retryAfterSeconds: number,
    /** The window's figures, for the `RateLimit-*` headers where a route sends them (/api/v1). */
    public readonly state?: { limit: number; remaining: number; resetSeconds: number; windowSeconds: number },
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}

export const badRequest = (message: string = MESSAGES.badRequest, code = 'BAD_REQUEST', fieldErrors?: Record<string, string[]>) =>
  new AppError(400, code, message, fieldErrors);
export const unauthorized = (message: string = MESSAGES.unauthenticated, code = 'UNAUTHENTICATED') => new AppError(401, code, message);
export const forbidden = (message: string = MESSAGES.forbidden, code = 'FORBIDDEN') => new AppError(403, code, message);
export const notFound = (message: string = MESSAGES.notFound, code = 'NOT_FOUND') => new AppError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
export const payloadTooLarge = (message: string = MESSAGES.tooLarge, code = 'PAYLOAD_TOO_LARGE') => new AppError(413, code, message);
export const tooManyRequests = (message: string = MESSAGES.tooMany, code = 'RATE_LIMITED') => new AppError(429, code, message);
