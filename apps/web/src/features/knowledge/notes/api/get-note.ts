import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Note } from '@app/shared/api/knowledge-notes';
import { apiRequest } from '../../../../lib/api-client';
import { noteKeys, notePath } from './keys';

/** GET /api/agents/:agentId/notes/:noteId (the whole text, for the edit form) */
export const getNote = (agentId: string, noteId: string) => apiRequest<Note>(notePath(agentId, noteId));

export const noteQueryOptions = (agentId: string, noteId: string) =>
  queryOptions({ queryKey: noteKeys.detail(agentId, noteId), queryFn: () => getNote(agentId, noteId) });

export const useNote = (agentId: string, noteId: string | null) =>
  useQuery({ ...noteQueryOptions(agentId, noteId ?? ''), enabled: noteId !== null });
