import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { handoffRequests } from '../../db/schema/handoff.js';
import type { RealtimeEvent } from '../../realtime/realtime.js';
import { clientGone } from '../../base/client-gone.js';

const HEARTBEAT_MS = 20_000;
/** A reply is live only while the visitor's stream renewed its presence this recently (several instances: in the row). */
export const ONLINE_WINDOW_MS = 45_000;

/** The visitor is in the chat for the next window (the stream renews it). */
export const markOnline = (ctx: AppContext, accountId: string, conversationId: string, until: Date) =>
  ctx.db
    .update(handoffRequests)
    .set({ visitorOnlineUntil: until })
    .where(and(eq(handoffRequests.conversationId, conversationId), eq(handoffRequests.accountId, accountId)))
    .then(
      () => undefined,
      (err: unknown) => ctx.log.warn({ err }, 'visitor presence not stored'),
    );

/**
 * The visitor's live stream of one conversation (SSE): the team's replies and the hand-off state, nothing else. The
 * caller has checked that the conversation is the visitor's own (its secret visitor id). While it is open the
 * conversation's request records the visitor as present, so replies are not also e-mailed.
 */
export async function openVisitorStream(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  conv: { accountId: string; conversationId: string },
  streams: Set<() => void>,
) {
  // Presence writes run in order, so the last one wins: a visitor who leaves while the first is stored ends absent.
  let writes = Promise.resolve();
  const mark = (until: Date) => (writes = writes.then(() => markOnline(ctx, conv.accountId, conv.conversationId, until)));
  const present = () => mark(new Date(Date.now() + ONLINE_WINDOW_MS));
  const res = reply.raw;
  let stopLive = () => {};
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    stopLive();
    streams.delete(end);
    void mark(new Date());
  };
  const end = () => {
    close();
    res.end();
  };
  // Listened for before anything is awaited: a visitor who closes the chat while the stream opens must not stay
  // present for a whole window (their reply would not be e-mailed). One who had already gone is caught just below.
  request.raw.on('close', close);
  res.on('close', close);
  // Present before the first byte: a reply sent once the visitor sees the stream open is live, not e-mailed.
  await present();
  reply.hijack();
  if (closed || clientGone(request.raw)) {
    close();
    res.end();
    return;
  }
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const write = (text: string) => !res.writableEnded && res.write(text);
  write('retry: 2000\n\n');
  const send = (event: RealtimeEvent) => {
    if (!('conversationId' in event) || event.conversationId !== conv.conversationId) return;
    if (event.type === 'visitor.message')
      write(`event: message\ndata: ${JSON.stringify({ type: 'message', message: event.payload.message })}\n\n`);
    else if (event.type === 'visitor.handoff')
      write(`event: status\ndata: ${JSON.stringify({ type: 'status', status: event.payload.status })}\n\n`);
  };
  const unsubscribe = ctx.realtime.subscribe(send);
  const heartbeat = setInterval(() => {
    write(': ping\n\n');
    void present();
  }, HEARTBEAT_MS);
  stopLive = () => {
    clearInterval(heartbeat);
    unsubscribe();
  };
  streams.add(end);
}
