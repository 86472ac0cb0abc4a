import { useCallback } from 'react';
import { useIsFetching, useQueryClient, type QueryFilters } from '@tanstack/react-query';
import { integrationKeys } from './keys';

/** The integrations' queries still waiting for their first answer (a refetch of data already shown does not count). */
const firstLoads: QueryFilters = { queryKey: integrationKeys.all, predicate: (query) => query.state.status === 'pending' };

/**
 * How many of the integrations' queries are fetching their first answer: `fetching` as rendered (it re-renders the
 * caller when it changes), `fetchingNow()` as it is at the moment of the call (in an effect, it counts the requests
 * that the components mounted in the same commit have just started).
 */
export function useIntegrationsFirstLoads() {
  const queryClient = useQueryClient();
  const fetching = useIsFetching(firstLoads);
  const fetchingNow = useCallback(() => queryClient.isFetching(firstLoads), [queryClient]);
  return { fetching, fetchingNow };
}
