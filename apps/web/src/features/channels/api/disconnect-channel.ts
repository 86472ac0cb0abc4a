import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentChannels } from '@app/shared/api/channels';
import type { MessagingChannel } from '@app/shared/api/analytics';
import { apiRequest } from '../../../lib/api-client';
import { channelKeys, channelsPath } from './keys';

/** DELETE /api/agents/:agentId/channels/:kind: forgets the channel's secrets; its webhook address stops working. */
export const disconnectChannel = (agentId: string, kind: MessagingChannel) =>
  apiRequest<AgentChannels & { message: string }>(`${channelsPath(agentId)}/${kind}`, { method: 'DELETE' });

export function useDisconnectChannel(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: MessagingChannel) => disconnectChannel(agentId, kind),
    onSuccess: ({ message: _message, ...channels }) => queryClient.setQueryData(channelKeys.agent(agentId), channels),
  });
}
