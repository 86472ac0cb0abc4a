import { and, eq } from 'drizzle-orm';
import { CHANNEL_MESSAGES } from '@app/shared/i18n/channels';
import type { AgentChannels } from '@app/shared/api/channels';
import type { MessagingChannel } from '@app/shared/api/analytics';
import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { channelConnections } from '../../db/schema/channels.js';
import { notFound } from '../../base/errors.js';
import { requireAgent } from '../agents/require-agent.js';
import type { ChannelConnector } from './channel-adapter.js';
import { channelAdapter } from './channel-registry.js';
import { forgetConnection } from './connection-cache.js';
import { requireChannelsPlan } from './connections.js';
import { channelsView } from './channels-view.js';

/**
 * Connects any channel (issue 50, ADR 0369): the same checks in the same order for all (the agent, whoever may manage it,
 * then the plan), then the channel's own `save`; answers the agent's channels and the channel's sentence.
 */
export async function connectChannel(
  ctx: AppContext,
  { caller, agentId, connector, input }: { caller: MemberCaller; agentId: string; connector: ChannelConnector; input: unknown },
): Promise<AgentChannels & { message: string }> {
  await requireAgent(ctx.db, caller, agentId, 'manage');
  await requireChannelsPlan(ctx.db, caller.accountId, connector.connect.planRequired);
  const message = await connector.connect.save(ctx, { caller, agentId, input });
  return { ...(await channelsView(ctx, caller.accountId, agentId)), message };
}

/** Disconnecting forgets the secrets and the webhook address; the app is told to stop where it can (Telegram). */
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
  await channelAdapter(kind)?.connect.disconnected?.(ctx, row);
  return channelsView(ctx, caller.accountId, agentId);
}
