import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWidgetSettingsInput, WidgetSettings } from '@app/shared/api/integrations';
import { apiRequest } from '../../../lib/api-client';
import { integrationKeys, widgetPath } from './keys';

/** PUT /api/agents/:agentId/widget. */
export const updateWidgetSettings = (agentId: string, input: UpdateWidgetSettingsInput) =>
  apiRequest<WidgetSettings>(widgetPath(agentId), { method: 'PUT', body: input });

export function useUpdateWidgetSettings(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateWidgetSettingsInput) => updateWidgetSettings(agentId, input),
    onSuccess: (settings) => queryClient.setQueryData(integrationKeys.widget(agentId), settings),
  });
}
