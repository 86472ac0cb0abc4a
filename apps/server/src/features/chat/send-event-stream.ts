import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ChatEvent } from '@app/shared/api/chat';

/**
 * Streams chat events as NDJSON (one JSON object per line) over the POST response. Chosen over SSE because
 * the request is a POST with a body (and maybe a file), which EventSource cannot send; fetch() reads it
 * line by line. Closing the connection aborts the model call.
 */
export function sendEventStream(reply: FastifyReply, run: (signal: AbortSignal) => AsyncGenerator<ChatEvent>) {
  const abort = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) abort.abort();
  });
  async function* lines() {
    for await (const event of run(abort.signal)) yield `${JSON.stringify(event)}\n`;
  }
  return reply
    .header('content-type', 'application/x-ndjson; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(Readable.from(lines()));
}
