import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuperAdminInvoiceList } from '@app/shared/api/billing';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, queryString } from './keys';

/** GET /api/super-admin/billing/invoices?accountId=…: one customer account's numbered invoices, newest first. */
export const getAccountInvoices = (accountId: string) =>
  apiRequest<SuperAdminInvoiceList>(`/super-admin/billing/invoices${queryString({ accountId })}`);

export const accountInvoicesQueryOptions = (accountId: string) =>
  queryOptions({ queryKey: adminKeys.accountInvoices(accountId), queryFn: () => getAccountInvoices(accountId) });

export const useAccountInvoices = (accountId: string) => useQuery(accountInvoicesQueryOptions(accountId));
