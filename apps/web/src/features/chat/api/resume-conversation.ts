import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { publicAgentPath } from './keys';

/** POST /api/public/agents/:agentId/handoff/resume: the e-mailed link's token for its conversation and visitor id. */
export const resumeConversation = (agentId: string, token: string) =>
  apiRequest<{ conversationId: string; visitorId: string }>(`${publicAgentPath(agentId)}/handoff/resume`, {
    method: 'POST',
    body: { token },
  });

export const useResumeConversation = (agentId: string) =>
  useMutation({ mutationFn: (token: string) => resumeConversation(agentId, token) });
