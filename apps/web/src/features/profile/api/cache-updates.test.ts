import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../../../lib/session';
import { clientWith, isInvalidated, runHook, serveFetch } from '../../../test/hook-harness';
import { profileKeys } from './keys';
import { useChangePassword } from './change-password';
import { useConfirmEmailChange } from './confirm-email-change';
import { useDeleteAccount } from './delete-account';
import { dataExportQueryOptions } from './get-data-export';
import { useRequestDataExport } from './request-data-export';
import { useRequestEmailChange } from './request-email-change';
import { useUpdateAddress } from './update-address';
import { useUpdateName } from './update-name';
import { useUploadAvatar } from './upload-avatar';

afterEach(() => vi.unstubAllGlobals());

type Mutation = { mutateAsync: (v: unknown) => Promise<unknown> };
const ok = { body: { success: true, message: 'Fatto.' } };
const cached = () =>
  clientWith([
    [sessionKeys.all, { user: { id: 'u1' } }],
    [profileKeys.all, { firstName: 'Anna' }],
    [['agents', 'list'], []],
  ]);

describe('profile mutations update the cache', () => {
  it.each([
    ['useChangePassword', () => useChangePassword(), 'POST /api/profile/password', {}],
    ['useRequestEmailChange', () => useRequestEmailChange(), 'POST /api/profile/email', { email: 'nuova@esempio.it' }],
    ['useUpdateAddress', () => useUpdateAddress(), 'PUT /api/profile/address', {}],
  ] as const)('%s: the profile is stale, the session untouched', async (_name, hook, route, variables) => {
    serveFetch({ [route]: ok });
    const queryClient = cached();
    await runHook(hook as () => Mutation, queryClient).mutateAsync(variables);
    expect(isInvalidated(queryClient, profileKeys.all)).toBe(true);
    expect(isInvalidated(queryClient, sessionKeys.all)).toBe(false);
  });

  it.each([
    ['useUpdateName', () => useUpdateName(), 'PUT /api/profile/name', { firstName: 'Bea' }],
    ['useUploadAvatar', () => useUploadAvatar(), 'POST /api/profile/avatar', new File(['png'], 'a.png', { type: 'image/png' })],
    ['useConfirmEmailChange', () => useConfirmEmailChange(), 'POST /api/profile/email/confirm', 'token-1'],
  ] as const)(
    '%s: the profile and the session (the sidebar shows name, avatar, e-mail) are stale',
    async (_name, hook, route, variables) => {
      serveFetch({ [route]: { body: { success: true, message: 'Fatto.', avatarUrl: '/a.png' } } });
      const queryClient = cached();
      await runHook(hook as () => Mutation, queryClient).mutateAsync(variables);
      expect(isInvalidated(queryClient, profileKeys.all)).toBe(true);
      expect(isInvalidated(queryClient, sessionKeys.all)).toBe(true);
      expect(isInvalidated(queryClient, ['agents', 'list'])).toBe(false);
    },
  );

  it('useRequestDataExport: the latest export is the one the server just started', async () => {
    const started = { id: 'e1', status: 'pending' };
    serveFetch({ 'POST /api/account/export': { body: { message: 'Esportazione avviata.', export: started } } });
    const queryClient = cached();
    await runHook(() => useRequestDataExport(), queryClient).mutateAsync(undefined);
    expect(queryClient.getQueryData(dataExportQueryOptions().queryKey)).toEqual({ latest: started });
  });

  it('useDeleteAccount: nothing of the user stays cached', async () => {
    serveFetch({ 'POST /api/profile/delete': ok });
    const queryClient = cached();
    await runHook(() => useDeleteAccount(), queryClient).mutateAsync({ confirmation: 'ELIMINA', password: 'x' });
    expect(queryClient.getQueryData(sessionKeys.all)).toBeNull();
    expect(queryClient.getQueryState(profileKeys.all)).toBeUndefined();
    expect(queryClient.getQueryState(['agents', 'list'])).toBeUndefined();
  });

  it('useDeleteAccount: a wrong password keeps everything', async () => {
    serveFetch({ 'POST /api/profile/delete': { status: 400, body: { message: 'Password non corretta.' } } });
    const queryClient = cached();
    await expect(runHook(() => useDeleteAccount(), queryClient).mutateAsync({ confirmation: 'ELIMINA', password: 'x' })).rejects.toThrow(
      'Password non corretta.',
    );
    expect(queryClient.getQueryData(sessionKeys.all)).toEqual({ user: { id: 'u1' } });
  });
});
