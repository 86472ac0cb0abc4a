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

/** Every query key of the analytics feature: nothing else spells one. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  view: (range: { from: string; to: string; agentId?: string }) => [...analyticsKeys.all, range] as const,
  conversations: (filters: ConversationFilters) => [...analyticsKeys.all, 'conversations', filters] as const,
  conversation: (id: string) => [...analyticsKeys.all, 'conversation', id] as const,
  retention: () => [...analyticsKeys.all, 'retention'] as const,
};
