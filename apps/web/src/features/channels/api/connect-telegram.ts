import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentChannels, ConnectTelegramInput } from '@app/shared/api/channels';
import { apiRequest } from '../../../lib/api-client';
import { channelKeys, channelsPath } from './keys';

/** PUT /api/agents/:agentId/channels/telegram: the server checks the token with Telegram and sets the bot's webhook. */
export const connectTelegram = (agentId: string, input: ConnectTelegramInput) =>
  apiRequest<AgentChannels & { message: string }>(`${channelsPath(agentId)}/telegram`, { method: 'PUT', body: input });

export function useConnectTelegram(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConnectTelegramInput) => connectTelegram(agentId, input),
    onSuccess: ({ message: _message, ...channels }) => queryClient.setQueryData(channelKeys.agent(agentId), channels),
  });
}
