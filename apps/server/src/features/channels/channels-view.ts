import { and, eq } from 'drizzle-orm';
import type { AgentChannels } from '@app/shared/api/channels';
import { mayUseMessagingChannels } from '@app/shared/plans';
import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { channelConnections } from '../../db/schema/channels.js';
import { requireAgent } from '../agents/require-agent.js';
import { getAccountPlan } from '../account/plan-state.js';
import { channelConnectors } from './channel-connectors.js';

export async function getAgentChannels(
  ctx: AppContext,
  { caller, agentId }: { caller: MemberCaller; agentId: string },
): Promise<AgentChannels> {
  await requireAgent(ctx.db, caller, agentId, 'manage');
  return channelsView(ctx, caller.accountId, agentId);
}

/**
 * What 'Canali' shows of an agent's channels: whether the plan has them, and each channel's connection as its own
 * `view` reads it (issue 50, ADR 0369), null when it is not connected. Secrets never leave; the verify token does.
 */
export async function channelsView(ctx: AppContext, accountId: string, agentId: string): Promise<AgentChannels> {
  const rows = await ctx.db
    .select()
    .from(channelConnections)
    .where(and(eq(channelConnections.accountId, accountId), eq(channelConnections.agentId, agentId)));
  const { plan } = await getAccountPlan(ctx.db, accountId);
  const views = await Promise.all(
    channelConnectors().map(async ({ kind, connect }) => {
      const row = rows.find((r) => r.kind === kind);
      return [kind, row ? await connect.view(ctx, row) : null] as const;
    }),
  );
  return { available: mayUseMessagingChannels(plan), ...Object.fromEntries(views) } as AgentChannels;
}
