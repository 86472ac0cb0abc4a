import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CHANNEL_MESSAGES } from '@app/shared/i18n/channels';
import {
  type AgentChannels,
  type ConnectMetaInput,
  type ConnectTelegramInput,
  type ConnectWhatsappInput,
  type MetaConnection,
} from '@app/shared/api/channels';
import type { MetaChannel } from '@app/shared/channels';
import { CHANNEL_LABELS } from '@app/shared/i18n/analytics';
import { mayUseMessagingChannels } from '@app/shared/plans';
import type { MessagingChannel } from '@app/shared/api/analytics';
import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { channelConnections, channelEmailMailboxes } from '../../db/schema/channels.js';
import { newId } from '../../db/ids.js';
import { open, seal } from '../../auth/secret-box.js';
import { AppError, badRequest, forbidden, notFound } from '../../base/errors.js';
import { requireAgent } from '../agents/require-agent.js';
import { getAccountPlan, requireActivePlan } from '../account/plan-state.js';
import { ChannelApiError, telegramApi } from './channel-api.js';
import { CHANNEL_TOKEN_PURPOSE } from '../../net/telegram-webhooks.js';
import { forgetConnection } from './connection-cache.js';
import { metaGraphApi } from './meta-api.js';

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

/**
 * Messenger or Instagram (issue 47): Graph `GET /me` proves the token and that it speaks for the id given (a page's
 * token for another page would send from the wrong page); then, like WhatsApp, a verify token is generated and the
 * connection is 'pending' until Meta's handshake. Nothing is stored unless Meta accepts the token.
 */
export async function connectMeta(
  ctx: AppContext,
  { caller, agentId, kind, input }: { caller: MemberCaller; agentId: string; kind: MetaChannel; input: ConnectMetaInput },
): Promise<AgentChannels> {
  await requireAgent(ctx.db, caller, agentId, 'manage');
  await requireChannelsPlan(ctx.db, caller.accountId, CHANNEL_MESSAGES.metaPlanRequired);
  const label = CHANNEL_LABELS[kind];
  let me: { id: string; name: string | null };
  try {
    me = await metaGraphApi(ctx.config, kind, input.accessToken).me();
  } catch (err) {
    if (err instanceof ChannelApiError && err.refused) throw badRequest(CHANNEL_MESSAGES.metaTokenRefused(label), 'META_TOKEN_REFUSED');
    throw new AppError(502, 'META_UNREACHABLE', CHANNEL_MESSAGES.metaUnreachable);
  }
  if (me.id !== input.pageId) throw badRequest(CHANNEL_MESSAGES.metaWrongAccount(label), 'META_WRONG_ACCOUNT');
  const secret = ctx.config.AUTH_SECRET;
  await replaceConnection(ctx, {
    id: newId(),
    accountId: caller.accountId,
    agentId,
    kind,
    pageId: input.pageId,
    pageName: me.name?.slice(0, 200) ?? null,
    tokenSealed: seal(secret, PURPOSE.token, input.accessToken),
    tokenHint: hintOf(input.accessToken),
    appSecretSealed: seal(secret, PURPOSE.appSecret, input.appSecret),
    webhookSecretSealed: seal(secret, PURPOSE.webhook, `vt_${randomBytes(24).toString('base64url')}`),
    status: 'pending',
  });
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
