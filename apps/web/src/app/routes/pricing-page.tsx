import { Link } from 'react-router';
import { PLAN_LIST } from '@app/shared/plans';
import { marketingText } from '@app/shared/i18n/marketing';
import { buttonClasses } from '../../components/ui/button';
import { PlanCard } from '../../features/marketing/components/plan-card';
import { SubscribeButton } from '../../features/billing/components/subscribe-button';

/** /pricing ('Piani Tariffari', spec §2): the catalogue's cards, each with billing's subscribe button. */
export function PricingPage() {
  const t = marketingText.plans;
  return (
    <div className="px-4 py-12">
      <div className="mx-auto max-w-6xl">
        <h1 className="text-center text-4xl font-extrabold text-slate-900">{t.pageTitle}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-center text-slate-700">{t.pageSubtitle}</p>
        <div className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-4">
          {PLAN_LIST.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              action={<SubscribeButton plan={plan} label={t.subscribe} variant={plan.featured ? 'primary' : 'outline'} />}
            />
          ))}
          <article
            className="flex flex-col rounded-2xl border border-slate-200 bg-slate-900 p-6 text-white shadow-sm"
            aria-label={t.custom.name}
          >
            <h3 className="text-xl font-bold">{t.custom.name}</h3>
            <p className="mt-3 text-4xl font-extrabold">{t.custom.price}</p>
            <p className="mt-6 flex-1 text-sm text-slate-200">{t.custom.text}</p>
            <Link to="/contact-us" className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
              {t.custom.cta}
            </Link>
          </article>
        </div>
      </div>
    </div>
  );
}
