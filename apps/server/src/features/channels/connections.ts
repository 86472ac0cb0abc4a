import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CHANNEL_MESSAGES } from '@app/shared/i18n/channels';
import { type AgentChannels, type ConnectTelegramInput, type ConnectWhatsappInput } from '@app/shared/api/channels';
import { mayUseMessagingChannels } from '@app/shared/plans';
import type { MessagingChannel } from '@app/shared/api/analytics';
import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { channelConnections } from '../../db/schema/channels.js';
import { newId } from '../../db/ids.js';
import { open, seal } from '../../auth/secret-box.js';
import { AppError, badRequest, forbidden, notFound } from '../../base/errors.js';
import { requireAgent } from '../agents/require-agent.js';
import { getAccountPlan, requireActivePlan } from '../account/plan-state.js';
import { ChannelApiError, telegramApi } from './channel-api.js';
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
const hintOf = (token: string) => `••••${token.slice(-4)}`;

export const webhookUrl = (ctx: Pick<AppContext, 'config'>, kind: MessagingChannel, connectionId: string) =>
  `${ctx.config.APP_URL}/api/channels/${kind}/${connectionId}/webhook`;

/** D18: WhatsApp and Telegram on Pro and Avanzato; an ended plan answers 402 like every blocked action (D4). */
async function requireChannelsPlan(db: DbOrTx, accountId: string) {
  const plan = await requireActivePlan(db, accountId);
  if (!mayUseMessagingChannels(plan)) throw forbidden(CHANNEL_MESSAGES.planRequired, 'CHANNELS_PLAN_REQUIRED');
  return plan;
}

export async function getAgentChannels(
  ctx: AppContext,
  { caller, agentId }: { caller: MemberCaller; agentId: string },
): Promise<AgentChannels> {
  await requireAgent(ctx.db, caller, agentId, 'manage');
  return channelsView(ctx, caller.accountId, agentId);
}

async function channelsView(ctx: AppContext, accountId: string, agentId: string): Promise<AgentChannels> {
  const rows = await ctx.db
    .select()
    .from(channelConnections)
    .where(and(eq(channelConnections.accountId, accountId), eq(channelConnections.agentId, agentId)));
  const { plan } = await getAccountPlan(ctx.db, accountId);
  const whatsapp = rows.find((r) => r.kind === 'whatsapp');
  const telegram = rows.find((r) => r.kind === 'telegram');
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
  };
}

/**
 * Replaces the agent's connection of that kind: a new id, so the old webhook address stops working at once. Answers
 * the connection replaced, if there was one.
 */
async function replaceConnection(ctx: AppContext, row: typeof channelConnections.$inferInsert): Promise<ConnectionRow | undefined> {
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
    return old;
  });
  if (replaced) forgetConnection(ctx, replaced.id);
  return replaced;
}

/**
 * WhatsApp: the credentials are kept and a verify token generated; the connection is 'pending' until Meta's handshake
 * reaches the webhook with that token (receive-delivery.ts). Meta offers no call that checks the app secret, so the
 * first signed delivery is what proves it.
 */
export async function connectWhatsapp(
  ctx: AppContext,
  { caller, agentId, input }: { caller: MemberCaller; agentId: string; input: ConnectWhatsappInput },
): Promise<AgentChannels> {
  await requireAgent(ctx.db, caller, agentId, 'manage');
  await requireChannelsPlan(ctx.db, caller.accountId);
  const secret = ctx.config.AUTH_SECRET;
  await replaceConnection(ctx, {
    id: newId(),
    accountId: caller.accountId,
    agentId,
    kind: 'whatsapp',
    phoneNumberId: input.phoneNumberId,
    tokenSealed: seal(secret, PURPOSE.token, input.accessToken),
    tokenHint: hintOf(input.accessToken),
    appSecretSealed: seal(secret, PURPOSE.appSecret, input.appSecret),
    webhookSecretSealed: seal(secret, PURPOSE.webhook, `vt_${randomBytes(24).toString('base64url')}`),
    status: 'pending',
  });
  return channelsView(ctx, caller.accountId, agentId);
}

