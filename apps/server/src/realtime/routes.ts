import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { signedInCaller } from '../http/scopes.js';
import type { RealtimeEvent } from './realtime.js';

const HEARTBEAT_MS = 25_000;

/**
 * Server-Sent Events for the signed-in user: changes of their account and events addressed to them.
 * Nothing of another account is ever written to the stream.
 */
export function eventsRoutes(ctx: AppContext) {
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
      res.write('retry: 2000\n\n');
      const send = (event: RealtimeEvent) => {
        const forAccount = event.accountId && event.accountId === session.accountId;
        const forUser = event.userId && event.userId === session.userId;
        if (!forAccount && !forUser) return;
        if (event.type === 'session.ended' && event.payload?.sessionId && event.payload.sessionId !== session.sessionId) return;
        if (event.type === 'session.ended' && event.payload?.exceptSessionId === session.sessionId) return;
        res.write(`event: ${event.type}\ndata: ${JSON.stringify({ type: event.type, ...(event.payload ?? {}) })}\n\n`);
      };
      const unsubscribe = ctx.realtime.subscribe(send);
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      const close = () => {
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
    });
  };
}
