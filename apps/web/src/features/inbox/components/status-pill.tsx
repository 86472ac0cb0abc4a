import type { HandoffStatus } from '@app/shared/api/handoff';
import { inboxText } from '@app/shared/i18n/inbox';
import { cn } from '../../../lib/cn';

const tone: Record<HandoffStatus, string> = {
  new: 'bg-red-100 text-red-900',
  open: 'bg-amber-100 text-amber-900',
  resolved: 'bg-emerald-100 text-emerald-900',
};

export function StatusPill({ status }: { status: HandoffStatus }) {
  return <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', tone[status])}>{inboxText.statuses[status]}</span>;
}
