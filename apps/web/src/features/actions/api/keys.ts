export const actionKeys = {
  list: (agentId: string) => ['agents', agentId, 'actions'] as const,
};
export const actionsPath = (agentId: string) => `/api/agents/${encodeURIComponent(agentId)}/actions`;
