import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Processors } from '@app/shared/api/legal';
import { apiRequest } from '../../../lib/api-client';
import { legalKeys } from './keys';

/** GET /api/legal/processors: who processes the data and where, from the server's configuration. */
export const getProcessors = () => apiRequest<Processors>('/legal/processors');

export const processorsQueryOptions = () =>
  queryOptions({ queryKey: legalKeys.processors(), queryFn: getProcessors, staleTime: 5 * 60_000 });

export const useProcessors = () => useQuery(processorsQueryOptions());
