import { and, eq, isNull } from 'drizzle-orm';
import {
  AGENT_ALREADY_DELETED,
  AGENT_DELETION_LINK_EXPIRED,
  AGENT_DELETION_LINK_INVALID,
  AGENT_DELETION_LINK_USED,
} from '@app/shared/i18n/agents';
import { agentDeletedMessage } from '@app/shared/api/agents';
import { AGENTS_CHANGED_EVENT } from '@app/shared/realtime-events';
import { canDuplicateOrDeleteAgent, normalizeRole } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { agents } from '../../db/schema/agents.js';
import { users } from '../../db/schema/auth.js';
import { actionTokens } from '../../db/schema/platform.js';
import { badRequest, conflict, forbidden, notFound } from '../../base/errors.js';
import { forgetAgentInAccountLatency } from '../analytics-rollups/coarse-rollups.js';
import { lockAccountAnalytics } from '../analytics-rollups/roll-up-analytics.js';
import { stopTelegramWebhooks, telegramBotsToStop } from '../../net/telegram-webhooks.js';
import { AGENT_DELETION_KIND, hashDeletionToken } from './deletion-token.js';

/**
 * Opens the e-mailed link. The token is the proof (the link may be opened in a browser that is not signed
 * in), but the requester must still be a member allowed to delete the agent at this moment.
 * Documents, chunks, memories, conversations and messages go with the agent (foreign keys cascade);
 * its files are removed after the commit.
 */
export async function confirmAgentDeletion(ctx: AppContext, { token }: { token: string }): Promise<{ message: string; agentId: string }> {
  const now = new Date();
  const deleted = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(actionTokens)
      .where(and(eq(actionTokens.tokenHash, hashDeletionToken(token)), eq(actionTokens.kind, AGENT_DELETION_KIND)));
    if (!row || !row.accountId || !row.userId) throw badRequest(AGENT_DELETION_LINK_INVALID, 'LINK_INVALID');
    if (row.usedAt) throw conflict(AGENT_DELETION_LINK_USED, 'LINK_USED');
    if (row.expiresAt.getTime() <= now.getTime()) throw badRequest(AGENT_DELETION_LINK_EXPIRED, 'LINK_EXPIRED');
    // Claims the token: of two simultaneous clicks only one gets a row back.
    const [claimed] = await tx
      .update(actionTokens)
      .set({ usedAt: now })
      .where(and(eq(actionTokens.id, row.id), isNull(actionTokens.usedAt)))
      .returning({ id: actionTokens.id });
    if (!claimed) throw conflict(AGENT_DELETION_LINK_USED, 'LINK_USED');

    const accountId = row.accountId;
    const agentId = String(row.payload.agentId ?? '');
    const [agent] = await tx
      .select()
      .from(agents)
      .where(and(eq(agents.id, agentId), eq(agents.accountId, accountId)));
    if (!agent) throw notFound(AGENT_ALREADY_DELETED, 'AGENT_NOT_FOUND');
    const [requester] = await tx
      .select({ id: users.id, role: users.role, bannedUntil: users.bannedUntil })
      .from(users)
      .where(and(eq(users.id, row.userId), eq(users.accountId, accountId)));
    const deactivated = Boolean(requester?.bannedUntil && requester.bannedUntil.getTime() > now.getTime());
    if (!requester || deactivated || !canDuplicateOrDeleteAgent({ userId: requester.id, role: normalizeRole(requester.role) }, agent)) {
      throw forbidden();
    }
    // The account-wide response times counted this agent's replies: they are taken out first, from its daily rows,
    // under the analytics lock the daily rollup takes too (ADR 0039).
    await lockAccountAnalytics(tx, accountId);
    await forgetAgentInAccountLatency(tx, accountId, agent.id);
    const telegramBots = await telegramBotsToStop(tx, { accountId, agentId: agent.id });
    await tx.delete(agents).where(and(eq(agents.id, agent.id), eq(agents.accountId, accountId)));
    return { accountId, agentId: agent.id, name: agent.name, telegramBots };
  });
  await stopTelegramWebhooks(ctx, deleted.telegramBots);
  await ctx.storage.removePrefix(`${deleted.accountId}/${deleted.agentId}`).catch((err: unknown) => {
    ctx.log.error({ err, agentId: deleted.agentId }, 'agent files not removed');
  });
  await ctx.realtime.publish({
    type: AGENTS_CHANGED_EVENT,
    accountId: deleted.accountId,
    payload: { agentId: deleted.agentId, change: 'deleted' },
  });
  return { message: agentDeletedMessage(deleted.name), agentId: deleted.agentId };
}
