import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../../../lib/session';
import { clientWith, isInvalidated, runHook, serveFetch } from '../../../test/hook-harness';
import { billingKeys } from './keys';
import { useCompleteSimulatedCheckout } from './complete-simulated-checkout';
import { useManageSimulatedSubscription } from './manage-simulated-subscription';
import { useSaveBillingProfile } from './save-billing-profile';

afterEach(() => vi.unstubAllGlobals());

const cached = () =>
  clientWith([
    [sessionKeys.all, { user: { id: 'u1' } }],
    [billingKeys.overview('u1'), { plan: 'base' }],
    [billingKeys.profile('u1'), { companyName: 'Vecchia Srl' }],
    [billingKeys.profile('u2'), { companyName: 'Altra Srl' }],
    [['agents', 'list'], []],
  ]);

describe('billing mutations update the cache', () => {
  it.each([
    ['useCompleteSimulatedCheckout', () => useCompleteSimulatedCheckout(), 'POST /api/billing/simulated-checkout/c1/complete', 'c1'],
    [
      'useManageSimulatedSubscription',
      () => useManageSimulatedSubscription(),
      'POST /api/billing/simulated/subscription',
      { action: 'cancel' },
    ],
  ] as const)('%s: a plan change moves everything (session, limits, meters, agents)', async (_name, hook, route, variables) => {
    serveFetch({ [route]: { body: { plan: 'pro', message: 'Piano aggiornato.' } } });
    const queryClient = cached();
    await runHook(hook as () => { mutateAsync: (v: unknown) => Promise<unknown> }, queryClient).mutateAsync(variables);
    for (const key of [sessionKeys.all, billingKeys.overview('u1'), ['agents', 'list']]) expect(isInvalidated(queryClient, key)).toBe(true);
  });

  it("useSaveBillingProfile: the user's billing profile holds what the server saved, another user's untouched", async () => {
    serveFetch({ 'PUT /api/billing/profile': { body: { companyName: 'Nuova Srl' } } });
    const queryClient = cached();
    await runHook(() => useSaveBillingProfile('u1'), queryClient).mutateAsync({ companyName: 'Nuova Srl' } as never);
    expect(queryClient.getQueryData(billingKeys.profile('u1'))).toEqual({ companyName: 'Nuova Srl' });
    expect(queryClient.getQueryData(billingKeys.profile('u2'))).toEqual({ companyName: 'Altra Srl' });
    expect(isInvalidated(queryClient, billingKeys.overview('u1'))).toBe(false);
  });
});
