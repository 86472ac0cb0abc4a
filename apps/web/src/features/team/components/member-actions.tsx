import * as Menu from '@radix-ui/react-dropdown-menu';
import { MoreVertical, Pencil, Power, Trash2, Mail, KeyRound, ShieldOff } from 'lucide-react';
import type { TeamMember } from '@app/shared/api/team';
import { teamText } from '@app/shared/i18n/team';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

interface MemberActionsProps {
  member: TeamMember;
  name: string;
  onEditRole: () => void;
  onToggleStatus: () => void;
  onDelete: () => void;
  onResend: () => void;
  onResetPassword: () => void;
  /** Issue 17: removes the member's second factor (a lost phone). */
  onResetSecondFactor: () => void;
}

/** The row menu; owner rows have none (spec §5), the caller checks that with canManageTeamMember. */
export function MemberActions({
  member,
  name,
  onEditRole,
  onToggleStatus,
  onDelete,
  onResend,
  onResetPassword,
  onResetSecondFactor,
}: MemberActionsProps) {
  const t = teamText.users;
  const deactivated = member.status === 'deactivated';
  return (
    // Not modal: a modal menu hides the page from screen readers while its items stay focusable (axe aria-hidden-focus).
    <Menu.Root modal={false}>
      <Menu.Trigger className="rounded p-1.5 text-slate-700 hover:bg-slate-100" aria-label={t.menu(name)}>
        <MoreVertical className="h-5 w-5" aria-hidden="true" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={4} className="z-30 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
          <Menu.Item className={itemClass} onSelect={onEditRole}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t.editRole}
          </Menu.Item>
          <Menu.Item className={itemClass} onSelect={onToggleStatus}>
            <Power className="h-4 w-4" aria-hidden="true" />
            {deactivated ? t.activate : t.deactivate}
          </Menu.Item>
          {deactivated ? null : (
            <Menu.Item className={itemClass} onSelect={onResetPassword}>
              <KeyRound className="h-4 w-4" aria-hidden="true" />
              {t.resetPassword}
            </Menu.Item>
          )}
          <Menu.Item className={itemClass} onSelect={onResetSecondFactor}>
            <ShieldOff className="h-4 w-4" aria-hidden="true" />
            {t.resetSecondFactor}
          </Menu.Item>
          {member.status === 'invited' ? (
            <Menu.Item className={itemClass} onSelect={onResend}>
              <Mail className="h-4 w-4" aria-hidden="true" />
              {t.resend}
            </Menu.Item>
          ) : null}
          <Menu.Item className={`${itemClass} text-red-700`} onSelect={onDelete}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t.delete}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
