import { useMutation } from '@tanstack/react-query';
import type { VisitorConversations, VisitorQuery } from '@app/shared/api/privacy';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/privacy/visitor-search: one visitor's conversations, by e-mail or widget customer id (owner only). */
export const searchVisitor = (input: VisitorQuery) =>
  apiRequest<VisitorConversations>('/privacy/visitor-search', { method: 'POST', body: input });

/** A search, not a cached list: the answer is shown once, beside the form. */
export const useSearchVisitor = () => useMutation({ mutationFn: searchVisitor });
