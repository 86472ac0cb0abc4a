import { TEAM_STATUS_LABELS, type TeamMemberStatus } from '@app/shared/api/team';

const styles: Record<TeamMemberStatus, string> = {
  active: 'bg-green-100 text-green-800',
  invited: 'bg-amber-100 text-amber-900',
  deactivated: 'bg-red-100 text-red-800',
};

export function MemberStatusBadge({ status }: { status: TeamMemberStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[status]}`}>{TEAM_STATUS_LABELS[status]}</span>
  );
}
