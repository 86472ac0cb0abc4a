import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import type { DbOrTx } from '../db/client.js';
import { channelConnections } from '../db/schema/channels.js';
import { open } from '../auth/secret-box.js';

/**
 * The sealing purpose of a channel's access token (features/channels/connections.ts seals with it). Here, below the
 * features, because deleting an agent or an account (features that may not import channels) must reach the bots.
 */
export const CHANNEL_TOKEN_PURPOSE = 'channels/token';
/** Telegram's answer is not waited for longer than this: the deletion has committed already. */
const TIMEOUT_MS = 10_000;

/**
 * The Telegram bots whose connections go with an agent or a whole account (ADR 0187), their tokens still sealed.
 * Read inside the deleting transaction, before the rows cascade away; told to stop after it commits.
 */
export async function telegramBotsToStop(tx: DbOrTx, scope: { accountId: string; agentId?: string }): Promise<string[]> {
  const rows = await tx
    .select({ tokenSealed: channelConnections.tokenSealed })
    .from(channelConnections)
    .where(
      and(
        eq(channelConnections.accountId, scope.accountId),
        eq(channelConnections.kind, 'telegram'),
        scope.agentId ? eq(channelConnections.agentId, scope.agentId) : undefined,
      ),
    );
  return rows.map((row) => row.tokenSealed);
}

/**
 * Asks Telegram to stop sending each bot's updates here (deleteWebhook), best effort: called once the deletion has
 * committed, a refusal or an unreachable Telegram is logged and changes nothing (the webhook then answers 404).
 */
export async function stopTelegramWebhooks(ctx: AppContext, sealedTokens: string[]): Promise<void> {
  await Promise.all(
    sealedTokens.map(async (sealed) => {
      try {
        const token = open(ctx.config.AUTH_SECRET, CHANNEL_TOKEN_PURPOSE, sealed);
        // The Bot API's deleteWebhook (features/channels/channel-api.ts speaks the rest of it).
        const res = await fetch(`${ctx.config.TELEGRAM_API_URL.replace(/\/$/, '')}/bot${token}/deleteWebhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const answer = (await res.json().catch(() => null)) as { ok?: boolean; description?: string } | null;
        if (!answer?.ok) throw new Error(`telegram deleteWebhook: ${answer?.description ?? res.status}`);
      } catch (err) {
        ctx.log.warn({ err }, 'telegram deleteWebhook failed');
      }
    }),
  );
}
