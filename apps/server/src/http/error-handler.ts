import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { FileTooLargeError } from '../storage/storage.js';
import { AppError, MESSAGES, RateLimitedError } from '../base/errors.js';
import { lingerAfterAnswer } from './linger.js';
import { clientGone } from '../base/client-gone.js';
import { isDependencyUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from './unavailable.js';
import { localizeVisitorError } from './visitor-errors.js';

interface ErrorBody {
  message: string;
  code: string;
  fieldErrors?: Record<string, string[]>;
  /** The request's id (also in its X-Request-Id header and log lines): what a person quotes to support. */
  requestId?: string;
}

/** Fastify's own refusals of a body it cannot read, in the words a client reads. */
const BODY_REFUSALS: Record<string, ErrorBody> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: MESSAGES.emptyJsonBody, code: 'EMPTY_BODY' },
  FST_ERR_CTP_INVALID_JSON_BODY: { message: MESSAGES.invalidJsonBody, code: 'INVALID_JSON' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { message: MESSAGES.unsupportedMediaType, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { message: MESSAGES.unsupportedMediaType, code: 'UNSUPPORTED_MEDIA_TYPE' },
};

/**
 * Every failure leaves as JSON with an Italian message (a visitor's validation 400 and 429 in the visitor's language);
 * no stack trace ever reaches a client. Validation failures arrive as AppErrors from `validation.ts`.
 */
export function registerErrorHandler(app: FastifyInstance, onRateLimited?: (route: string) => void): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body: italian } = toResponse(error);
    // A visitor's malformed request or rate limit in the visitor's language (issue 48, ADR 0300).
    const body = localizeVisitorError(request, status, italian);
    if (status === 503) {
      // Expected while a dependency restarts: one short line per request, no stack (ADR 0161).
      void reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      request.log.warn({ err: error.message, code: (error as { code?: string }).code }, 'dependency unavailable');
    } else if (clientLeft(error, request.raw)) {
      // A visitor who closed the tab before the first byte of a streamed answer: nobody to answer, nothing broken.
      request.log.info({ code: error.code }, 'client left before the answer');
    } else if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    else request.log.debug({ err: error.message, code: body.code }, 'request refused');
    if (error instanceof RateLimitedError) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
      onRateLimited?.(request.routeOptions.url ?? 'unmatched');
    }
    // A refusal before the body was read (an upload over its limit): the connection closes after the answer, so
    // the client reads it at once instead of sending the rest into a socket nobody reads (ADR 0118); it lingers,
    // reading on for a bounded while, so that closing cannot destroy the answer (ADR 0140).
    if (!request.raw.complete) {
      void reply.header('connection', 'close');
      lingerAfterAnswer(request.raw);
    }
    // Every answer has the request id in its X-Request-Id header, and every error answer in its body too, what a
    // person copies to support (ADR 0144, ADR 0163).
    void reply.status(status).send({ ...body, requestId: request.id });
  });
}

/** A streamed answer cut because its connection closed: the client went away, the server did not fail. */
const clientLeft = (error: FastifyError, raw: FastifyRequest['raw']) => error.code === 'ERR_STREAM_PREMATURE_CLOSE' && clientGone(raw);

function toResponse(error: FastifyError): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: { message: error.message, code: error.code, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) },
    };
  }
  // A feature that stores a file says which limit it passed; this is the fallback for one that does not.
  if (error instanceof FileTooLargeError) return { status: 413, body: { message: MESSAGES.tooLarge, code: 'PAYLOAD_TOO_LARGE' } };
  if (isDependencyUnavailable(error)) return { status: 503, body: { message: MESSAGES.unavailable, code: 'SERVICE_UNAVAILABLE' } };
  if (isResponseSerializationError(error)) return { status: 500, body: { message: MESSAGES.internal, code: 'INTERNAL_ERROR' } };
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
    return { status: 413, body: { message: MESSAGES.tooLarge, code: 'PAYLOAD_TOO_LARGE' } };
  }
  if (status === 429) return { status: 429, body: { message: MESSAGES.tooMany, code: 'RATE_LIMITED' } };
  const refusal = BODY_REFUSALS[error.code];
  if (refusal) return { status: status === 406 ? 415 : status, body: refusal };
  if (status === 415) return { status: 415, body: { message: MESSAGES.unsupportedMediaType, code: 'UNSUPPORTED_MEDIA_TYPE' } };
  if (status >= 400 && status < 500) return { status, body: { message: MESSAGES.badRequest, code: error.code ?? 'BAD_REQUEST' } };
  return { status: 500, body: { message: MESSAGES.internal, code: 'INTERNAL_ERROR' } };
}
