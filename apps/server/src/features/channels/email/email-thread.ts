import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';

/**
 * The conversation of the delivered e-mail's thread (each thread is one conversation): the one an earlier message of
 * the same thread (the same first reference) was answered in; none for a new thread, even from the same sender.
 */
export async function emailThreadConversation(
  ctx: AppContext,
  { deliveryId, accountId }: { deliveryId: string; accountId: string },
): Promise<string | undefined> {
  const { rows } = await ctx.db.execute<{ conversation_id: string }>(sql`
    select m.conversation_id from channel_email_messages e
    join channel_email_messages prior on prior.connection_id = e.connection_id and prior.thread_root = e.thread_root
      and prior.delivery_id <> e.delivery_id and prior.account_id = e.account_id
    join messages m on m.client_message_id = prior.delivery_id and m.account_id = e.account_id
    join conversations c on c.id = m.conversation_id and c.account_id = e.account_id
    where e.delivery_id = ${deliveryId} and e.account_id = ${accountId}
    order by m.created_at desc limit 1`);
  return rows[0]?.conversation_id;
}
