import { Link } from 'react-router';
import { formatDateIt } from '@app/shared/format';
import { canManageBilling, type Role } from '@app/shared/roles';
import { billingText } from '@app/shared/i18n/billing';
import { useBillingNotice } from '../api/get-billing-notice';

/**
 * The failed-payment banner (D4), on every app page of the owner while the 7-day grace period runs: until when the
 * plan is kept and the way to fix it. Other roles cannot pay, so they are not asked to.
 */
export function PaymentGraceBanner({ userId, role }: { userId: string; role: Role }) {
  const owner = canManageBilling(role);
  const notice = useBillingNotice(userId, owner);
  const graceEndsAt = owner ? notice.data?.graceEndsAt : null;
  if (!graceEndsAt) return null;
  return (
    <div role="alert" className="border-b border-orange-300 bg-orange-50 px-4 py-3 text-sm text-orange-900 sm:px-6 lg:px-8">
      {billingText.grace(formatDateIt(graceEndsAt))}{' '}
      <Link to="/billing" className="font-semibold underline">
        {billingText.graceLink}
      </Link>
    </div>
  );
}
