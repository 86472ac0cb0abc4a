import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VisitorQuery } from '@app/shared/api/privacy';
import { apiRequest } from '../../../lib/api-client';
import { conversationKeys } from './keys';

/** POST /api/privacy/visitor-erasure: erases the visitor's conversations and leads, with an audit entry (owner only). */
export const eraseVisitor = (input: VisitorQuery) =>
  apiRequest<{ success: true; message: string; deleted: number; leads: number }>('/privacy/visitor-erasure', {
    method: 'POST',
    body: input,
  });

/**
 * The conversations shown no longer hold the erased ones. `onErased`: what else the page composing the form knows to be
 * stale (the analytics figures, another feature's cache: app/routes/conversations-page.tsx).
 */
export function useEraseVisitor(onErased?: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseVisitor,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: conversationKeys.all }), onErased?.()]),
  });
}
