import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentChannels, ConnectWhatsappInput } from '@app/shared/api/channels';
import { apiRequest } from '../../../lib/api-client';
import { channelKeys, channelsPath } from './keys';

/** PUT /api/agents/:agentId/channels/whatsapp: saves the credentials; answers the webhook address and verify token. */
export const connectWhatsapp = (agentId: string, input: ConnectWhatsappInput) =>
  apiRequest<AgentChannels & { message: string }>(`${channelsPath(agentId)}/whatsapp`, { method: 'PUT', body: input });

export function useConnectWhatsapp(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConnectWhatsappInput) => connectWhatsapp(agentId, input),
    onSuccess: ({ message: _message, ...channels }) => queryClient.setQueryData(channelKeys.agent(agentId), channels),
  });
}
