/** Every query key of the analytics feature: nothing else spells one. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  view: (range: { from: string; to: string; agentId?: string }) => [...analyticsKeys.all, range] as const,
};