/**
 * Telegram: getMe proves the token, then setWebhook points the bot at this agent's address with a generated
 * secret_token, which Telegram sends back on every delivery. Nothing is stored unless both succeed.
 */
export async function connectTelegram(
  ctx: AppContext,
  { caller, agentId, input }: { caller: MemberCaller; agentId: string; input: ConnectTelegramInput },
): Promise<AgentChannels> {
  await requireAgent(ctx.db, caller, agentId, 'manage');
  await requireChannelsPlan(ctx.db, caller.accountId);
  const id = newId();
  const webhookSecret = randomBytes(32).toString('base64url');
  const api = telegramApi(ctx.config, input.botToken);
  let username: string | null;
  try {
    const me = await api.getMe();
    username = me.username ?? null;
  } catch (err) {
    throw telegramRefusal(err, CHANNEL_MESSAGES.telegramRefused);
  }
  try {
    await api.setWebhook(webhookUrl(ctx, 'telegram', id), webhookSecret);
  } catch (err) {
    throw telegramRefusal(err, CHANNEL_MESSAGES.telegramWebhookRefused);
  }
  const secret = ctx.config.AUTH_SECRET;
  const replaced = await replaceConnection(ctx, {
    id,
    accountId: caller.accountId,
    agentId,
    kind: 'telegram',
    botUsername: username,
    tokenSealed: seal(secret, PURPOSE.token, input.botToken),
    tokenHint: hintOf(input.botToken),
    webhookSecretSealed: seal(secret, PURPOSE.webhook, webhookSecret),
    status: 'connected',
    verifiedAt: new Date(),
  });
  // Another bot before: it would go on posting to an address that no longer answers (the same bot's webhook was just
  // pointed here by setWebhook, and must stay).
  if (replaced) {
    const oldToken = open(secret, PURPOSE.token, replaced.tokenSealed);
    if (oldToken !== input.botToken) await deleteTelegramWebhook(ctx, oldToken, agentId);
  }
  return channelsView(ctx, caller.accountId, agentId);
}

/** Best effort: Telegram unreachable is logged, never a failure of what the member asked. */
async function deleteTelegramWebhook(ctx: AppContext, botToken: string, agentId: string): Promise<void> {
  await telegramApi(ctx.config, botToken)
    .deleteWebhook()
    .catch((err: unknown) => ctx.log.warn({ err, agentId }, 'telegram deleteWebhook failed'));
}

function telegramRefusal(err: unknown, refusedMessage: string): AppError {
  if (err instanceof ChannelApiError && err.refused) return badRequest(refusedMessage, 'TELEGRAM_REFUSED');
  return new AppError(502, 'TELEGRAM_UNREACHABLE', CHANNEL_MESSAGES.telegramUnreachable);
}

/** Disconnecting forgets the secrets and the webhook address; Telegram is asked to stop sending (best effort). */
export async function disconnectChannel(
  ctx: AppContext,
  { caller, agentId, kind }: { caller: MemberCaller; agentId: string; kind: MessagingChannel },
): Promise<AgentChannels> {
  await requireAgent(ctx.db, caller, agentId, 'manage');
  const [row] = await ctx.db
    .delete(channelConnections)
    .where(
      and(eq(channelConnections.accountId, caller.accountId), eq(channelConnections.agentId, agentId), eq(channelConnections.kind, kind)),
    )
    .returning();
  if (!row) throw notFound(CHANNEL_MESSAGES.notConnected, 'CHANNEL_NOT_CONNECTED');
  forgetConnection(ctx, row.id);
  if (kind === 'telegram') await deleteTelegramWebhook(ctx, open(ctx.config.AUTH_SECRET, PURPOSE.token, row.tokenSealed), agentId);
  return channelsView(ctx, caller.accountId, agentId);
}
