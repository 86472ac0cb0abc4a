import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceList } from '@app/shared/api/billing';
import { apiRequest } from '../../../lib/api-client';
import { billingKeys } from './keys';

/** GET /api/billing/invoices: newest first (spec §7). */
export const getInvoices = () => apiRequest<InvoiceList>('/billing/invoices');

export const invoicesQueryOptions = (userId: string) => queryOptions({ queryKey: billingKeys.invoices(userId), queryFn: getInvoices });

export const useInvoices = (userId: string) => useQuery(invoicesQueryOptions(userId));
