import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { channelConnections, channelEmailMailboxes } from '../../../db/schema/channels.js';
import { open } from '../../../auth/secret-box.js';
import { PURPOSE } from '../connections.js';
import { onForgetConnection } from '../connection-cache.js';
import { readMailbox, type MailboxReader } from './read-mailbox.js';

/**
 * Which instance reads which mailbox (ADR 0270): a lease in the mailbox's row, taken when free or lapsed and renewed
 * while this instance lives. Several instances: one reads a mailbox at a time; one that dies frees its mailboxes
 * within LEASE_SECONDS, and another takes them at its next look.
 */
export const LEASE_SECONDS = 60;
const LOOK_EVERY_MS = 20_000;

interface Readers {
  running: Map<string, MailboxReader>;
  timer: NodeJS.Timeout | undefined;
  closing: boolean;
  /** The look in progress: a second one waits for it (connecting a mailbox asks for one at once). */
  looking: Promise<void> | undefined;
}

const all = new WeakMap<AppContext, Readers>();

/** Registered at start (bootstrap): looks at once, then every 20 seconds; on close, stops the readers and frees the leases. */
export function startMailboxReaders(ctx: AppContext): void {
  const readers: Readers = { running: new Map(), timer: undefined, closing: false, looking: undefined };
  all.set(ctx, readers);
  readers.timer = setInterval(() => void lookForMailboxes(ctx), LOOK_EVERY_MS);
  readers.timer.unref();
  ctx.onClose.unshift(async () => {
    readers.closing = true;
    clearInterval(readers.timer);
    await readers.looking?.catch(() => undefined);
    await Promise.allSettled([...readers.running.values()].map((r) => r.stop()));
    readers.running.clear();
    await ctx.db
      .update(channelEmailMailboxes)
      .set({ readerId: null, readerUntil: null })
      .where(eq(channelEmailMailboxes.readerId, ctx.instanceId))
      .catch(() => undefined);
  });
  // A mailbox disconnected or replaced in this instance: its reader stops at once, not at the next look.
  onForgetConnection(ctx, (id) => void stopMailboxReader(ctx, id));
  void lookForMailboxes(ctx);
}

/** Takes the free mailboxes, renews this instance's, starts a reader for each new one and stops those it lost. */
export function lookForMailboxes(ctx: AppContext): Promise<void> {
  const readers = all.get(ctx);
  if (!readers || readers.closing) return Promise.resolve();
  const next = (readers.looking ?? Promise.resolve()).then(() => look(ctx, readers));
  readers.looking = next.catch((err: unknown) => ctx.log.warn({ err }, 'e-mail mailboxes: look failed'));
  return readers.looking;
}

async function look(ctx: AppContext, readers: Readers): Promise<void> {
  if (readers.closing) return;
  // Every mailbox of every account: the readers are the product's, not a member's (hence `unsafe`).
  const held = await unsafeTakeLeases(ctx);
  const heldIds = new Set(held.map((h) => h.connectionId));
  for (const [id, reader] of readers.running) {
    if (!heldIds.has(id) || reader.failed()) {
      readers.running.delete(id);
      await reader.stop();
    }
  }
  for (const row of held) {
    if (readers.running.has(row.connectionId) || readers.closing) continue;
    const password = open(ctx.config.AUTH_SECRET, PURPOSE.token, row.tokenSealed);
    readers.running.set(
      row.connectionId,
      readMailbox(ctx, {
        connectionId: row.connectionId,
        accountId: row.accountId,
        password,
        stillHeld: () => stillHeld(ctx, row.connectionId),
      }),
    );
  }
}

function unsafeTakeLeases(ctx: AppContext) {
  const m = channelEmailMailboxes;
  return ctx.db
    .update(m)
    .set({ readerId: ctx.instanceId, readerUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .from(channelConnections)
    .where(
      and(
        eq(channelConnections.id, m.connectionId),
        eq(channelConnections.accountId, m.accountId),
        or(eq(m.readerId, ctx.instanceId), isNull(m.readerUntil), lt(m.readerUntil, sql`now()`)),
      ),
    )
    .returning({ connectionId: m.connectionId, accountId: m.accountId, tokenSealed: channelConnections.tokenSealed });
}

/** Whether this instance still holds the mailbox (a reader checks before it records what it read). */
async function stillHeld(ctx: AppContext, connectionId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ readerId: channelEmailMailboxes.readerId })
    .from(channelEmailMailboxes)
    .where(
      and(
        eq(channelEmailMailboxes.connectionId, connectionId),
        eq(channelEmailMailboxes.readerId, ctx.instanceId),
        sql`${channelEmailMailboxes.readerUntil} > now()`,
      ),
    );
  return Boolean(row);
}

async function stopMailboxReader(ctx: AppContext, connectionId: string): Promise<void> {
  const readers = all.get(ctx);
  const reader = readers?.running.get(connectionId);
  if (!readers || !reader) return;
  readers.running.delete(connectionId);
  await reader.stop();
}
