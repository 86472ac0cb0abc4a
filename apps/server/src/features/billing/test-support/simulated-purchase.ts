import type { PlanId } from '@app/shared/plans';
import type { TestApp } from '../../../test/test-app.js';

/** Buys a plan the way the browser does without Stripe: checkout, then the simulated payment page's button. */
export async function buyWithSimulatedCheckout(t: TestApp, cookie: string, plan: PlanId): Promise<{ sessionId: string }> {
  const checkout = await t.request({ method: 'POST', url: '/api/billing/checkout', cookie, payload: { plan } });
  if (checkout.statusCode !== 200) throw new Error(`checkout: ${checkout.statusCode} ${checkout.body}`);
  const sessionId = String(checkout.json().url).split('/').pop()!;
  const done = await t.request({ method: 'POST', url: `/api/billing/simulated-checkout/${sessionId}/complete`, cookie });
  if (done.statusCode !== 200) throw new Error(`complete: ${done.statusCode} ${done.body}`);
  return { sessionId };
}
