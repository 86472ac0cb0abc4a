import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Onboarding } from '@app/shared/api/dashboard';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** GET /api/dashboard/onboarding: the owner's first-run checklist, ticked from the account's data. */
export const getOnboarding = () => apiRequest<Onboarding>('/dashboard/onboarding');

// Always re-read on the dashboard: a step done elsewhere a moment ago must show as ticked.
export const onboardingQueryOptions = () => queryOptions({ queryKey: dashboardKeys.onboarding(), queryFn: getOnboarding, staleTime: 0 });

export const useOnboarding = (enabled: boolean) => useQuery({ ...onboardingQueryOptions(), enabled });
