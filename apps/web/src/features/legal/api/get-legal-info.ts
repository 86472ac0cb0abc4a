import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalInfo } from '@app/shared/api/legal';
import { apiRequest } from '../../../lib/api-client';
import { legalKeys } from './keys';

/** GET /api/legal: the operator's company data, from the server's configuration. */
export const getLegalInfo = () => apiRequest<LegalInfo>('/legal');

// It only changes when the server restarts with new settings.
export const legalInfoQueryOptions = () => queryOptions({ queryKey: legalKeys.info(), queryFn: getLegalInfo, staleTime: Infinity });

export const useLegalInfo = () => useQuery(legalInfoQueryOptions());
