import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentDocument, DocumentList } from '@app/shared/api/knowledge';
import { apiRequest } from '../../../lib/api-client';
import { documentKeys, documentsPath } from './keys';

/** POST /api/agents/:agentId/documents (multipart, one file). */
export function uploadDocument(agentId: string, file: File) {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest<AgentDocument>(documentsPath(agentId), { method: 'POST', formData });
}

/**
 * The new document is shown at once as 'In attesa', even when the queue finishes before the list is fetched
 * again; the list is then fetched again, whatever the outcome, before `mutateAsync` settles.
 */
export function useUploadDocument(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadDocument(agentId, file),
    onSuccess: (doc) =>
      queryClient.setQueryData<DocumentList>(documentKeys.list(agentId), (list) =>
        list && !list.documents.some((d) => d.id === doc.id) ? { ...list, documents: [doc, ...list.documents] } : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.list(agentId) }),
  });
}
