import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WidgetConfig } from '@app/shared/api/integrations';
import { apiRequest } from '../../../lib/api-client';
import { integrationKeys, publicWidgetPath } from './keys';

/** GET /api/widget/agents/:agentId: what the embedded chat shows (no login). */
export const getWidgetConfig = (agentId: string) => apiRequest<WidgetConfig>(publicWidgetPath(agentId));

export const widgetConfigQueryOptions = (agentId: string) =>
  queryOptions({ queryKey: integrationKeys.widgetConfig(agentId), queryFn: () => getWidgetConfig(agentId), retry: false });

export const useWidgetConfig = (agentId: string) => useQuery(widgetConfigQueryOptions(agentId));
