import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HandoffPreferences } from '@app/shared/api/handoff';
import { apiRequest } from '../../../lib/api-client';
import { inboxKeys } from './keys';

/** PUT /api/inbox/preferences. */
export const updateHandoffPreferences = (input: HandoffPreferences) =>
  apiRequest<HandoffPreferences>('/inbox/preferences', { method: 'PUT', body: input });

export function useUpdateHandoffPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHandoffPreferences,
    onSuccess: (prefs) => queryClient.setQueryData(inboxKeys.preferences(), prefs),
  });
}
