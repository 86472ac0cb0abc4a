import { useState } from 'react';
import type { BillingOverview } from '@app/shared/api/billing';
import { PLAN_LIST, type PlanId } from '@app/shared/plans';
import { planExcess } from '@app/shared/plan-excess';
import { formatDateIt } from '@app/shared/format';
import { billingText } from '@app/shared/i18n/billing';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Button } from '../../../components/ui/button';
import { PriceBreakdown } from './price-breakdown';
import { SubscribeButton } from './subscribe-button';
import { formatCountIt } from '@app/shared/plural';
import { PlanExcessNotice } from './plan-excess-notice';

/**
 * 'Piani' on the billing page (issue 34): the owner chooses or changes the plan inside the app, each with net, IVA
 * and total for this account. A new plan or a simulated change goes through the checkout (which says what is due
 * now); a live Stripe subscription changes in Stripe's portal. A plan the account is over says so before the click
 * and is bought only once the owner ticks that they know (issue 44).
 */
export function PlanChooser({ overview, openPortal }: { overview: BillingOverview; openPortal: () => void }) {
  const t = billingText.plans;
  const { plan } = overview;
  const active = plan.status === 'active' ? plan.subscribedId : null;
  const currentPrice = PLAN_LIST.find((p) => p.id === active)?.priceEuroMonthly ?? 0;
  const [accepted, setAccepted] = useState<PlanId | null>(null);
  return (
    <section id="piani" aria-labelledby="piani-title" className="scroll-mt-20">
      <Card>
        <CardHeader>
          <CardTitle id="piani-title">{t.title}</CardTitle>
          <CardDescription>{t.description}</CardDescription>
          {plan.status === 'trial' && plan.renewsAt ? (
            <p className="text-sm text-slate-700">{t.trialEndsOnPurchase(formatDateIt(plan.renewsAt))}</p>
          ) : null}
        </CardHeader>
        <CardContent>
          <ul className="grid gap-4 md:grid-cols-3">
            {PLAN_LIST.map((p) => {
              const excess = p.id === active ? [] : planExcess(p, overview.footprint);
              return (
                <li
                  key={p.id}
                  data-testid={`plan-${p.id}`}
                  className={`flex min-w-0 flex-col gap-3 rounded-lg border p-4 ${p.id === active ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200'}`}
                >
                  <div>
                    <h3 className="text-lg font-semibold text-slate-900">{p.name}</h3>
                    <p className="text-xs text-slate-600">
                      {t.limits(p.maxAgents, p.maxUsers, p.storageLabel, formatCountIt(p.messagesPerMonth))}
                    </p>
                  </div>
                  <PriceBreakdown net={p.priceEuroMonthly} vat={overview.vat} label={billingText.price.monthly} />
                  {excess.length > 0 && !(active && overview.provider === 'stripe') ? (
                    <PlanExcessNotice
                      planId={p.id}
                      planName={p.name}
                      excess={excess}
                      accepted={accepted === p.id}
                      onAcceptedChange={(checked) => setAccepted(checked ? p.id : null)}
                    />
                  ) : null}
                  <div className="mt-auto">
                    {p.id === active ? (
                      <p className="rounded-md bg-brand-50 px-3 py-2 text-center text-sm font-semibold text-brand-800">{t.current}</p>
                    ) : active && overview.provider === 'stripe' ? (
                      <Button className="w-full" variant="outline" onClick={openPortal}>
                        {t.portal}
                      </Button>
                    ) : (
                      <SubscribeButton
                        plan={p}
                        acceptOverLimits={excess.length > 0 ? accepted === p.id : undefined}
                        variant={p.featured ? 'primary' : 'outline'}
                        label={!active ? t.subscribe(p.name) : p.priceEuroMonthly > currentPrice ? t.upgrade(p.name) : t.downgrade(p.name)}
                      />
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
