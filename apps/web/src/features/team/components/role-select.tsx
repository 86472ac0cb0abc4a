import { forwardRef, type SelectHTMLAttributes } from 'react';
import { ASSIGNABLE_MEMBER_ROLES, roleLabel } from '@app/shared/roles';
import { cn } from '../../../lib/cn';

const selectClass =
  'block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100 aria-[invalid=true]:border-red-600';

/** The roles an owner may give (user, admin, instructor: spec §6), never owner or super admin. */
export const RoleSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function RoleSelect(
  { className, ...props },
  ref,
) {
  return (
    <select ref={ref} className={cn(selectClass, className)} {...props}>
      {ASSIGNABLE_MEMBER_ROLES.map((role) => (
        <option key={role} value={role}>
          {roleLabel(role)}
        </option>
      ))}
    </select>
  );
});
