import type { QueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '@app/shared/api/auth';
import { dashboardSummaryQueryOptions } from './get-dashboard-summary';
import { onboardingQueryOptions } from './get-onboarding';

/**
 * What the dashboard opens on, asked for while its code arrives (issue 34, ADR 0205): the cards of the caller's role
 * and, for the owner, the first-run checklist the cards wait for (as the page itself asks).
 */
export async function prefetchDashboard(queryClient: QueryClient, session: SessionInfo): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(dashboardSummaryQueryOptions()),
    ...(session.user.role === 'owner' ? [queryClient.prefetchQuery(onboardingQueryOptions())] : []),
  ]);
}
