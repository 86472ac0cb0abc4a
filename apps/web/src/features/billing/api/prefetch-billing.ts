import type { QueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '@app/shared/api/auth';
import { canManageBilling } from '@app/shared/roles';
import { billingOverviewQueryOptions } from './get-billing-overview';
import { invoicesQueryOptions } from './get-invoices';
import { billingProfileQueryOptions } from './get-billing-profile';

/**
 * What 'Account e Fatturazione' opens on, asked for while its code arrives (issue 34, ADR 0205); only for a role
 * that may see it, as the page itself.
 */
export async function prefetchBilling(queryClient: QueryClient, session: SessionInfo): Promise<void> {
  if (!canManageBilling(session.user.role)) return;
  const userId = session.user.id;
  await Promise.all([
    queryClient.prefetchQuery(billingOverviewQueryOptions(userId)),
    queryClient.prefetchQuery(invoicesQueryOptions(userId)),
    queryClient.prefetchQuery(billingProfileQueryOptions(userId)),
  ]);
}
