import { simpleParser, type ParsedMail } from 'mailparser';
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGE_MAX_CHARS } from '@app/shared/limits';
import type { AppContext } from '../../../app-context.js';
import { channelDeliveries, channelEmailMessages } from '../../../db/schema/channels.js';
import { newId } from '../../../db/ids.js';
import { open } from '../../../auth/secret-box.js';
import { PURPOSE, type ConnectionRow } from '../connections.js';
import { startAnswer, withinRateLimit } from '../receive-delivery.js';
import { loopReason, type SkipReason } from './loop-guard.js';
import { newMessageText } from './quoted-text.js';

/** Longest header kept (a References chain of a long thread): the first id, the thread's root, is what matters. */
const MAX_HEADER_CHARS = 4000;

export interface RecordedEmail {
  deliveryId: string;
  skipped: SkipReason | 'sender-limit' | null;
}

/**
 * One message read from the mailbox, recorded once: its Message-ID is the delivery's id on the channel, so the same
 * message read twice (two readers after a lease changed hands, a copy in the inbox) is answered once. A message the
 * loop guards refuse, or past the sender's hourly limit, is recorded answered and never answered. Null when it was
 * recorded before.
 */
export async function recordEmail(
  ctx: AppContext,
  { row, mailbox, source, uid, uidValidity }: { row: ConnectionRow; mailbox: string; source: Buffer; uid: number; uidValidity: number },
): Promise<RecordedEmail | null> {
  const mail = await simpleParser(source, { skipImageLinks: true, skipTextToHtml: true });
  const from = mail.from?.value[0]?.address?.trim().toLowerCase() ?? '';
  const messageId = mail.messageId?.trim() || `<uid-${uidValidity}-${uid}@${mailbox.split('@')[1] ?? 'mailbox'}>`;
  const ownKey = open(ctx.config.AUTH_SECRET, PURPOSE.webhook, row.webhookSecretSealed);
  const skipped: SkipReason | null = from ? loopReason(mail.headers, { from, mailbox, ownKey }) : 'noreply';
  const references = referencesOf(mail);
  const attachments = mail.attachments.length;
  const text = newMessageText(mail.text ?? '').slice(0, MESSAGE_MAX_CHARS);

  const deliveryId = newId();
  // The delivery and its e-mail in one statement (issue 49: one round trip, not four with BEGIN and COMMIT); a message
  // recorded before (same Message-ID on the connection) inserts neither.
  const { rows } = await ctx.db.execute<{ delivery_id: string }>(sql`
    with delivery as (
      insert into channel_deliveries (id, account_id, connection_id, external_id, sender_id, kind, text, answered_at)
      values (${deliveryId}, ${row.accountId}, ${row.id}, ${messageId.slice(0, 256)}, ${(from || 'unknown').slice(0, 254)},
        ${!text && attachments > 0 ? 'media' : 'text'}, ${text}, ${skipped ? sql`now()` : null})
      on conflict do nothing
      returning id
    )
    insert into channel_email_messages (delivery_id, account_id, connection_id, message_id, "references", thread_root, subject, attachments, skipped)
    select id, ${row.accountId}, ${row.id}, ${messageId.slice(0, 998)}, ${references.join(' ').slice(0, MAX_HEADER_CHARS)},
      ${(references[0] ?? messageId).slice(0, 998)}, ${(mail.subject ?? '').slice(0, 998)}, ${attachments}, ${skipped}
    from delivery
    returning delivery_id`);
  const inserted = rows.length > 0;
  if (!inserted) return null;
  if (skipped) {
    ctx.log.info({ connectionId: row.id, skipped }, 'e-mail not answered: loop or spam guard');
    return { deliveryId, skipped };
  }
  if (!(await withinRateLimit(ctx, row, from, 'emailSender'))) {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(channelDeliveries)
        .set({ answeredAt: new Date() })
        .where(and(eq(channelDeliveries.id, deliveryId), eq(channelDeliveries.accountId, row.accountId)));
      await tx
        .update(channelEmailMessages)
        .set({ skipped: 'sender-limit' })
        .where(and(eq(channelEmailMessages.deliveryId, deliveryId), eq(channelEmailMessages.accountId, row.accountId)));
    });
    return { deliveryId, skipped: 'sender-limit' };
  }
  await startAnswer(ctx, deliveryId);
  return { deliveryId, skipped: null };
}

/** The thread's message ids, oldest first: `References`, or else `In-Reply-To` (some clients send only that). */
function referencesOf(mail: ParsedMail): string[] {
  const refs = typeof mail.references === 'string' ? mail.references.split(/\s+/) : (mail.references ?? []);
  const ids = refs.map((r) => r.trim()).filter(Boolean);
  if (ids.length === 0 && mail.inReplyTo) ids.push(...mail.inReplyTo.trim().split(/\s+/).slice(0, 1));
  return ids;
}
