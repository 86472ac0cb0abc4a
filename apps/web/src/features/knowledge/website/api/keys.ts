/** Every query key of the websites of an agent's knowledge: nothing else spells one. */
export const websiteKeys = {
  all: ['websites'] as const,
  list: (agentId: string) => [...websiteKeys.all, agentId] as const,
  pages: (agentId: string, websiteId: string) => [...websiteKeys.list(agentId), 'pages', websiteId] as const,
};

export const websitesPath = (agentId: string) => `/agents/${encodeURIComponent(agentId)}/websites`;
export const websitePath = (agentId: string, websiteId: string) => `${websitesPath(agentId)}/${encodeURIComponent(websiteId)}`;
