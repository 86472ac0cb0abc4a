import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../../../lib/session';
import { clientWith, isInvalidated, runHook, serveFetch } from '../../../test/hook-harness';
import { teamKeys } from './keys';
import { useAddTeamMember } from './add-team-member';
import { useConfirmInvite } from './confirm-invite';
import { useDeleteTeamMember } from './delete-team-member';
import { useSetMemberStatus } from './set-member-status';
import { useUpdateMemberRole } from './update-member-role';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const cached = () =>
  clientWith([
    [teamKeys.members(), { members: [] }],
    [['agents', 'list'], []],
  ]);

describe('team mutations update the cache', () => {
  it.each([
    ['useAddTeamMember', () => useAddTeamMember(), 'POST /api/team/members', { email: 'n@esempio.it' }],
    ['useDeleteTeamMember', () => useDeleteTeamMember(), 'DELETE /api/team/members/m1', 'm1'],
    ['useUpdateMemberRole', () => useUpdateMemberRole(), 'PATCH /api/team/members/m1/role', { memberId: 'm1', input: { role: 'admin' } }],
  ] as const)('%s: the member list is stale, nothing else', async (_name, hook, route, variables) => {
    serveFetch({ [route]: { body: { success: true, message: 'Fatto.', member: {} } } });
    const queryClient = cached();
    await runHook(hook as () => { mutateAsync: (v: unknown) => Promise<unknown> }, queryClient).mutateAsync(variables);
    expect(isInvalidated(queryClient, teamKeys.members())).toBe(true);
    expect(isInvalidated(queryClient, ['agents', 'list'])).toBe(false);
  });

  it('useSetMemberStatus: the list reloads after the pause the spec asks for, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sent = serveFetch({ 'PATCH /api/team/members/m1/status': { body: { member: {}, message: 'Utente disattivato.' } } });
    const queryClient = cached();
    await runHook(() => useSetMemberStatus(), queryClient).mutateAsync({ memberId: 'm1', active: false });
    expect(sent[0]!.body).toEqual({ active: false });
    expect(isInvalidated(queryClient, teamKeys.members())).toBe(false);
    vi.runOnlyPendingTimers();
    expect(isInvalidated(queryClient, teamKeys.members())).toBe(true);
  });

  it('useConfirmInvite: the invited member is signed in with the session the server now sees', async () => {
    const session = { user: { id: 'm1', role: 'member' }, profile: { isActive: false } };
    const sent = serveFetch({
      'POST /api/team/confirm-invite': { body: { success: true, message: 'Invito confermato.' } },
      'GET /api/auth/session': { body: session },
    });
    const queryClient = clientWith([]);
    await runHook(() => useConfirmInvite(), queryClient).mutateAsync({ token: 'invite-1' });
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/team/confirm-invite', 'GET /api/auth/session']);
    expect(queryClient.getQueryData(sessionKeys.all)).toEqual(session);
  });
});
