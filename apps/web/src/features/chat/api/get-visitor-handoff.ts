import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VisitorHandoff } from '@app/shared/api/handoff';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys, publicAgentPath } from './keys';

/** GET /api/public/agents/:agentId/handoff?visitorId&conversationId: contact form first?, people in?, this conversation's request. */
export const getVisitorHandoff = (agentId: string, visitorId: string, conversationId: string | null) =>
  apiRequest<VisitorHandoff>(
    `${publicAgentPath(agentId)}/handoff?visitorId=${encodeURIComponent(visitorId)}${conversationId ? `&conversationId=${encodeURIComponent(conversationId)}` : ''}`,
  );

export const visitorHandoffQueryOptions = (agentId: string, visitorId: string, conversationId: string | null) =>
  queryOptions({
    queryKey: chatKeys.visitorHandoff(agentId, conversationId),
    queryFn: () => getVisitorHandoff(agentId, visitorId, conversationId),
    retry: false,
  });

export const useVisitorHandoff = (agentId: string, visitorId: string, conversationId: string | null, { enabled }: { enabled: boolean }) =>
  useQuery({ ...visitorHandoffQueryOptions(agentId, visitorId, conversationId), enabled });
