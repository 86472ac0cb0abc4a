import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataExport } from '@app/shared/api/data-export';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** GET /api/account/export: the account's latest data export (owner only). */
export const getDataExport = () => apiRequest<{ latest: DataExport | null }>('/account/export');

const PENDING_POLL_MS = 2000;

export const dataExportQueryOptions = () =>
  queryOptions({
    queryKey: [...profileKeys.all, 'data-export'] as const,
    queryFn: getDataExport,
    // While the ZIP is being built, its state is read again until it is ready or failed.
    refetchInterval: (query) => (query.state.data?.latest?.status === 'pending' ? PENDING_POLL_MS : false),
  });

export const useDataExport = () => useQuery(dataExportQueryOptions());
