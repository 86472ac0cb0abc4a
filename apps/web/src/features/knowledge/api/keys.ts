/** Every query key of the knowledge feature: nothing else spells one. */
export const documentKeys = {
  all: ['documents'] as const,
  list: (agentId: string) => [...documentKeys.all, agentId] as const,
  /** What the agent knows of one document: its extracted text. */
  text: (agentId: string, documentId: string) => [...documentKeys.list(agentId), 'text', documentId] as const,
};

export const documentsPath = (agentId: string) => `/agents/${encodeURIComponent(agentId)}/documents`;
