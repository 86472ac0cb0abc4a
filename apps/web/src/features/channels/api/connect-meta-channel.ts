import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentChannels, ConnectMetaInput } from '@app/shared/api/channels';
import type { MetaChannel } from '@app/shared/channels';
import { apiRequest } from '../../../lib/api-client';
import { channelKeys, channelsPath } from './keys';

/**
 * PUT /api/agents/:agentId/channels/{messenger|instagram}: the server checks the token with Meta (GET /me) and answers
 * the webhook address and the verify token to paste into the Meta app.
 */
export const connectMetaChannel = (agentId: string, kind: MetaChannel, input: ConnectMetaInput) =>
  apiRequest<AgentChannels & { message: string }>(`${channelsPath(agentId)}/${kind}`, { method: 'PUT', body: input });

export function useConnectMetaChannel(agentId: string, kind: MetaChannel) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConnectMetaInput) => connectMetaChannel(agentId, kind, input),
    onSuccess: ({ message: _message, ...channels }) => queryClient.setQueryData(channelKeys.agent(agentId), channels),
  });
}
