import { documentKeys, documentsPath } from '../../api/keys';

/**
 * Query keys of the agent's notes: under its documents' key, so what refreshes the documents (their realtime event,
 * an upload, a deletion) refreshes the notes too.
 */
export const noteKeys = {
  list: (agentId: string) => [...documentKeys.list(agentId), 'notes'] as const,
  detail: (agentId: string, noteId: string) => [...noteKeys.list(agentId), noteId] as const,
};

export const notesPath = (agentId: string) => documentsPath(agentId).replace(/\/documents$/, '/notes');
export const notePath = (agentId: string, noteId: string) => `${notesPath(agentId)}/${encodeURIComponent(noteId)}`;
