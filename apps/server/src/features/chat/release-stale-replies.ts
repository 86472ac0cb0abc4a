import { and, eq, gt, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { messages } from '../../db/schema/chat.js';
import { serverInstances } from '../../db/schema/platform.js';
import { PRESUMED_DEAD_MS } from '../../instances/server-instance.js';
import { deleteRepliesAndRefund } from '../account/month-replies.js';

/** No answer streams longer than the provider timeout (120 s); anything reserved long before is orphaned. */
const STALE_AFTER_MS = 10 * 60_000;

/**
 * A server that died mid-answer leaves the reserved reply row behind, which would count toward the month (D4)
 * and sit empty in the conversation. Released once the instance that reserved it is no longer seen (ADR 0074),
 * or after ten minutes whoever reserved it. Across every account on purpose: it runs at start and then every
 * few seconds on every instance, not for a caller.
 */
export async function unsafeReleaseStaleReplies(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const alive = db
    .select({ one: sql`1` })
    .from(serverInstances)
    .where(and(eq(serverInstances.id, messages.reservedBy), gt(serverInstances.seenAt, new Date(now.getTime() - PRESUMED_DEAD_MS))));
  return deleteRepliesAndRefund(
    db,
    and(
      eq(messages.sender, 'agent'),
      isNull(messages.latencyMs),
      or(lt(messages.createdAt, new Date(now.getTime() - STALE_AFTER_MS)), and(isNotNull(messages.reservedBy), notExists(alive))),
    )!,
  );
}
