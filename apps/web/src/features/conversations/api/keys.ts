/** The review's filters, as they travel in the page's address and the API's query string. */
export interface ConversationFilters {
  from: string;
  to: string;
  agentId?: string;
  channel?: string;
  rating?: string;
  gap?: string;
  q?: string;
}

/** Every query key of the conversation review (server: features/conversations): nothing else spells one. */
export const conversationKeys = {
  all: ['conversations'] as const,
  list: (filters: ConversationFilters) => [...conversationKeys.all, 'list', filters] as const,
  detail: (id: string) => [...conversationKeys.all, 'detail', id] as const,
  retention: () => [...conversationKeys.all, 'retention'] as const,
};
