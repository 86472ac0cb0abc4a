import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CHANNEL_MESSAGES } from '@app/shared/i18n/channels';
import { type AgentChannels, type MetaConnection } from '@app/shared/api/channels';
import type { MetaChannel } from '@app/shared/channels';
import { mayUseMessagingChannels } from '@app/shared/plans';
import type { MessagingChannel } from '@app/shared/api/analytics';
import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { channelConnections, channelEmailMailboxes } from '../../db/schema/channels.js';
import { open } from '../../auth/secret-box.js';
import { forbidden } from '../../base/errors.js';
import { requireAgent } from '../agents/require-agent.js';
import { getAccountPlan, requireActivePlan } from '../account/plan-state.js';
import { CHANNEL_TOKEN_PURPOSE } from '../../net/telegram-webhooks.js';
import { forgetConnection } from './connection-cache.js';

/** Each secret under its own key (secret-box purposes): one leaked key opens nothing else. */
export const PURPOSE = {
  token: CHANNEL_TOKEN_PURPOSE,
  appSecret: 'channels/app-secret',
  webhook: 'channels/webhook-secret',
} as const;

export type ConnectionRow = typeof channelConnections.$inferSelect;

/** What the page shows of a token: its last four characters. */
export const hintOf = (token: string) => `••••${token.slice(-4)}`;

/** The token Meta's handshake must bring back (WhatsApp, Messenger, Instagram): generated, pasted into Meta's app. */
export const newVerifyToken = () => `vt_${randomBytes(24).toString('base64url')}`;

export const webhookUrl = (ctx: Pick<AppContext, 'config'>, kind: MessagingChannel, connectionId: string) =>
  `${ctx.config.APP_URL}/api/channels/${kind}/${connectionId}/webhook`;

/** D18, D20: the channels on Pro and Avanzato; an ended plan answers 402 like every blocked action (D4). */
export async function requireChannelsPlan(db: DbOrTx, accountId: string, refusal: string = CHANNEL_MESSAGES.planRequired) {
  const plan = await requireActivePlan(db, accountId);
  if (!mayUseMessagingChannels(plan)) throw forbidden(refusal, 'CHANNELS_PLAN_REQUIRED');
  return plan;
}

export async function getAgentChannels(
  ctx: AppContext,
  { caller, agentId }: { caller: MemberCaller; agentId: string },
): Promise<AgentChannels> {
  await requireAgent(ctx.db, caller, agentId, 'manage');
  return channelsView(ctx, caller.accountId, agentId);
}

export async function channelsView(ctx: AppContext, accountId: string, agentId: string): Promise<AgentChannels> {
  const rows = await ctx.db
    .select()
    .from(channelConnections)
    .where(and(eq(channelConnections.accountId, accountId), eq(channelConnections.agentId, agentId)));
  const { plan } = await getAccountPlan(ctx.db, accountId);
  const whatsapp = rows.find((r) => r.kind === 'whatsapp');
  const telegram = rows.find((r) => r.kind === 'telegram');
  const email = rows.find((r) => r.kind === 'email');
  const [mailbox] = email
    ? await ctx.db
        .select()
        .from(channelEmailMailboxes)
        .where(and(eq(channelEmailMailboxes.connectionId, email.id), eq(channelEmailMailboxes.accountId, accountId)))
    : [];
  return {
    available: mayUseMessagingChannels(plan),
    whatsapp: whatsapp
      ? {
          status: whatsapp.status === 'connected' ? 'connected' : 'pending',
          phoneNumberId: whatsapp.phoneNumberId ?? '',
          tokenHint: whatsapp.tokenHint,
          webhookUrl: webhookUrl(ctx, 'whatsapp', whatsapp.id),
          verifyToken: open(ctx.config.AUTH_SECRET, PURPOSE.webhook, whatsapp.webhookSecretSealed),
          verifiedAt: whatsapp.verifiedAt?.toISOString() ?? null,
          connectedAt: whatsapp.createdAt.toISOString(),
        }
      : null,
    telegram: telegram
      ? {
          status: telegram.status === 'connected' ? 'connected' : 'pending',
          botUsername: telegram.botUsername,
          tokenHint: telegram.tokenHint,
          webhookUrl: webhookUrl(ctx, 'telegram', telegram.id),
          connectedAt: telegram.createdAt.toISOString(),
        }
      : null,
    messenger: metaView(
      ctx,
      rows.find((r) => r.kind === 'messenger'),
    ),
    instagram: metaView(
      ctx,
      rows.find((r) => r.kind === 'instagram'),
    ),
    email:
      email && mailbox
        ? {
            status: email.status === 'connected' ? 'connected' : 'pending',
            address: mailbox.address,
            imapHost: mailbox.imapHost,
            imapPort: mailbox.imapPort,
            imapTls: mailbox.imapTls,
            smtpHost: mailbox.smtpHost,
            smtpPort: mailbox.smtpPort,
            smtpTls: mailbox.smtpTls,
            username: mailbox.username,
            moveToFolder: mailbox.moveToFolder,
            connectedAt: email.createdAt.toISOString(),
          }
        : null,
  };
}

function metaView(ctx: AppContext, row: ConnectionRow | undefined): MetaConnection | null {
  if (!row) return null;
  return {
    status: row.status === 'connected' ? 'connected' : 'pending',
    pageId: row.pageId ?? '',
    pageName: row.pageName,
    tokenHint: row.tokenHint,
    webhookUrl: webhookUrl(ctx, row.kind as MetaChannel, row.id),
    verifyToken: open(ctx.config.AUTH_SECRET, PURPOSE.webhook, row.webhookSecretSealed),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    connectedAt: row.createdAt.toISOString(),
  };
}

/**
 * Replaces the agent's connection of that kind: a new id, so the old webhook address stops working at once. Answers
 * the connection replaced, if there was one. `alongside`: what the kind keeps besides, in the same transaction.
 */
export async function replaceConnection(
  ctx: AppContext,
  row: typeof channelConnections.$inferInsert,
  alongside?: (tx: DbOrTx) => Promise<unknown>,
): Promise<ConnectionRow | undefined> {
  const replaced = await ctx.db.transaction(async (tx) => {
    const [old] = await tx
      .delete(channelConnections)
      .where(
        and(
          eq(channelConnections.accountId, row.accountId),
          eq(channelConnections.agentId, row.agentId),
          eq(channelConnections.kind, row.kind),
        ),
      )
      .returning();
    await tx.insert(channelConnections).values(row);
    await alongside?.(tx);
    return old;
  });
  if (replaced) forgetConnection(ctx, replaced.id);
  return replaced;
}
