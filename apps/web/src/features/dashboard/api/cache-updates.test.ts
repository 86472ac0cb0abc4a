import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientWith, runHook, serveFetch } from '../../../test/hook-harness';
import { dashboardKeys } from './keys';
import { useDismissOnboarding } from './dismiss-onboarding';

afterEach(() => vi.unstubAllGlobals());

describe('dashboard mutations update the cache', () => {
  it('useDismissOnboarding marks the cached onboarding dismissed, keeping its steps', async () => {
    serveFetch({ 'POST /api/dashboard/onboarding/dismiss': { body: { success: true } } });
    const queryClient = clientWith([[dashboardKeys.onboarding(), { dismissed: false, steps: [{ id: 'agent', done: true }] }]]);
    await runHook(() => useDismissOnboarding(), queryClient).mutateAsync();
    expect(queryClient.getQueryData(dashboardKeys.onboarding())).toEqual({ dismissed: true, steps: [{ id: 'agent', done: true }] });
  });

  it('useDismissOnboarding creates nothing when the onboarding was never loaded', async () => {
    serveFetch({ 'POST /api/dashboard/onboarding/dismiss': { body: { success: true } } });
    const queryClient = clientWith([]);
    await runHook(() => useDismissOnboarding(), queryClient).mutateAsync();
    expect(queryClient.getQueryData(dashboardKeys.onboarding())).toBeUndefined();
  });
});
