import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notify';
import { ADMIN_ASSIGNABLE_ROLES, type AdminAssignableRole, type SubscriptionRow } from '@app/shared/api/admin';
import { OWNER_NOT_ACTIVATED, roleUpdateErrorMessage } from '@app/shared/i18n/admin';
import { canReceiveOwnership, roleLabel } from '@app/shared/roles';
import { Button } from '../../../components/ui/button';
import { adminText } from '@app/shared/i18n/admin';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateUserRole } from '../api/update-user-role';
import { Select } from './select';

/**
 * Spec §6: user, admin, owner or instructor; what owner means is the server's rule (ADR 0050). A member who has not
 * activated their account cannot be made owner (ADR 0124): the option is disabled and the reason shown.
 */
export function RoleForm({ user }: { user: SubscriptionRow }) {
  const t = adminText.detail;
  const id = useId();
  const navigate = useNavigate();
  const update = useUpdateUserRole();
  const current = (ADMIN_ASSIGNABLE_ROLES as readonly string[]).includes(user.role) ? (user.role as AdminAssignableRole) : 'user';
  const [role, setRole] = useState<AdminAssignableRole>(current);
  // A super admin becomes owner of a new account (ADR 0050): the rule is about a member handed an existing one.
  const ownerBlocked = user.role !== 'owner' && user.role !== 'super_admin' && !canReceiveOwnership(user);
  const hintId = `${id}-owner-hint`;
  return (
    <form
      className="space-y-3"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          const result = await update.mutateAsync({ id: user.id, input: { role } });
          toast.success(result.message);
          navigate('/super-admin/dashboard');
        } catch (err) {
          toast.error(roleUpdateErrorMessage(errorMessage(err)));
        }
      }}
    >
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {t.roleLabel}
        </label>
        <Select
          id={id}
          value={role}
          aria-describedby={ownerBlocked ? hintId : undefined}
          onChange={(e) => setRole(e.target.value as AdminAssignableRole)}
        >
          {ADMIN_ASSIGNABLE_ROLES.map((r) => (
            <option key={r} value={r} disabled={r === 'owner' && ownerBlocked}>
              {roleLabel(r)}
            </option>
          ))}
        </Select>
        {ownerBlocked ? (
          <p id={hintId} className="text-sm text-slate-600">
            {OWNER_NOT_ACTIVATED}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={update.isPending}>
        {t.saveRole}
      </Button>
    </form>
  );
}
