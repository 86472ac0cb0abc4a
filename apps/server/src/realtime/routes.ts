import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { signedInCaller } from '../base/request-caller.js';
import type { Caller } from '@app/shared/roles';
import type { Realtime, RealtimeEvent } from './realtime.js';
import { streamStillValid } from './stream-still-valid.js';
import { clientGone } from '../base/client-gone.js';

const HEARTBEAT_MS = 25_000;

/**
 * Server-Sent Events for the signed-in user: changes of their account and events addressed to them.
 * Nothing of another account is ever written to the stream. A stream ends as soon as its session does
 * (signed out, password changed, member deactivated or deleted): the 'session.ended' event addressed to it is
 * its last, and every heartbeat checks the session again in case that event was lost.
 */
export function eventsRoutes(ctx: { realtime: Realtime; db: Db }) {
  return async (app: FastifyInstance) => {
    // The streams still open. They are ended before the server stops listening, which otherwise waits for
    // them (a browser never closes its stream); one hook for all, so closed streams are not kept in memory.
    const open = new Set<() => void>();
    app.addHook('preClose', async () => {
      for (const end of [...open]) end();
    });
    app.get('/', { schema: { tags: ['realtime'], hide: true } }, async (request, reply) => {
      const session = signedInCaller(request);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      // A check answered after the stream ended must not write to it.
      const write = (text: string) => !res.writableEnded && res.write(text);
      write('retry: 2000\n\n');
      const send = (event: RealtimeEvent) => {
        if (!isAddressedTo(event, session)) return;
        write(`event: ${event.type}\ndata: ${JSON.stringify({ type: event.type, ...(event.payload ?? {}) })}\n\n`);
        if (event.type === 'session.ended') end();
      };
      const unsubscribe = ctx.realtime.subscribe(send);
      const heartbeat = setInterval(() => {
        streamStillValid(ctx.db, session).then(
          (valid) => (valid ? write(': ping\n\n') : end()),
          () => write(': ping\n\n'),
        );
      }, HEARTBEAT_MS);
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
      };
      const end = () => {
        close();
        res.end();
      };
      open.add(end);
      request.raw.on('close', close);
      res.on('close', close);
      // A client that left while its session was checked closed before these listeners: nothing would end it.
      if (clientGone(request.raw)) close();
    });
  };
}

/** An account's events reach its members; a user's events reach that user's sessions, or only the ones it names. */
function isAddressedTo(event: RealtimeEvent, session: Pick<Caller, 'accountId' | 'userId' | 'sessionId'>): boolean {
  if ('accountId' in event) return event.accountId === session.accountId;
  // A visitor's conversation events go only to that visitor's own stream (features/handoff), never to members.
  if ('conversationId' in event) return false;
  if (event.userId !== session.userId) return false;
  if (event.type !== 'session.ended' || !event.payload) return true;
  const { sessionId, exceptSessionId } = event.payload;
  if (sessionId && sessionId !== session.sessionId) return false;
  return exceptSessionId !== session.sessionId;
}
