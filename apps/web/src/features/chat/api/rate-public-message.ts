import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { publicAgentPath } from './keys';
import type { Rating } from './rate-chat-message';

/** PUT /api/public/agents/:agentId/messages/:messageId/rating (the visitor's own answers only). */
export const ratePublicMessage = (agentId: string, messageId: string, rating: Rating, visitorId: string) =>
  apiRequest(`${publicAgentPath(agentId)}/messages/${encodeURIComponent(messageId)}/rating`, {
    method: 'PUT',
    body: { rating, visitorId },
  });

/** The chat view shows the rating at once; the visitor's cached conversation is read again only on a new visit. */
export const useRatePublicMessage = (agentId: string, visitorId: string) =>
  useMutation({
    mutationFn: ({ messageId, rating }: { messageId: string; rating: Rating }) => ratePublicMessage(agentId, messageId, rating, visitorId),
  });
