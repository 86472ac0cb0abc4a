import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VisitorQuery } from '@app/shared/api/privacy';
import { apiRequest } from '../../../lib/api-client';
import { analyticsKeys } from './keys';

/** POST /api/privacy/visitor-erasure: erases the visitor's conversations and leads, with an audit entry (owner only). */
export const eraseVisitor = (input: VisitorQuery) =>
  apiRequest<{ success: true; message: string; deleted: number; leads: number }>('/privacy/visitor-erasure', {
    method: 'POST',
    body: input,
  });

/** The conversations and figures shown elsewhere no longer hold the erased ones. */
export function useEraseVisitor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: eraseVisitor, onSuccess: () => queryClient.invalidateQueries({ queryKey: analyticsKeys.all }) });
}
