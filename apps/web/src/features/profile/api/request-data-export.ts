import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataExport } from '@app/shared/api/data-export';
import { apiRequest } from '../../../lib/api-client';
import { dataExportQueryOptions } from './get-data-export';

/** POST /api/account/export: starts building the ZIP in the background. */
export const requestDataExport = () => apiRequest<{ message: string; export: DataExport }>('/account/export', { method: 'POST' });

/** The started export becomes the latest one shown (and polled while pending). */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (result) => queryClient.setQueryData(dataExportQueryOptions().queryKey, { latest: result.export }),
  });
}
