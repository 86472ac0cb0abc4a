import { describe, expect, it } from 'vitest';
import { clientWith, runHook } from '../../../test/hook-harness';
import { integrationKeys } from './keys';
import { useIntegrationsFirstLoads } from './integrations-first-loads';

const never = () => new Promise<never>(() => undefined);

describe('useIntegrationsFirstLoads: what the integrations page waits for before it shows its cards', () => {
  it('counts a query with no answer yet, not a refetch of data already shown, nor another feature', () => {
    const queryClient = clientWith([[integrationKeys.tokens(), { tokens: [] }]]);
    const { fetchingNow } = runHook(() => useIntegrationsFirstLoads(), queryClient);
    expect(fetchingNow()).toBe(0);

    // A revisit: the tokens are refetched in the background, the page already has them.
    void queryClient.fetchQuery({ queryKey: integrationKeys.tokens(), queryFn: never, staleTime: 0 });
    void queryClient.fetchQuery({ queryKey: ['billing'], queryFn: never });
    expect(fetchingNow()).toBe(0);

    // A first load: the lead webhook has never answered.
    void queryClient.fetchQuery({ queryKey: integrationKeys.leadWebhook(), queryFn: never });
    expect(fetchingNow()).toBe(1);
  });
});
