import type { VisitorLanguage } from '@app/shared/visitor-language';
import { useQuery } from '@tanstack/react-query';
import type { ActionForm, ActionResult, ActionValues } from '@app/shared/api/actions';
import { apiRequest } from '../../../lib/api-client';

/** Where a chat's forms come from: the test chat (member) or the public chat and widget (a visitor). */
export interface ChatActionsClient {
  agentId: string;
  scope: 'member' | 'public';
  visitorId?: string;
}

const base = (c: ChatActionsClient) =>
  c.scope === 'member'
    ? `/api/agents/${encodeURIComponent(c.agentId)}/chat/actions`
    : `/api/public/agents/${encodeURIComponent(c.agentId)}/actions`;

/** GET …/chat/actions or /api/public/agents/:id/actions: the chat's 'Azioni' menu. */
export const getChatActions = (c: ChatActionsClient) => apiRequest<{ actions: ActionForm[] }>(base(c));

export const useChatActions = (c: ChatActionsClient, enabled: boolean) =>
  useQuery({ queryKey: ['agents', c.agentId, 'chat-actions', c.scope], queryFn: () => getChatActions(c), enabled });

/** POST …/:actionId/run: a form sent from the chat. */
export const runChatAction = (
  c: ChatActionsClient,
  actionId: string,
  values: ActionValues,
  conversationId: string | null,
  language?: VisitorLanguage,
) =>
  apiRequest<ActionResult>(`${base(c)}/${encodeURIComponent(actionId)}/run`, {
    method: 'POST',
    body: {
      values,
      ...(conversationId ? { conversationId } : {}),
      ...(c.visitorId ? { visitorId: c.visitorId, ...(language ? { language } : {}) } : {}),
    },
  });
