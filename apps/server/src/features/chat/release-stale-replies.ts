import { and, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { messages } from '../../db/schema/chat.js';

/** No answer streams longer than the provider timeout (120 s); anything reserved long before is orphaned. */
const STALE_AFTER_MS = 10 * 60_000;

/**
 * A server that stopped mid-answer leaves the reserved reply row behind, which would count toward the
 * month (D4). Across every account on purpose: it runs at start and then hourly, not for a caller.
 */
export async function unsafeReleaseStaleReplies(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const released = await db
    .delete(messages)
    .where(and(eq(messages.sender, 'agent'), isNull(messages.latencyMs), lt(messages.createdAt, new Date(now.getTime() - STALE_AFTER_MS))))
    .returning({ id: messages.id });
  return released.length;
}
