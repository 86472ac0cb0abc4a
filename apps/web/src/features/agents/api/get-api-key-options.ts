import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentApiKeyOption } from '@app/shared/api/api-keys';
import { apiRequest } from '../../../lib/api-client';
import { agentKeys } from './keys';

/** GET /api/api-keys/for-agents: the model keys an agent may be created with (names only). */
export const getApiKeyOptions = async () => (await apiRequest<{ apiKeys: AgentApiKeyOption[] }>('/api-keys/for-agents')).apiKeys;

export const apiKeyOptionsQueryOptions = () => queryOptions({ queryKey: agentKeys.apiKeyOptions(), queryFn: getApiKeyOptions });

export const useApiKeyOptions = () => useQuery(apiKeyOptionsQueryOptions());
