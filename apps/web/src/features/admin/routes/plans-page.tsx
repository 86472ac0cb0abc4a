import { CheckCircle2, XCircle } from 'lucide-react';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { adminText } from '@app/shared/i18n/admin';
import { errorMessage } from '../../../lib/api-client';
import { useAdminPlans } from '../api/get-admin-plans';

/** /super-admin/plans: the catalogue (spec §3, D4) with the accounts on each plan and the Stripe price ids' state. */
export function PlansPage() {
  const t = adminText.plans;
  const plans = useAdminPlans();
  if (plans.isLoading) return <Spinner />;
  if (!plans.data) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
        {errorMessage(plans.error)}
      </p>
    );
  }
  return (
    <div>
      <PageHeader title={t.title} description={t.description} />
      <p className="mb-4 text-sm text-slate-700">{t.trial(plans.data.trialAccounts)}</p>
      <div className="grid gap-4 md:grid-cols-3">
        {plans.data.plans.map((plan) => (
          <section key={plan.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby={`plan-${plan.id}`}>
            <h2 id={`plan-${plan.id}`} className="text-lg font-semibold text-slate-900">
              {plan.name}
            </h2>
            <p className="mt-1 text-2xl font-bold text-slate-900">
              €{plan.priceEuroMonthly}
              <span className="text-sm font-normal text-slate-600">{t.perMonth}</span>
            </p>
            <ul className="mt-3 space-y-1 text-sm text-slate-800">
              <li>{t.users(plan.maxUsers)}</li>
              <li>{t.agents(plan.maxAgents)}</li>
              <li>{t.storage(plan.storageLabel)}</li>
              <li>{t.messages(plan.messagesPerMonth)}</li>
              {plan.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            <p className="mt-3 text-sm font-semibold text-slate-900" data-testid="plan-accounts">
              {t.accounts(plan.activeAccounts)}
            </p>
            <p className={`mt-2 flex items-center gap-1 text-sm ${plan.stripePriceConfigured ? 'text-green-800' : 'text-amber-900'}`}>
              {plan.stripePriceConfigured ? (
                <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
              ) : (
                <XCircle className="h-4 w-4" aria-hidden="true" />
              )}
              {plan.stripePriceConfigured ? t.stripeConfigured(plan.priceKey) : t.stripeMissing(plan.priceKey)}
            </p>
          </section>
        ))}
      </div>
    </div>
  );
}
