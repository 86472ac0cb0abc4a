import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/notify';
import { planDisplayName } from '@app/shared/plans';
import { formatDateIt, formatEuro } from '@app/shared/format';
import { billingText } from '@app/shared/i18n/billing';
import { Button, buttonClasses } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useSimulatedCheckout } from '../api/get-simulated-checkout';
import { useCompleteSimulatedCheckout } from '../api/complete-simulated-checkout';
import { PriceBreakdown } from '../components/price-breakdown';

/**
 * The simulated checkout (D5), where Stripe's page would be when Stripe is not configured: clearly labelled, it
 * asks for no card and, once confirmed, produces the events Stripe would send. The server answers 404 here as
 * soon as Stripe is configured.
 */
export function SimulatedCheckoutPage() {
  const t = billingText.simulated;
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const session = useSimulatedCheckout(id);
  const complete = useCompleteSimulatedCheckout();

  const pay = async () => {
    try {
      const result = await complete.mutateAsync(id);
      toast.success(result.message);
      navigate('/billing');
    } catch (err) {
      toast.error(t.error(errorMessage(err)));
    }
  };

  return (
    <div className="mx-auto max-w-lg">
      <section aria-labelledby="simulated-title" className="rounded-xl border-2 border-dashed border-orange-400 bg-white p-6 shadow-sm">
        <p className="inline-block rounded bg-orange-100 px-2 py-1 text-xs font-bold tracking-wide text-orange-900">{t.badge}</p>
        <h1 id="simulated-title" className="mt-3 text-2xl font-bold text-slate-900">
          {t.title}
        </h1>
        <p className="mt-2 text-slate-700">{t.intro}</p>
        {session.isLoading ? (
          <p role="status" className="mt-4 text-slate-700">
            {t.loading}
          </p>
        ) : null}
        {session.error ? (
          <p role="alert" className="mt-4 rounded-md bg-red-50 p-4 text-red-800">
            {errorMessage(session.error)}
          </p>
        ) : null}
        {session.data ? (
          <>
            <div className="mt-6 space-y-3 rounded-lg bg-slate-50 p-4">
              <p className="font-semibold text-slate-900">{t.summary(planDisplayName(session.data.plan))}</p>
              <p className="text-slate-700">{t.net(formatEuro(session.data.netAmount))}</p>
              <PriceBreakdown
                net={session.data.netAmount}
                vat={session.data.vat}
                label={billingText.price.monthly}
                testId="monthly-price"
              />
              {session.data.change === 'upgrade' ? (
                <>
                  <p className="text-slate-800">{t.upgrade(planDisplayName(session.data.plan))}</p>
                  <p className="font-medium text-slate-900" data-testid="due-now">
                    {t.upgradeDue(formatEuro(session.data.dueNowNet))}
                  </p>
                  <PriceBreakdown
                    net={session.data.dueNowNet}
                    vat={session.data.vat}
                    label={billingText.price.dueNow}
                    testId="due-now-price"
                  />
                </>
              ) : null}
              {session.data.change === 'downgrade' ? (
                <>
                  <p className="font-medium text-slate-900" data-testid="due-now">
                    {t.downgrade(planDisplayName(session.data.plan), formatDateIt(session.data.effectiveAt))}
                  </p>
                  <p className="text-slate-800">{t.downgradeDue}</p>
                </>
              ) : null}
            </div>
            <div className="mt-6 flex flex-wrap gap-3">
              <Button onClick={pay} disabled={complete.isPending}>
                {complete.isPending ? t.confirming : session.data.change === 'new' ? t.confirm : t.confirmChange}
              </Button>
              <Link to="/billing#piani" className={buttonClasses('outline')}>
                {t.cancel}
              </Link>
            </div>
          </>
        ) : null}
        {session.error ? (
          <Link to="/billing#piani" className={buttonClasses('outline', 'md', 'mt-4')}>
            {t.cancel}
          </Link>
        ) : null}
      </section>
    </div>
  );
}
