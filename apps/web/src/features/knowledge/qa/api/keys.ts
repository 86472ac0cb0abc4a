import { documentKeys, documentsPath } from '../../api/keys';

/** Query keys of the agent's question-and-answer pairs: under its documents' key, refreshed with them. */
export const qaKeys = {
  list: (agentId: string) => [...documentKeys.list(agentId), 'qa-pairs'] as const,
};

export const qaPairsPath = (agentId: string) => documentsPath(agentId).replace(/\/documents$/, '/qa-pairs');
export const qaPairPath = (agentId: string, pairId: string) => `${qaPairsPath(agentId)}/${encodeURIComponent(pairId)}`;
