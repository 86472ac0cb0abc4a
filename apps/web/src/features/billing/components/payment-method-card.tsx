import type { BillingOverview } from '@app/shared/api/billing';
import { billingText } from '@app/shared/i18n/billing';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SIMULATED_PORTAL_ID } from './simulated-portal-card';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

const brandName = (brand: string) => (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : brand);

/** The card on file as the provider reported it (brand and last 4 digits). */
export function PaymentMethodCard({ overview, update }: { overview: BillingOverview; update: () => void }) {
  const t = billingText.payment;
  const method = overview.paymentMethod;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        <p className="text-slate-800" data-testid="payment-method">
          {method ? t.card(brandName(method.brand), method.last4) : t.none}
        </p>
        {overview.provider === 'simulated' ? <p className="text-sm text-slate-600">{t.simulated}</p> : null}
        {overview.provider === 'stripe' && method ? (
          <Button variant="outline" onClick={update}>
            {t.update}
          </Button>
        ) : null}
        {/* Without Stripe, the simulated equivalent of the portal, on this page (ADR 0043). */}
        {overview.provider === 'simulated' && method && overview.plan.subscribedId ? (
          <a href={`#${SIMULATED_PORTAL_ID}`} className={buttonClasses('outline')}>
            {t.update}
          </a>
        ) : null}
      </CardContent>
    </Card>
  );
}
