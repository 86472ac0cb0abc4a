import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PLAN_LIST, type Plan } from '@app/shared/plans';
import { marketingText } from '../../../i18n/marketing';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PlanCard } from '../components/plan-card';
import { useSession } from '../../../lib/session';

export function PricingPage() {
  const t = marketingText.plans;
  const { session } = useSession();
  const navigate = useNavigate();

  const subscribe = (_plan: Plan) => {
    if (!session) {
      toast.error(t.mustLogin);
      navigate('/auth/login');
      return;
    }
    toast.info(t.checkoutSoon);
    navigate('/contact-us');
  };

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
              action={
                <Button className="w-full" variant={plan.featured ? 'primary' : 'outline'} onClick={() => subscribe(plan)}>
                  {t.subscribe}
                </Button>
              }
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
