import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentChannels } from '@app/shared/api/channels';
import { apiRequest } from '../../../lib/api-client';
import { channelKeys, channelsPath } from './keys';

/** GET /api/agents/:agentId/channels: the agent's WhatsApp and Telegram connections (who may manage the agent). */
export const getAgentChannels = (agentId: string) => apiRequest<AgentChannels>(channelsPath(agentId));

export const agentChannelsQueryOptions = (agentId: string) =>
  queryOptions({ queryKey: channelKeys.agent(agentId), queryFn: () => getAgentChannels(agentId), retry: false });

export const useAgentChannels = (agentId: string) => useQuery({ ...agentChannelsQueryOptions(agentId), enabled: Boolean(agentId) });
