import { lazy, Suspense, useEffect, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { tabListClass, tabTriggerClass } from '../../../components/ui/tab-styles';
import { useLocation, useSearchParams } from 'react-router';
import { toast } from '../../../lib/notify';
import { canManageBilling } from '@app/shared/roles';
import { planById } from '@app/shared/plans';
import { billingText } from '@app/shared/i18n/billing';
import { PageHeader } from '../../../components/ui/page-header';
import { AccessDenied } from '../../../components/ui/access-denied';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useBillingOverview } from '../api/get-billing-overview';
import { useInvoices } from '../api/get-invoices';
import { CurrentPlanCard } from '../components/current-plan-card';
import { PaymentMethodCard } from '../components/payment-method-card';
import { InvoicesTable } from '../components/invoices-table';
import { UsageMeters } from '../components/usage-meters';
import { SimulatedPortalCard } from '../components/simulated-portal-card';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { SubscribeButton } from '../components/subscribe-button';
import { PlanChooser } from '../components/plan-chooser';
import { useBillingProfile } from '../api/get-billing-profile';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { useCreatePortalSession } from '../api/create-portal-session';

// The billing data's form (react-hook-form and the country list with it) is drawn below the page's first screen:
// fetched after the page's own code (ADR 0208). Its card keeps its place and its anchor meanwhile.
const BillingProfileForm = lazy(async () => ({ default: (await import('../components/billing-profile-form')).BillingProfileForm }));

type BillingTab = 'plan' | 'data';
const tabFor = (hash: string, buying: boolean): BillingTab => (hash === '#dati-fatturazione' || buying ? 'data' : 'plan');

/** /billing ('Account e Fatturazione', spec §2): owner only. */
export function BillingPage() {
  const { session } = useSession();
  if (!session) return <p role="alert">{billingText.page.unauthenticated}</p>;
  if (!canManageBilling(session.user.role)) return <AccessDenied message={billingText.page.ownerOnly} />;
  return <Billing userId={session.user.id} />;
}

function Billing({ userId }: { userId: string }) {
  const t = billingText.page;
  const overview = useBillingOverview(userId);
  const invoices = useInvoices(userId);
  const profile = useBillingProfile(userId);
  const download = useDownloadInvoicePdf();
  const portal = useCreatePortalSession();
  const openPortal = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (err) => toast.error(billingText.portalError(errorMessage(err))),
    });
  // Sent here by the pricing page to fill in the billing data first: the plan it was buying.
  const [params] = useSearchParams();
  const resumePlan = planById(params.get('piano'));
  const error = overview.error ?? invoices.error ?? profile.error;
  // '/billing#piani' (every 'Scegli un piano' of an owner) or '#dati-fatturazione': that section, once it is drawn.
  const { hash, key } = useLocation();
  const ready = Boolean(overview.data && invoices.data && profile.data);
  // Two tabs (issue 50, ADR 0343): the billing data, filled once, no longer lengthen the page read every month. A link
  // to the data (or the plan it was buying) opens their tab; a link to another section, the plan's.
  const [tab, setTab] = useState<BillingTab>(tabFor(hash, Boolean(resumePlan)));
  useEffect(() => {
    if (hash.length > 1) setTab(tabFor(hash, false));
  }, [hash, key]);
  useEffect(() => {
    if (ready && hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [ready, hash, key]);
  return (
    <div className="min-w-0">
      <PageHeader title={t.title} description={t.description} />
      {overview.isLoading || invoices.isLoading || profile.isLoading ? (
        <p role="status" className="text-slate-700">
          {t.loading}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
          {t.error(errorMessage(error))}
        </p>
      ) : null}
      {overview.data ? (
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as BillingTab)}>
          <Tabs.List className={tabListClass} aria-label={t.tabs}>
            <Tabs.Trigger value="plan" className={tabTriggerClass}>
              {t.planTab}
            </Tabs.Trigger>
            <Tabs.Trigger value="data" className={tabTriggerClass}>
              {billingText.profile.title}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="plan" className="space-y-6">
            <div className="grid gap-6 lg:grid-cols-2">
              <CurrentPlanCard overview={overview.data} changePlan={openPortal} />
              <PaymentMethodCard overview={overview.data} update={openPortal} />
            </div>
            {/* Without Stripe, the simulated portal does what Stripe's would (the failed-payment banner is the layout's). */}
            {overview.data.provider === 'simulated' && overview.data.plan.subscribedId ? (
              <SimulatedPortalCard overview={overview.data} />
            ) : null}
            <PlanChooser overview={overview.data} openPortal={openPortal} />
            <UsageMeters usage={overview.data.usage} />
            {invoices.data ? (
              <InvoicesTable
                invoices={invoices.data.invoices}
                download={(invoice) =>
                  download.mutate(invoice.id, { onError: (err) => toast.error(billingText.invoices.downloadError(errorMessage(err))) })
                }
              />
            ) : null}
          </Tabs.Content>
          <Tabs.Content value="data" className="space-y-6">
            {profile.data ? (
              <Suspense
                fallback={
                  <Card id="dati-fatturazione" aria-busy="true">
                    <CardHeader>
                      <CardTitle>{billingText.profile.title}</CardTitle>
                    </CardHeader>
                  </Card>
                }
              >
                <BillingProfileForm userId={userId} profile={profile.data.profile} />
              </Suspense>
            ) : null}
            {profile.data?.profile && resumePlan ? (
              <div className="max-w-sm">
                <SubscribeButton plan={resumePlan} label={billingText.profile.continue(resumePlan.name)} variant="primary" />
              </div>
            ) : null}
          </Tabs.Content>
        </Tabs.Root>
      ) : null}
    </div>
  );
}
