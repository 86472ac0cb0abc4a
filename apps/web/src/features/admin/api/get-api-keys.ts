import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKeyList } from '@app/shared/api/api-keys';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/super-admin/api-keys (spec list-api-keys): masked values and the default's id. */
export const getApiKeys = () => apiRequest<ApiKeyList>('/super-admin/api-keys');

export const apiKeysQueryOptions = () => queryOptions({ queryKey: adminKeys.apiKeys(), queryFn: getApiKeys });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());
