import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoteList } from '@app/shared/api/knowledge-notes';
import { apiRequest } from '../../../../lib/api-client';
import { noteKeys, notesPath } from './keys';

/** GET /api/agents/:agentId/notes */
export const getNotes = (agentId: string) => apiRequest<NoteList>(notesPath(agentId));

export const notesQueryOptions = (agentId: string) => queryOptions({ queryKey: noteKeys.list(agentId), queryFn: () => getNotes(agentId) });

export const useNotes = (agentId: string) => useQuery(notesQueryOptions(agentId));
