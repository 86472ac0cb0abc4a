/** Every query key of the chat feature (test chat, public chat): nothing else spells one. */
export const chatKeys = {
  all: ['chat'] as const,
  agents: () => [...chatKeys.all, 'agents'] as const,
  /** Every cached history of one agent (all its conversations). */
  histories: (agentId: string) => [...chatKeys.all, 'history', agentId] as const,
  history: (agentId: string, conversationId: string | null) => [...chatKeys.histories(agentId), conversationId ?? 'latest'] as const,
  publicAgent: (agentId: string) => [...chatKeys.all, 'public', agentId] as const,
  publicHistories: (agentId: string) => [...chatKeys.all, 'public-history', agentId] as const,
  publicHistory: (agentId: string, conversationId: string | null) => [...chatKeys.publicHistories(agentId), conversationId] as const,
  /** The visitor's hand-off state (issue 30): settings, opening hours, their conversation's request. */
  visitorHandoff: (agentId: string, conversationId: string | null) =>
    [...chatKeys.all, 'visitor-handoff', agentId, conversationId] as const,
  /** A cited passage opened from a source (issue 16): for a member, or for a public visitor. */
  passage: (agentId: string, chunkId: string) => [...chatKeys.all, 'passage', agentId, chunkId] as const,
  publicPassage: (agentId: string, chunkId: string) => [...chatKeys.all, 'public-passage', agentId, chunkId] as const,
};

/** Everything the test chat reads lives under the agent: /api/agents/:agentId/… */
export const agentPath = (agentId: string) => `/agents/${encodeURIComponent(agentId)}`;
export const publicAgentPath = (agentId: string) => `/public/agents/${encodeURIComponent(agentId)}`;
