import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiTokenList } from '@app/shared/api/integrations';
import { apiRequest } from '../../../lib/api-client';
import { integrationKeys } from './keys';

/** GET /api/integrations/tokens: the account's API tokens (owner and admins). */
export const getApiTokens = () => apiRequest<ApiTokenList>('/integrations/tokens');

export const apiTokensQueryOptions = () => queryOptions({ queryKey: integrationKeys.tokens(), queryFn: getApiTokens });

export const useApiTokens = ({ enabled }: { enabled: boolean }) => useQuery({ ...apiTokensQueryOptions(), enabled });
