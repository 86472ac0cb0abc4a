import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HandoffRequestBody, HandoffRequested } from '@app/shared/api/handoff';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys, publicAgentPath } from './keys';

/** POST /api/public/agents/:agentId/handoff: 'Parla con una persona' with the visitor's contact and consent. */
export const requestHandoff = (agentId: string, body: HandoffRequestBody) =>
  apiRequest<HandoffRequested>(`${publicAgentPath(agentId)}/handoff`, { method: 'POST', body });

export function useRequestHandoff(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HandoffRequestBody) => requestHandoff(agentId, body),
    onSuccess: (result) =>
      queryClient.setQueryData(chatKeys.visitorHandoff(agentId, result.conversationId), (old: unknown) =>
        old && typeof old === 'object' ? { ...old, request: { status: result.status } } : old,
      ),
  });
}
