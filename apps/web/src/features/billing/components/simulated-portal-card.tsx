import { useState } from 'react';
import { toast } from '../../../lib/notify';
import type { BillingOverview, SimulatedSubscriptionAction } from '@app/shared/api/billing';
import { SIMULATED_CARDS } from '@app/shared/plans';
import { billingText } from '@app/shared/i18n/billing';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { useManageSimulatedSubscription } from '../api/manage-simulated-subscription';

/** The card's anchor: the payment-method card's button leads here. */
export const SIMULATED_PORTAL_ID = 'gestione-simulata';

/**
 * Without Stripe, the simulated equivalent of its customer portal (D5, ADR 0043), clearly labelled: cancel at the
 * period's end or take it back, change card, and make the period end now (a renewal, or a refused card).
 */
export function SimulatedPortalCard({ overview }: { overview: BillingOverview }) {
  const t = billingText.portal;
  const manage = useManageSimulatedSubscription();
  const [card, setCard] = useState<(typeof SIMULATED_CARDS)[number]>('mastercard');
  const run = (input: SimulatedSubscriptionAction) =>
    manage.mutate(input, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (err) => toast.error(t.error(errorMessage(err))),
    });
  const { plan } = overview;
  const busy = manage.isPending;
  return (
    <Card id={SIMULATED_PORTAL_ID} className="border-2 border-dashed border-orange-400">
      <CardHeader>
        <p className="w-fit rounded bg-orange-100 px-2 py-1 text-xs font-bold tracking-wide text-orange-900">{t.badge}</p>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.intro}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap gap-3">
          {plan.cancelAtPeriodEnd ? (
            <Button variant="outline" disabled={busy} onClick={() => run({ action: 'resume' })}>
              {t.resume}
            </Button>
          ) : plan.pendingPlanId ? (
            <Button variant="outline" disabled={busy} onClick={() => run({ action: 'resume' })}>
              {t.undoChange}
            </Button>
          ) : (
            <Button variant="outline" disabled={busy} onClick={() => run({ action: 'cancel' })}>
              {t.cancel}
            </Button>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-slate-800">
            {t.card}
            <select
              className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900"
              value={card}
              onChange={(e) => setCard(e.target.value as typeof card)}
            >
              {SIMULATED_CARDS.map((c) => (
                <option key={c} value={c}>
                  {t.cards[c]}
                </option>
              ))}
            </select>
          </label>
          <Button variant="outline" disabled={busy} onClick={() => run({ action: 'change_card', card })}>
            {t.changeCard}
          </Button>
        </div>
        <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
          <Button variant="outline" disabled={busy} onClick={() => run({ action: 'renew' })}>
            {t.renew}
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => run({ action: 'fail_payment' })}>
            {t.fail}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
