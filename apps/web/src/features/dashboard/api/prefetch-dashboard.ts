import type { QueryClient } from '@tanstack/react-query';
import { dashboardSummaryQueryOptions } from './get-dashboard-summary';

/**
 * What the dashboard opens on, asked for while its code arrives (issue 34, ADR 0205): the cards of the caller's role.
 * Not the owner's first-run checklist: the page reads it again on every visit (staleTime 0, a step done elsewhere
 * shows at once), so asking for it here would ask twice.
 */
export async function prefetchDashboard(queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchQuery(dashboardSummaryQueryOptions());
}
