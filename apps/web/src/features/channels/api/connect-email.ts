import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentChannels } from '@app/shared/api/channels';
import type { EmailServerSettings } from '@app/shared/api/email-channel';
import { apiRequest } from '../../../lib/api-client';
import { channelKeys, channelsPath } from './keys';

/** PUT /api/agents/:agentId/channels/email: the server checks IMAP and SMTP, seals the password and reads the mailbox. */
export const connectEmail = (agentId: string, input: EmailServerSettings) =>
  apiRequest<AgentChannels & { message: string }>(`${channelsPath(agentId)}/email`, { method: 'PUT', body: input });

export function useConnectEmail(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailServerSettings) => connectEmail(agentId, input),
    onSuccess: ({ message: _message, ...channels }) => queryClient.setQueryData(channelKeys.agent(agentId), channels),
  });
}
