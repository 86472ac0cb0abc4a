import type { AppContext } from '../../app-context.js';
import type { BillingProvider } from './billing-provider.js';
import { simulatedProvider } from './simulated-provider.js';
import { stripeProvider, stripeSettings } from './stripe-provider.js';

const providers = new WeakMap<AppContext, BillingProvider>();

/** Stripe when configured (D5), otherwise the simulated provider; the choice is the configuration's alone. */
export function providerFor(ctx: AppContext): BillingProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    const settings = stripeSettings(ctx.config);
    provider = settings ? stripeProvider(settings) : simulatedProvider;
    providers.set(ctx, provider);
  }
  return provider;
}
