import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientWith, runHook, serveFetch } from '../../../test/hook-harness';
import { sessionsKeys } from './keys';
import { useEndOtherSessions } from './end-other-sessions';
import { useEndSession } from './end-session';

afterEach(() => vi.unstubAllGlobals());

const list = [
  { id: 's1', current: true },
  { id: 's2', current: false },
  { id: 's3', current: false },
];

describe('session mutations update the cache', () => {
  it('useEndSession drops the ended session from the list', async () => {
    serveFetch({ 'DELETE /api/sessions/s2': { body: { success: true, message: 'Sessione terminata.' } } });
    const queryClient = clientWith([[sessionsKeys.list(), list]]);
    await runHook(() => useEndSession(), queryClient).mutateAsync('s2');
    expect(queryClient.getQueryData(sessionsKeys.list())).toEqual([list[0], list[2]]);
  });

  it('useEndOtherSessions keeps the current session only', async () => {
    serveFetch({ 'POST /api/sessions/end-others': { body: { success: true, message: 'Sessioni terminate.', ended: 2 } } });
    const queryClient = clientWith([[sessionsKeys.list(), list]]);
    await runHook(() => useEndOtherSessions(), queryClient).mutateAsync();
    expect(queryClient.getQueryData(sessionsKeys.list())).toEqual([list[0]]);
  });

  it('a refused end keeps the list', async () => {
    serveFetch({ 'DELETE /api/sessions/s9': { status: 404, body: { message: 'Sessione non trovata.' } } });
    const queryClient = clientWith([[sessionsKeys.list(), list]]);
    await expect(runHook(() => useEndSession(), queryClient).mutateAsync('s9')).rejects.toThrow('Sessione non trovata.');
    expect(queryClient.getQueryData(sessionsKeys.list())).toEqual(list);
  });
});
