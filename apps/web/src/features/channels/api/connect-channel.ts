import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentChannels } from '@app/shared/api/channels';
import type { MessagingChannel } from '@app/shared/channels';
import { apiRequest } from '../../../lib/api-client';
import { channelKeys, channelsPath } from './keys';

/**
 * PUT /api/agents/:agentId/channels/:kind, one call for every channel (issue 50): the body is what the channel's card
 * checked with the channel's shared schema; the server checks the credentials with the app and answers the agent's
 * channels (the webhook address, the verify token) with the sentence to show.
 */
export const connectChannel = (agentId: string, kind: MessagingChannel, input: object) =>
  apiRequest<AgentChannels & { message: string }>(`${channelsPath(agentId)}/${kind}`, { method: 'PUT', body: input });

export function useConnectChannel(agentId: string, kind: MessagingChannel) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: object) => connectChannel(agentId, kind, input),
    onSuccess: ({ message: _message, ...channels }) => queryClient.setQueryData(channelKeys.agent(agentId), channels),
  });
}
