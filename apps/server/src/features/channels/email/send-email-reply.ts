import { and, desc, eq } from 'drizzle-orm';
import { visitorCopy } from '@app/shared/i18n/visitor/index';
import { isVisitorLanguage, type VisitorLanguage } from '@app/shared/visitor-language';
import type { AppContext } from '../../../app-context.js';
import { channelDeliveries, channelEmailMailboxes, channelEmailMessages } from '../../../db/schema/channels.js';
import { conversations, messages } from '../../../db/schema/chat.js';
import { newId } from '../../../db/ids.js';
import { open } from '../../../auth/secret-box.js';
import { PURPOSE, type ConnectionRow } from '../connections.js';
import { resolveMailServer, smtpTransport } from './mail-servers.js';
import { ownMessageId } from './loop-guard.js';

type EmailRow = typeof channelEmailMessages.$inferSelect;

/**
 * The agent's answer to one delivered e-mail: from the mailbox's address, in the thread (`In-Reply-To` the message,
 * `References` its chain and it), plain text and HTML, marked `Auto-Submitted: auto-replied` (RFC 3834) so that other
 * responders do not answer it. A message with attachments gets a sentence saying they were not opened.
 */
export async function sendEmailAnswer(ctx: AppContext, connection: ConnectionRow, deliveryId: string, text: string): Promise<void> {
  // The e-mail, its sender, the mailbox and the conversation's language (issue 48) in one statement (issue 49).
  const [row] = await ctx.db
    .select({
      email: channelEmailMessages,
      to: channelDeliveries.senderId,
      kind: channelDeliveries.kind,
      mailbox: channelEmailMailboxes,
      language: conversations.language,
    })
    .from(channelEmailMessages)
    .innerJoin(channelDeliveries, eq(channelDeliveries.id, channelEmailMessages.deliveryId))
    .innerJoin(
      channelEmailMailboxes,
      and(
        eq(channelEmailMailboxes.connectionId, channelEmailMessages.connectionId),
        eq(channelEmailMailboxes.accountId, connection.accountId),
      ),
    )
    // The language of the conversation the e-mail was answered in: Italian when it has none.
    .leftJoin(messages, and(eq(messages.clientMessageId, channelEmailMessages.deliveryId), eq(messages.accountId, connection.accountId)))
    .leftJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(channelEmailMessages.deliveryId, deliveryId),
        eq(channelEmailMessages.accountId, connection.accountId),
        eq(channelEmailMessages.connectionId, connection.id),
      ),
    )
    .limit(1);
  if (!row) return;
  const language = isVisitorLanguage(row.language) ? row.language : 'it';
  const said = visitorCopy(language).emailChannel;
  const body = row.email.attachments > 0 && row.kind === 'text' ? `${text}\n\n${said.attachmentsNotOpened}` : text;
  await sendFromMailbox(ctx, connection, row.mailbox, { to: row.to, email: row.email, text: body, automatic: true, language });
}

/**
 * A person's reply from 'Richieste' on a conversation that came by e-mail: to the last message of its thread, from
 * the mailbox, without `Auto-Submitted` (a person wrote it). Null when the conversation has no e-mail to answer.
 */
export async function emailTeamReplyTarget(ctx: AppContext, connection: ConnectionRow, conversationId: string) {
  const [row] = await ctx.db
    .select({ email: channelEmailMessages, to: channelDeliveries.senderId, language: conversations.language })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(channelEmailMessages, eq(channelEmailMessages.deliveryId, messages.clientMessageId))
    .innerJoin(channelDeliveries, eq(channelDeliveries.id, channelEmailMessages.deliveryId))
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.accountId, connection.accountId),
        eq(channelEmailMessages.connectionId, connection.id),
      ),
    )
    .orderBy(desc(channelEmailMessages.createdAt))
    .limit(1);
  if (!row) return null;
  const language = isVisitorLanguage(row.language) ? row.language : 'it';
  return { send: (text: string) => sendInThread(ctx, connection, { to: row.to, email: row.email, text, automatic: false, language }) };
}

async function sendInThread(ctx: AppContext, connection: ConnectionRow, reply: Reply): Promise<void> {
  const [mailbox] = await ctx.db
    .select()
    .from(channelEmailMailboxes)
    .where(and(eq(channelEmailMailboxes.connectionId, connection.id), eq(channelEmailMailboxes.accountId, connection.accountId)));
  if (mailbox) await sendFromMailbox(ctx, connection, mailbox, reply);
}

interface Reply {
  to: string;
  email: EmailRow;
  text: string;
  automatic: boolean;
  language: VisitorLanguage;
}

async function sendFromMailbox(
  ctx: AppContext,
  connection: ConnectionRow,
  mailbox: typeof channelEmailMailboxes.$inferSelect,
  { to, email, text, automatic, language }: Reply,
): Promise<void> {
  const password = open(ctx.config.AUTH_SECRET, PURPOSE.token, connection.tokenSealed);
  const ownKey = open(ctx.config.AUTH_SECRET, PURPOSE.webhook, connection.webhookSecretSealed);
  const domain = mailbox.address.split('@')[1] ?? 'localhost';
  const server = await resolveMailServer(ctx.config, mailbox.smtpHost, mailbox.smtpPort, 'smtp');
  const transport = smtpTransport({ ...mailbox, password }, server);
  const subject = email.subject.trim() || visitorCopy(language).emailChannel.defaultSubject;
  try {
    await transport.sendMail({
      from: mailbox.address,
      to,
      subject: /^(re|r|aw|sv):/i.test(subject) ? subject : `Re: ${subject}`,
      messageId: ownMessageId(newId(), ownKey, domain),
      inReplyTo: email.messageId,
      references: [...email.references.split(/\s+/).filter(Boolean), email.messageId],
      text,
      html: toHtml(text),
      headers: automatic ? { 'Auto-Submitted': 'auto-replied' } : {},
    });
  } finally {
    transport.close();
  }
}

/** The whole answer to an e-mail with nothing to answer (only attachments, or no text at all), in the sender's language. */
export const emailWithoutQuestion = (kind: string, language: VisitorLanguage = 'it') =>
  kind === 'media' ? visitorCopy(language).emailChannel.onlyAttachments : visitorCopy(language).emailChannel.emptyMessage;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The same text as HTML: paragraphs on blank lines, line breaks kept, links clickable. */
export function toHtml(text: string): string {
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map(
      (p) =>
        `<p>${escapeHtml(p)
          .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
          .replace(/\n/g, '<br>')}</p>`,
    );
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${paragraphs.join('')}</body></html>`;
}
