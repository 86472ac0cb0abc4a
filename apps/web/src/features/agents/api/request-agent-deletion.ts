import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { agentPath } from './keys';

/** POST /api/agents/:agentId/deletion-request: deletes nothing, the server e-mails a confirmation link (D3). */
export const requestAgentDeletion = (agentId: string) =>
  apiRequest<{ message: string }>(`${agentPath(agentId)}/deletion-request`, { method: 'POST' });

/** Nothing cached changes until the link is confirmed. */
export const useRequestAgentDeletion = () => useMutation({ mutationFn: requestAgentDeletion });
