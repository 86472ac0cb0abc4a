import { useMutation } from '@tanstack/react-query';
import type { EmailServerSettings } from '@app/shared/api/email-channel';
import { apiRequest } from '../../../lib/api-client';
import { channelsPath } from './keys';

/** POST /api/agents/:agentId/channels/email/test: 'Prova connessione', stores nothing. */
export const testEmailConnection = (agentId: string, input: EmailServerSettings) =>
  apiRequest<{ message: string }>(`${channelsPath(agentId)}/email/test`, { method: 'POST', body: input });

export function useTestEmailConnection(agentId: string) {
  return useMutation({ mutationFn: (input: EmailServerSettings) => testEmailConnection(agentId, input) });
}
