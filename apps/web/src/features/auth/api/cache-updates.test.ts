import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../../../lib/session';
import { clientWith, runHook, serveFetch } from '../../../test/hook-harness';
import { googleKeys } from './google-keys';
import { useConfirmSecondFactor } from './confirm-second-factor';
import { useDisableSecondFactor } from './disable-second-factor';
import { useLinkGoogle } from './link-google';
import { signOut } from './logout';
import { useRegister } from './register';
import { useUpdatePassword } from './update-password';
import { useVerifyEmail } from './verify-email';
import { useVerifySecondFactor } from './verify-second-factor';

afterEach(() => vi.unstubAllGlobals());

const session = (id: string, verified = true) =>
  ({
    user: { id, email: `${id}@esempio.it`, role: 'owner' },
    profile: { isActive: true },
    account: null,
    secondFactor: { required: true, enabled: true, verified },
  }) as const;
const signedIn = () =>
  clientWith([
    [sessionKeys.all, session('old')],
    [['agents', 'list'], [{ id: 'a1' }]],
    [['profile'], { firstName: 'Anna' }],
  ]);
const anonymous = () => clientWith([[googleKeys.pendingLink(), { email: 'g@esempio.it' }]]);

/** The messages the other tabs of this browser receive on the auth channel. */
function otherTab() {
  const channel = new BroadcastChannel('agenti-auth');
  const received: unknown[] = [];
  const first = new Promise<unknown>((resolve) =>
    channel.addEventListener('message', (event) => {
      received.push(event.data);
      resolve(event.data);
    }),
  );
  return { first, close: () => channel.close() };
}

describe('sign-in hooks take the session on (adoptSession)', () => {
  it('useVerifyEmail caches the session the server answered and tells the other tabs', async () => {
    serveFetch({ 'POST /api/auth/verify-email': { body: session('new') } });
    const queryClient = anonymous();
    const tab = otherTab();
    await runHook(() => useVerifyEmail(), queryClient).mutateAsync('token-1');
    expect(queryClient.getQueryData(sessionKeys.all)).toEqual(session('new'));
    await expect(tab.first).resolves.toEqual({ type: 'signed-in' });
    tab.close();
  });

  it('useLinkGoogle drops the pending link and adopts the session', async () => {
    const sent = serveFetch({ 'POST /api/auth/google/link': { body: session('linked') } });
    const queryClient = anonymous();
    await runHook(() => useLinkGoogle(), queryClient).mutateAsync({ password: 'Segreta1!' } as never);
    expect(sent[0]!.body).toEqual({ password: 'Segreta1!' });
    expect(queryClient.getQueryState(googleKeys.pendingLink())).toBeUndefined();
    expect(queryClient.getQueryData(sessionKeys.all)).toEqual(session('linked'));
  });

  it('useRegister reads the fresh session when the server signed the new owner in, and nothing when it did not', async () => {
    const sent = serveFetch({
      'POST /api/auth/register': { body: { user: { id: 'u1', email: 'u1@esempio.it' }, message: 'Registrazione completata.' } },
      'GET /api/auth/session': { body: session('u1') },
    });
    const queryClient = anonymous();
    await runHook(() => useRegister(), queryClient).mutateAsync({} as never);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/auth/register', 'GET /api/auth/session']);
    expect(queryClient.getQueryData(sessionKeys.all)).toEqual(session('u1'));

    const quiet = serveFetch({ 'POST /api/auth/register': { body: { user: null, message: 'Controlla la tua email.' } } });
    const other = anonymous();
    await runHook(() => useRegister(), other).mutateAsync({} as never);
    expect(quiet).toHaveLength(1);
    expect(other.getQueryState(sessionKeys.all)).toBeUndefined();
  });

  it('useVerifySecondFactor replaces the cached session with the verified one', async () => {
    serveFetch({
      'POST /api/auth/second-factor/verify': { body: { success: true } },
      'GET /api/auth/session': { body: session('old', true) },
    });
    const queryClient = clientWith([[sessionKeys.all, session('old', false)]]);
    await runHook(() => useVerifySecondFactor(), queryClient).mutateAsync({ code: '123456' } as never);
    expect(queryClient.getQueryData(sessionKeys.all)).toEqual(session('old', true));
  });

  it.each([
    ['useConfirmSecondFactor', () => useConfirmSecondFactor(), 'POST /api/auth/second-factor/confirm'],
    ['useDisableSecondFactor', () => useDisableSecondFactor(), 'POST /api/auth/second-factor/disable'],
  ] as const)('%s reads the session again (the guards and the profile card read it)', async (_name, hook, route) => {
    serveFetch({
      [route]: { body: { success: true, message: 'Fatto.', recoveryCodes: [] } },
      'GET /api/auth/session': { body: session('old', true) },
    });
    const queryClient = clientWith([[sessionKeys.all, session('old', false)]]);
    await runHook(hook as () => { mutateAsync: (v: unknown) => Promise<unknown> }, queryClient).mutateAsync({ code: '123456' });
    await vi.waitFor(() => expect(queryClient.getQueryData(sessionKeys.all)).toEqual(session('old', true)), { timeout: 10_000 });
  });
});

describe('sign-out hooks let the session go (forgetSession)', () => {
  it('useUpdatePassword empties the cache but for a null session, and tells the other tabs', async () => {
    serveFetch({ 'POST /api/auth/update-password': { body: { message: 'Password aggiornata.' } } });
    const queryClient = signedIn();
    const tab = otherTab();
    await runHook(() => useUpdatePassword(), queryClient).mutateAsync({} as never);
    expect(queryClient.getQueryData(sessionKeys.all)).toBeNull();
    expect(queryClient.getQueryState(['agents', 'list'])).toBeUndefined();
    expect(queryClient.getQueryState(['profile'])).toBeUndefined();
    await expect(tab.first).resolves.toEqual({ type: 'signed-out' });
    tab.close();
  });

  it('signOut does the same after the server closed the session, and keeps everything when it could not', async () => {
    serveFetch({ 'POST /api/auth/logout': { body: { success: true, message: 'Uscito.' } } });
    const queryClient = signedIn();
    await signOut(queryClient);
    expect(queryClient.getQueryData(sessionKeys.all)).toBeNull();
    expect(queryClient.getQueryState(['agents', 'list'])).toBeUndefined();

    serveFetch({ 'POST /api/auth/logout': { status: 500, body: { message: 'Si è verificato un errore imprevisto.' } } });
    const kept = signedIn();
    await expect(signOut(kept)).rejects.toThrow('Si è verificato un errore imprevisto.');
    expect(kept.getQueryData(sessionKeys.all)).toEqual(session('old'));
    expect(kept.getQueryData(['agents', 'list'])).toEqual([{ id: 'a1' }]);
  });
});
