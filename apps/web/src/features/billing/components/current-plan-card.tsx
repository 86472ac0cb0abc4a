import { Link } from 'react-router';
import type { BillingOverview } from '@app/shared/api/billing';
import { formatDateIt } from '@app/shared/format';
import { planDisplayName, planPriceLabel } from '@app/shared/plans';
import { billingText } from '@app/shared/i18n/billing';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

/** Spec §2: plan name with price, number of AI agents, next billing date, 'Cambia Piano'. */
export function CurrentPlanCard({ overview, changePlan }: { overview: BillingOverview; changePlan: () => void }) {
  const t = billingText.plan;
  const { plan } = overview;
  const date = formatDateIt(plan.renewsAt);
  const name = plan.status === 'trial' ? t.trial : plan.status === 'expired' ? t.expired : planDisplayName(plan.subscribedId ?? plan.id);
  const dateLine =
    plan.status === 'trial'
      ? t.trialEnds(date)
      : plan.status === 'expired'
        ? t.expiredHint
        : plan.cancelAtPeriodEnd
          ? t.endsAt(date)
          : plan.pendingPlanId
            ? t.pending(planDisplayName(plan.pendingPlanId), date)
            : t.nextBilling(date);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        <p className="text-xl font-bold text-slate-900" data-testid="current-plan">
          {name}
          {plan.status === 'active' ? (
            <span className="text-base font-medium text-slate-700">
              {' '}
              {planPriceLabel(plan.subscribedId)} <span className="text-sm text-slate-600">({t.vat})</span>
            </span>
          ) : null}
        </p>
        <p className="text-slate-700">{t.agents(overview.agentCount)}</p>
        <p className="text-slate-700">{dateLine}</p>
        {overview.provider === 'stripe' && plan.status === 'active' ? (
          <button type="button" className={buttonClasses('outline', 'md', 'mt-2')} onClick={changePlan}>
            {t.change}
          </button>
        ) : (
          <Link to="/billing#piani" className={buttonClasses('outline', 'md', 'mt-2')}>
            {plan.status === 'active' ? t.change : t.choose}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
