import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ChatEvent } from '@app/shared/api/chat';
import type { TurnStream } from '../chat/run-turn.js';

/**
 * A chat turn as Server-Sent Events (`event: start|delta|done|error`, `data: <json>`), for /api/v1 clients that read
 * text/event-stream. Closing the connection aborts the model call, as in the web chat's NDJSON stream.
 */
export function sendSse(reply: FastifyReply, run: TurnStream) {
  const abort = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) abort.abort();
  });
  async function* frames() {
    // /api/v1 makes no hand-off request (turn-policy.ts): its events are the chat's.
    for await (const event of run(abort.signal))
      if (event.type !== 'person-requested') yield `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
  }
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(Readable.from(frames()));
}

/** The whole answer of a turn, for clients that asked for JSON. */
export async function collectTurn(run: TurnStream) {
  let last: ChatEvent | undefined;
  let conversationId = '';
  for await (const event of run(new AbortController().signal)) {
    if (event.type === 'start') conversationId = event.conversationId;
    if (event.type === 'done' || event.type === 'error') last = event;
  }
  return { conversationId, last };
}
