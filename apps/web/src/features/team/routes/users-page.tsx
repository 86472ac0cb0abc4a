import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/notify';
import { UserPlus } from 'lucide-react';
import { seatLimitMessage } from '@app/shared/i18n/team';
import { type TeamMember } from '@app/shared/api/team';
import { canManageTeam, canManageTeamMember, roleLabel } from '@app/shared/roles';
import { displayName } from '@app/shared/display-name';
import { PLAN_EXPIRED_MESSAGE } from '@app/shared/i18n/plans';
import { PageHeader } from '../../../components/ui/page-header';
import { RowsSkeleton } from '../../../components/ui/skeleton';
import { Button } from '../../../components/ui/button';
import { AccessDenied } from '../../../components/ui/access-denied';
import { teamText } from '@app/shared/i18n/team';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useTeamMembers } from '../api/get-team-members';
import { useSetMemberStatus } from '../api/set-member-status';
import { useDeleteTeamMember } from '../api/delete-team-member';
import { useSendMemberPasswordReset } from '../api/send-member-password-reset';
import { useResetMemberSecondFactor } from '../api/reset-member-second-factor';
import { useLiveTeam } from '../use-live-team';
import { AddMemberDialog } from '../components/add-member-dialog';
import { EditRoleDialog } from '../components/edit-role-dialog';
import { MemberActions } from '../components/member-actions';
import { MemberStatusBadge } from '../components/member-status-badge';
import { SeatCounter } from '../components/seat-counter';
import { usePlanChoicePath } from '../../../lib/plan-choice';
import { TeamSecondFactorCard } from '../components/team-second-factor-card';

/** /users ('Utenti'): the owner's team (spec §2). */
export function UsersPage() {
  const { session } = useSession();
  if (!session) return <p role="alert">{teamText.users.unauthenticated}</p>;
  if (!canManageTeam(session.user.role)) return <AccessDenied message={teamText.users.ownerOnly} />;
  return <TeamManagement />;
}

function TeamManagement() {
  const t = teamText.users;
  const { session } = useSession();
  const planPath = usePlanChoicePath();
  const list = useTeamMembers();
  const setStatus = useSetMemberStatus();
  const deleteMember = useDeleteTeamMember();
  const resetPassword = useSendMemberPasswordReset();
  const resetSecondFactor = useResetMemberSecondFactor();
  useLiveTeam();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);

  const data = list.data;
  const expired = data?.planStatus === 'expired';
  const seatLimit = expired ? null : (data?.seats.limit ?? null);
  const full = data && seatLimit !== null ? data.seats.used >= seatLimit : false;
  const callerRole = session?.user.role ?? 'user';

  const toggleStatus = async (member: TeamMember) => {
    try {
      const result = await setStatus.mutateAsync({ memberId: member.id, active: member.status === 'deactivated' });
      toast.success(result.message);
    } catch (err) {
      toast.error(t.statusError(errorMessage(err)));
    }
  };

  const remove = async (member: TeamMember) => {
    if (!window.confirm(t.confirmDelete(member.email))) return;
    try {
      const result = await deleteMember.mutateAsync(member.id);
      toast.success(result.message);
    } catch (err) {
      toast.error(t.deleteError(errorMessage(err)));
    }
  };

  const sendReset = async (member: TeamMember) => {
    try {
      const result = await resetPassword.mutateAsync(member.id);
      toast.success(result.message);
    } catch (err) {
      toast.error(t.resetError(errorMessage(err)));
    }
  };

  const resetFactor = async (member: TeamMember) => {
    if (!window.confirm(t.confirmResetSecondFactor(member.email))) return;
    try {
      const result = await resetSecondFactor.mutateAsync(member.id);
      toast.success(result.message);
    } catch (err) {
      toast.error(t.resetSecondFactorError(errorMessage(err)));
    }
  };

  const actions = (
    <Button
      onClick={() => setAdding(true)}
      disabled={!data || full || expired}
      aria-describedby={full || expired ? 'seat-limit' : undefined}
    >
      <UserPlus className="h-4 w-4" aria-hidden="true" />
      {t.add}
    </Button>
  );

  return (
    <div>
      <PageHeader title={t.title} description={t.description} actions={actions} />
      {data ? (
        <div className="-mt-2 mb-6 flex flex-wrap items-center gap-3">
          {seatLimit === null ? null : <SeatCounter used={data.seats.used} limit={seatLimit} />}
          {full ? (
            <p id="seat-limit" role="status" className="text-sm text-red-800">
              {seatLimitMessage(seatLimit ?? 0)}
            </p>
          ) : null}
          {expired ? (
            <p id="seat-limit" role="status" className="text-sm text-red-800">
              {PLAN_EXPIRED_MESSAGE}{' '}
              <Link to={planPath} className="font-medium underline">
                {t.choosePlan}
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
      {list.isLoading ? <RowsSkeleton /> : null}
      {list.error ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
          {t.loadError(errorMessage(list.error))}
        </p>
      ) : null}
      {data && data.members.filter((m) => !m.isSelf).length === 0 ? (
        <p className="mb-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{t.empty}</p>
      ) : null}
      {data ? (
        // On a phone the e-mail moves under the name and the cells are narrower: role, status and actions fit
        // without sideways scrolling.
        <div className="relative rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full divide-y divide-slate-200 text-sm" aria-label={t.tableLabel}>
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                <th scope="col" className="px-2 py-3 font-semibold sm:px-4">
                  {t.columns.name}
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                  {t.columns.email}
                </th>
                <th scope="col" className="px-2 py-3 font-semibold sm:px-4">
                  {t.columns.role}
                </th>
                <th scope="col" className="px-2 py-3 font-semibold sm:px-4">
                  {t.columns.status}
                </th>
                <th scope="col" className="px-2 py-3 text-right font-semibold sm:px-4">
                  {t.columns.actions}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.members.map((member) => {
                const name = displayName({ firstName: member.firstName, lastName: member.lastName, email: member.email });
                return (
                  <tr key={member.id} data-testid="team-row">
                    <td className="px-2 py-3 font-medium [overflow-wrap:anywhere] text-slate-900 sm:px-4">
                      {name} {member.isSelf ? <span className="text-slate-600">{t.you}</span> : null}
                      <span className="block text-xs font-normal text-slate-600 sm:hidden">{member.email}</span>
                    </td>
                    <td className="hidden px-4 py-3 [overflow-wrap:anywhere] text-slate-800 sm:table-cell">{member.email}</td>
                    <td className="px-2 py-3 text-slate-800 sm:px-4">{roleLabel(member.role)}</td>
                    <td className="px-2 py-3 sm:px-4">
                      <MemberStatusBadge status={member.status} />
                    </td>
                    <td className="px-2 py-3 text-right sm:px-4">
                      {canManageTeamMember(callerRole, member.role) ? (
                        <MemberActions
                          member={member}
                          name={name}
                          onEditRole={() => setEditing(member)}
                          onToggleStatus={() => void toggleStatus(member)}
                          onDelete={() => void remove(member)}
                          onResend={() => toast.info(t.resendInfo)}
                          onResetPassword={() => void sendReset(member)}
                          onResetSecondFactor={() => void resetFactor(member)}
                        />
                      ) : (
                        <span className="sr-only">{t.noActions}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {/* Below the list once it has arrived: drawn under the loading rows, the list pushed it down the screen. */}
      {list.isLoading ? null : <TeamSecondFactorCard />}
      <AddMemberDialog open={adding} onOpenChange={setAdding} />
      <EditRoleDialog member={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
