import { useCallback } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { integrationKeys } from './keys';

/**
 * How many of the integrations' queries are being fetched: `fetching` as rendered (it re-renders the caller when it
 * changes), `fetchingNow()` as it is at the moment of the call (in an effect, it counts the requests that the
 * components mounted in the same commit have just started).
 */
export function useIntegrationsFetching() {
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: integrationKeys.all });
  const fetchingNow = useCallback(() => queryClient.isFetching({ queryKey: integrationKeys.all }), [queryClient]);
  return { fetching, fetchingNow };
}
