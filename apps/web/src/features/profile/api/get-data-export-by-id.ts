import { useQuery } from '@tanstack/react-query';
import type { DataExport } from '@app/shared/api/data-export';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** GET /api/account/export/:id: one export of the account (owner only), for the page the e-mail's link opens. */
export const getDataExportById = (id: string) => apiRequest<DataExport>(`/account/export/${encodeURIComponent(id)}`);

export const useDataExportById = (id: string, enabled: boolean) =>
  useQuery({ queryKey: [...profileKeys.all, 'data-export', id] as const, queryFn: () => getDataExportById(id), enabled, retry: false });
