import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { TurnStream } from './run-turn.js';

/**
 * Streams chat events as NDJSON (one JSON object per line) over the POST response. Chosen over SSE because
 * the request is a POST with a body (and maybe a file), which EventSource cannot send; fetch() reads it
 * line by line. Closing the connection aborts the model call.
 */
export function sendEventStream(reply: FastifyReply, run: TurnStream) {
  const abort = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) abort.abort();
  });
  async function* lines() {
    // A request made for a messaging app's sender (TurnEvent) never arises in a browser's chat (turn-policy.ts).
    for await (const event of run(abort.signal)) if (event.type !== 'person-requested') yield `${JSON.stringify(event)}\n`;
  }
  return reply
    .header('content-type', 'application/x-ndjson; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(Readable.from(lines()));
}
