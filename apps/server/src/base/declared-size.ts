import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { AppError } from './errors.js';

/**
 * What a multipart body carries besides its file: boundaries, part headers and the few short fields of our forms.
 * A body declared longer than the file limit plus this cannot hold an acceptable file (ADR 0118).
 */
export const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

/**
 * Refuses an upload from its declared length (Content-Length), before a byte of it is read or stored, when that
 * length already passes `maxFileBytes`: the person reads the refusal at once instead of after sending it all.
 * Bodies sent without a length are still cut by the byte count while streaming.
 */
export function refuseDeclaredOver(request: FastifyRequest, maxFileBytes: number, refusal: () => AppError): void {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxFileBytes + MULTIPART_ENVELOPE_BYTES) throw refusal();
}

/**
 * A multipart file stream cut at the server's size limit does not end there: it waits, discarding, for the rest of
 * the body, so whoever reads it would wait for the whole upload. This fails it with `error()` at once instead.
 */
export function failAtSizeLimit(file: Readable, error: () => Error): void {
  file.once('limit', () => file.destroy(error()));
}

/** The error @fastify/multipart raises for a file over its limit; each route answers it with its own message. */
export const multipartFileTooLarge = () => Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
