/** Every query key of the team memory (server: features/memories): nothing else spells one. */
export const memoryKeys = {
  all: ['memories'] as const,
  list: (agentId: string) => [...memoryKeys.all, agentId] as const,
};

/** An agent's team memory lives under the agent: /api/agents/:agentId/memories/… */
export const memoriesPath = (agentId: string) => `/agents/${encodeURIComponent(agentId)}/memories`;
