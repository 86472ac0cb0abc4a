import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { documentKeys } from '../../api/keys';
import { notePath } from './keys';

/** DELETE /api/agents/:agentId/notes/:noteId */
export const deleteNote = (agentId: string, noteId: string) =>
  apiRequest<{ success: true; message?: string }>(notePath(agentId, noteId), { method: 'DELETE' });

export function useDeleteNote(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => deleteNote(agentId, noteId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: documentKeys.list(agentId) }),
  });
}
