import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HandoffSettings } from '@app/shared/api/handoff';
import { apiRequest } from '../../../lib/api-client';
import { handoffSettingsPath, inboxKeys } from './keys';

/** PUT /api/agents/:agentId/handoff-settings (who manages the agent). */
export const updateHandoffSettings = (agentId: string, input: HandoffSettings) =>
  apiRequest<HandoffSettings>(handoffSettingsPath(agentId), { method: 'PUT', body: input });

export function useUpdateHandoffSettings(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HandoffSettings) => updateHandoffSettings(agentId, input),
    onSuccess: (settings) => queryClient.setQueryData(inboxKeys.settings(agentId), settings),
  });
}
