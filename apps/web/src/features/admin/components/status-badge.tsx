import { SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from '@app/shared/api/admin';

const styles: Record<SubscriptionStatus, string> = {
  active: 'bg-green-100 text-green-800',
  inactive: 'bg-amber-100 text-amber-900',
  banned: 'bg-red-100 text-red-800',
};

/** Spec §4 subscription status label. */
export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  return (
    <span className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[status]}`}>
      {SUBSCRIPTION_STATUS_LABELS[status]}
    </span>
  );
}
