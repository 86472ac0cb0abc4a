import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WidgetSettings } from '@app/shared/api/integrations';
import { apiRequest } from '../../../lib/api-client';
import { integrationKeys, widgetPath } from './keys';

/** GET /api/agents/:agentId/widget: appearance, allowed domains, identity verification (who may manage the agent). */
export const getWidgetSettings = (agentId: string) => apiRequest<WidgetSettings>(widgetPath(agentId));

export const widgetSettingsQueryOptions = (agentId: string) =>
  queryOptions({ queryKey: integrationKeys.widget(agentId), queryFn: () => getWidgetSettings(agentId), retry: false });

export const useWidgetSettings = (agentId: string) => useQuery({ ...widgetSettingsQueryOptions(agentId), enabled: Boolean(agentId) });
