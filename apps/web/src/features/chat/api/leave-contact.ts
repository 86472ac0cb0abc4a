import { useMutation } from '@tanstack/react-query';
import type { HandoffRequestBody } from '@app/shared/api/handoff';
import { apiRequest } from '../../../lib/api-client';
import { publicAgentPath } from './keys';

/** POST /api/public/agents/:agentId/contact: 'Chiedi i contatti prima della chat' (opens the visitor's conversation). */
export const leaveContact = (agentId: string, body: Omit<HandoffRequestBody, 'conversationId'>) =>
  apiRequest<{ conversationId: string }>(`${publicAgentPath(agentId)}/contact`, { method: 'POST', body });

export const useLeaveContact = (agentId: string) =>
  useMutation({ mutationFn: (body: Omit<HandoffRequestBody, 'conversationId'>) => leaveContact(agentId, body) });
