import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Note, NoteInput } from '@app/shared/api/knowledge-notes';
import { apiRequest } from '../../../../lib/api-client';
import { documentKeys } from '../../api/keys';
import { noteKeys, notePath } from './keys';

/** PUT /api/agents/:agentId/notes/:noteId */
export const updateNote = (agentId: string, noteId: string, input: NoteInput) =>
  apiRequest<Note>(notePath(agentId, noteId), { method: 'PUT', body: input });

export function useUpdateNote(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, input }: { noteId: string; input: NoteInput }) => updateNote(agentId, noteId, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(noteKeys.detail(agentId, saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: documentKeys.list(agentId) });
    },
  });
}
