import { forwardRef, type SelectHTMLAttributes } from 'react';
import type { Instructor } from '@app/shared/api/agents';
import { displayName } from '@app/shared/display-name';
import { cn } from '../../../lib/cn';

export const selectClass =
  'block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600';

/** A native select of the account's potential instructors (owner, admin, instructor), named as everywhere else (spec §3). */
export const InstructorSelect = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { instructors: Instructor[]; emptyLabel: string }
>(function InstructorSelect({ instructors, emptyLabel, className, ...props }, ref) {
  return (
    <select ref={ref} className={cn(selectClass, className)} {...props}>
      <option value="">{emptyLabel}</option>
      {instructors.map((i) => (
        <option key={i.id} value={i.id}>
          {displayName(i)}
        </option>
      ))}
    </select>
  );
});
