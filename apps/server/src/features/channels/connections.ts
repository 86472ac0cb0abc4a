import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CHANNEL_MESSAGES } from '@app/shared/i18n/channels';
import { mayUseMessagingChannels } from '@app/shared/plans';
import type { MessagingChannel } from '@app/shared/api/analytics';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { channelConnections } from '../../db/schema/channels.js';
import { open } from '../../auth/secret-box.js';
import { forbidden } from '../../base/errors.js';
import { requireActivePlan } from '../account/plan-state.js';
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

/** What every app's view shows of its connection (issue 50): its state, its masked token, its webhook address, since when. */
export const connectionBasics = (ctx: Pick<AppContext, 'config'>, row: ConnectionRow) => ({
  status: row.status === 'connected' ? ('connected' as const) : ('pending' as const),
  tokenHint: row.tokenHint,
  webhookUrl: webhookUrl(ctx, row.kind, row.id),
  connectedAt: row.createdAt.toISOString(),
});

/** Meta's apps: the verify token to paste into Meta, and when Meta's handshake proved the address. */
export const handshakeDetails = (ctx: Pick<AppContext, 'config'>, row: ConnectionRow) => ({
  verifyToken: open(ctx.config.AUTH_SECRET, PURPOSE.webhook, row.webhookSecretSealed),
  verifiedAt: row.verifiedAt?.toISOString() ?? null,
});

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
