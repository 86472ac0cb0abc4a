import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HandoffNote } from '@app/shared/api/handoff';
import { apiRequest } from '../../../lib/api-client';
import { inboxKeys, inboxPath } from './keys';

/** POST /api/inbox/:requestId/notes: an internal note, seen by the team only. */
export const addNote = (requestId: string, text: string) =>
  apiRequest<HandoffNote>(`${inboxPath(requestId)}/notes`, { method: 'POST', body: { text } });

export function useAddNote(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addNote(requestId, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.request(requestId) }),
  });
}
