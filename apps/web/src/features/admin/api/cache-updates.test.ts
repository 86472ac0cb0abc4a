import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientWith, isInvalidated, runHook, serveFetch } from '../../../test/hook-harness';
import { adminKeys } from './keys';
import { useAddApiKey } from './add-api-key';
import { useDeleteApiKey } from './delete-api-key';
import { useSetDefaultApiKey } from './set-default-api-key';
import { useSetUserBan } from './set-user-ban';
import { useTestApiKey } from './test-api-key';
import { useUpdateUserPlan } from './update-user-plan';
import { useUpdateUserRole } from './update-user-role';

afterEach(() => vi.unstubAllGlobals());

const ok = { body: { success: true, message: 'Fatto.' } };
/** What the back office has cached after visiting its pages. */
const backOffice = () =>
  clientWith([
    [adminKeys.stats(), { total: 1 }],
    [adminKeys.subscriptionList({ page: 1, sort: 'account', dir: 'desc' } as never), { rows: [] }],
    [adminKeys.subscription('u1'), { user: {} }],
    [adminKeys.apiKeys(), { apiKeys: [] }],
    [adminKeys.audit({}), { pages: [] }],
    [['agents', 'list'], []],
  ]);
const everyAdminQuery = [adminKeys.stats(), adminKeys.subscription('u1'), adminKeys.apiKeys(), adminKeys.audit({})];

describe('back-office mutations update the cache', () => {
  it.each([
    ['useAddApiKey', () => useAddApiKey(), 'POST /api/super-admin/api-keys', { name: 'k', apiKey: 'sk-1' }],
    ['useDeleteApiKey', () => useDeleteApiKey(), 'DELETE /api/super-admin/api-keys/k1', 'k1'],
    ['useSetDefaultApiKey', () => useSetDefaultApiKey(), 'POST /api/super-admin/api-keys/default', 'k1'],
    ['useSetUserBan', () => useSetUserBan(), 'POST /api/super-admin/subscriptions/u1/ban', { id: 'u1', input: { banned: true } }],
    ['useUpdateUserPlan', () => useUpdateUserPlan(), 'PATCH /api/super-admin/subscriptions/u1/plan', { id: 'u1', input: { plan: 'pro' } }],
    [
      'useUpdateUserRole',
      () => useUpdateUserRole(),
      'PATCH /api/super-admin/subscriptions/u1/role',
      { id: 'u1', input: { role: 'admin' } },
    ],
  ] as const)('%s: every back-office query is stale after success, nothing else', async (_name, hook, route, variables) => {
    const sent = serveFetch({ [route]: ok });
    const queryClient = backOffice();
    const mutation = runHook(hook as () => { mutateAsync: (v: unknown) => Promise<unknown> }, queryClient);
    await mutation.mutateAsync(variables);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([route]);
    for (const key of everyAdminQuery) expect(isInvalidated(queryClient, key)).toBe(true);
    expect(isInvalidated(queryClient, ['agents', 'list'])).toBe(false);
  });

  it('useTestApiKey: only the audit log moves (the test is recorded there)', async () => {
    serveFetch({ 'POST /api/super-admin/api-keys/k1/test': { body: { success: true, message: 'Connection OK' } } });
    const queryClient = backOffice();
    await runHook(() => useTestApiKey(), queryClient).mutateAsync('k1');
    expect(isInvalidated(queryClient, adminKeys.audit({}))).toBe(true);
    expect(isInvalidated(queryClient, adminKeys.apiKeys())).toBe(false);
    expect(isInvalidated(queryClient, adminKeys.stats())).toBe(false);
  });

  it('leaves the cache alone when the server refuses', async () => {
    serveFetch({ 'DELETE /api/super-admin/api-keys/k1': { status: 404, body: { message: 'Chiave non trovata.', code: 'NOT_FOUND' } } });
    const queryClient = backOffice();
    await expect(runHook(() => useDeleteApiKey(), queryClient).mutateAsync('k1')).rejects.toThrow('Chiave non trovata.');
    for (const key of everyAdminQuery) expect(isInvalidated(queryClient, key)).toBe(false);
  });
});
