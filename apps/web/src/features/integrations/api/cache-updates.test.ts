import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientWith, isInvalidated, runHook, serveFetch } from '../../../test/hook-harness';
import { integrationKeys } from './keys';
import { useCreateApiToken } from './create-api-token';
import { useCreateIdentitySecret } from './create-identity-secret';
import { useRevokeApiToken } from './revoke-api-token';
import { useUpdateWidgetSettings } from './update-widget-settings';

afterEach(() => vi.unstubAllGlobals());

const cached = () =>
  clientWith([
    [integrationKeys.tokens(), { tokens: [] }],
    [integrationKeys.widget('a1'), { enabled: false }],
    [integrationKeys.widget('a2'), { enabled: false }],
  ]);

describe('integration mutations update the cache', () => {
  it.each([
    ['useCreateApiToken', () => useCreateApiToken(), 'POST /api/integrations/tokens', { name: 'CRM' }],
    ['useRevokeApiToken', () => useRevokeApiToken(), 'DELETE /api/integrations/tokens/t1', 't1'],
  ] as const)('%s: the token list is stale, the widgets untouched', async (_name, hook, route, variables) => {
    serveFetch({ [route]: { body: { success: true, token: 'tok' } } });
    const queryClient = cached();
    await runHook(hook as () => { mutateAsync: (v: unknown) => Promise<unknown> }, queryClient).mutateAsync(variables);
    expect(isInvalidated(queryClient, integrationKeys.tokens())).toBe(true);
    expect(isInvalidated(queryClient, integrationKeys.widget('a1'))).toBe(false);
  });

  it("useUpdateWidgetSettings: the agent's widget holds what the server saved", async () => {
    serveFetch({ 'PUT /api/agents/a1/widget': { body: { enabled: true } } });
    const queryClient = cached();
    await runHook(() => useUpdateWidgetSettings('a1'), queryClient).mutateAsync({ enabled: true } as never);
    expect(queryClient.getQueryData(integrationKeys.widget('a1'))).toEqual({ enabled: true });
    expect(queryClient.getQueryData(integrationKeys.widget('a2'))).toEqual({ enabled: false });
  });

  it("useCreateIdentitySecret: the agent's widget is stale (it now says a secret exists)", async () => {
    serveFetch({ 'POST /api/agents/a1/widget/identity-secret': { body: { secret: 's', message: 'Creato.' } } });
    const queryClient = cached();
    await runHook(() => useCreateIdentitySecret('a1'), queryClient).mutateAsync();
    expect(isInvalidated(queryClient, integrationKeys.widget('a1'))).toBe(true);
    expect(isInvalidated(queryClient, integrationKeys.widget('a2'))).toBe(false);
  });
});
