/** Every query key of the channels feature: nothing else spells one. The server's feature has the same name. */
export const channelKeys = {
  all: ['channels'] as const,
  agent: (agentId: string) => [...channelKeys.all, agentId] as const,
};

export const channelsPath = (agentId: string) => `/agents/${encodeURIComponent(agentId)}/channels`;
