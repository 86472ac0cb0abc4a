/** Every query key of the agents feature: components and hooks never spell one by hand. */
export const agentKeys = {
  all: ['agents'] as const,
  list: () => [...agentKeys.all, 'list'] as const,
  detail: (agentId: string) => [...agentKeys.all, 'detail', agentId] as const,
  instructors: () => [...agentKeys.all, 'instructors'] as const,
  apiKeyOptions: () => [...agentKeys.all, 'api-key-options'] as const,
  shareLink: (agentId: string) => [...agentKeys.all, 'share-link', agentId] as const,
};

export const agentPath = (agentId: string) => `/agents/${encodeURIComponent(agentId)}`;
