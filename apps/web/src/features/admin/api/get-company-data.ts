import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyDataView } from '@app/shared/api/billing';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/super-admin/billing/company: the operator's company data in use (issue 44). */
export const getCompanyData = () => apiRequest<CompanyDataView>('/super-admin/billing/company');

export const useCompanyData = () => useQuery(queryOptions({ queryKey: adminKeys.company(), queryFn: getCompanyData }));
