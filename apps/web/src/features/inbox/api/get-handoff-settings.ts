import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HandoffSettings } from '@app/shared/api/handoff';
import { apiRequest } from '../../../lib/api-client';
import { handoffSettingsPath, inboxKeys } from './keys';

/** GET /api/agents/:agentId/handoff-settings. */
export const getHandoffSettings = (agentId: string) => apiRequest<HandoffSettings>(handoffSettingsPath(agentId));

export const handoffSettingsQueryOptions = (agentId: string) =>
  queryOptions({ queryKey: inboxKeys.settings(agentId), queryFn: () => getHandoffSettings(agentId) });

export const useHandoffSettings = (agentId: string) => useQuery(handoffSettingsQueryOptions(agentId));
