import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Note, NoteInput } from '@app/shared/api/knowledge-notes';
import { apiRequest } from '../../../../lib/api-client';
import { documentKeys } from '../../api/keys';
import { notesPath } from './keys';

/** POST /api/agents/:agentId/notes */
export const createNote = (agentId: string, input: NoteInput) => apiRequest<Note>(notesPath(agentId), { method: 'POST', body: input });

/** The agent's documents and notes are fetched again (the note is one of its documents). */
export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ agentId, input }: { agentId: string; input: NoteInput }) => createNote(agentId, input),
    onSuccess: (_, { agentId }) => void queryClient.invalidateQueries({ queryKey: documentKeys.list(agentId) }),
  });
}
