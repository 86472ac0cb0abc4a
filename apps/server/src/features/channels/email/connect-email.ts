import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { emailServerSchema, type EmailConnection, type EmailServerSettings } from '@app/shared/api/email-channel';
import { EMAIL_CHANNEL_MESSAGES } from '@app/shared/i18n/email-channel';
import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../../app-context.js';
import { channelEmailMailboxes } from '../../../db/schema/channels.js';
import { newId } from '../../../db/ids.js';
import { seal } from '../../../auth/secret-box.js';
import { requireAgent } from '../../agents/require-agent.js';
import { PURPOSE, replaceConnection, requireChannelsPlan } from '../connections.js';
import { defineConnect, type ChannelConnector } from '../channel-adapter.js';
import { checkMailbox } from './mail-servers.js';
import { lookForMailboxes } from './mailbox-readers.js';

/**
 * 'Prova connessione': logs in to the IMAP and SMTP servers with what the form holds, stores nothing. Same checks
 * (agent, role, plan) as saving: the form cannot be used to probe servers from an account that may not connect.
 */
export async function testEmailConnection(
  ctx: AppContext,
  { caller, agentId, input }: { caller: MemberCaller; agentId: string; input: EmailServerSettings },
): Promise<{ message: string }> {
  await requireAgent(ctx.db, caller, agentId, 'manage');
  await requireChannelsPlan(ctx.db, caller.accountId, EMAIL_CHANNEL_MESSAGES.planRequired);
  await checkMailbox(ctx.config, input, input.moveToFolder);
  return { message: EMAIL_CHANNEL_MESSAGES.connectionWorks };
}

/**
 * Connects the agent to the mailbox: both servers are checked first (nothing is stored otherwise), the password is
 * sealed, and the messages already in the inbox count as read (only new ones are answered). A reader starts at once.
 * Not a messaging app (no webhook, no adapter): only its connecting goes through the channels' one route.
 */
export const EMAIL_CONNECTOR: ChannelConnector = {
  kind: 'email',
  connect: defineConnect({
    schema: emailServerSchema,
    description: 'Checks both servers, seals the password and starts reading the mailbox; only new messages are answered.',
    planRequired: EMAIL_CHANNEL_MESSAGES.planRequired,
    save: async (ctx, { caller, agentId, input }) => {
      const inbox = await checkMailbox(ctx.config, input, input.moveToFolder);
      const secret = ctx.config.AUTH_SECRET;
      const id = newId();
      await replaceConnection(
        ctx,
        {
          id,
          accountId: caller.accountId,
          agentId,
          kind: 'email',
          tokenSealed: seal(secret, PURPOSE.token, input.password),
          tokenHint: '••••••••',
          // The key that signs the Message-ID of the mailbox's answers: one that comes back is never answered.
          webhookSecretSealed: seal(secret, PURPOSE.webhook, randomBytes(32).toString('base64url')),
          status: 'connected',
          verifiedAt: new Date(),
        },
        (tx) =>
          tx.insert(channelEmailMailboxes).values({
            connectionId: id,
            accountId: caller.accountId,
            address: input.address,
            imapHost: input.imapHost,
            imapPort: input.imapPort,
            imapTls: input.imapTls,
            smtpHost: input.smtpHost,
            smtpPort: input.smtpPort,
            smtpTls: input.smtpTls,
            username: input.username,
            moveToFolder: input.moveToFolder,
            uidValidity: inbox.uidValidity,
            lastUid: inbox.uidNext - 1,
          }),
      );
      await lookForMailboxes(ctx);
      return EMAIL_CHANNEL_MESSAGES.connected;
    },
    // The settings read back, never the password.
    view: async (ctx, row): Promise<EmailConnection | null> => {
      const [mailbox] = await ctx.db
        .select()
        .from(channelEmailMailboxes)
        .where(and(eq(channelEmailMailboxes.connectionId, row.id), eq(channelEmailMailboxes.accountId, row.accountId)));
      if (!mailbox) return null;
      return {
        status: row.status === 'connected' ? 'connected' : 'pending',
        address: mailbox.address,
        imapHost: mailbox.imapHost,
        imapPort: mailbox.imapPort,
        imapTls: mailbox.imapTls,
        smtpHost: mailbox.smtpHost,
        smtpPort: mailbox.smtpPort,
        smtpTls: mailbox.smtpTls,
        username: mailbox.username,
        moveToFolder: mailbox.moveToFolder,
        connectedAt: row.createdAt.toISOString(),
        unreachableSince: mailbox.unreachableSince?.toISOString() ?? null,
      };
    },
  }),
};
