import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/notify';
import type { Plan } from '@app/shared/plans';
import { billingText } from '@app/shared/i18n/billing';
import { Button } from '../../../components/ui/button';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { sessionQueryOptions, useSession } from '../../../lib/session';
import { useCreateCheckout } from '../api/create-checkout';

/** Where the browser goes: Stripe's page (absolute) or the simulated checkout (a route of this app). */
function go(url: string, navigate: (to: string) => void) {
  if (url.startsWith('/')) navigate(url);
  else window.location.assign(url);
}

/** Refusals that say themselves what to do, and the billing page's section that does it. */
const LEADS_TO: Record<string, (plan: Plan) => string> = {
  BILLING_PROFILE_REQUIRED: (plan) => `/billing?piano=${plan.id}#dati-fatturazione`,
  PLAN_LIMITS_EXCEEDED: () => '/billing#piani',
};

/**
 * The pricing page's 'Abbonati' (spec §7, §8): signed out → login, coming back to this plan; otherwise a
 * checkout session and a redirect to its URL, with the spec's messages. `acceptOverLimits`: the plan chooser knows the
 * account is over this plan; false keeps the button disabled until the owner ticks that they know (issue 44).
 */
export function SubscribeButton({
  plan,
  label,
  variant,
  acceptOverLimits,
}: {
  plan: Plan;
  label: string;
  variant: 'primary' | 'outline';
  acceptOverLimits?: boolean;
}) {
  const t = billingText.checkout;
  const { session, isLoading } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const checkout = useCreateCheckout();
  const [busy, setBusy] = useState(false);

  const subscribe = async () => {
    setBusy(true);
    try {
      // A click while the session is still on its way waits for it: a signed-in owner is not sent to the login page.
      const signedIn = isLoading ? await queryClient.ensureQueryData(sessionQueryOptions()).catch(() => null) : session;
      if (!signedIn) {
        toast.error(t.mustLogin);
        navigate('/auth/login', { state: { returnTo: `/pricing#piano-${plan.id}` } });
        return;
      }
      const { url } = await checkout.mutateAsync({ plan: plan.id, ...(acceptOverLimits ? { acceptOverLimits } : {}) });
      if (!url) {
        toast.error(t.noUrl);
        return;
      }
      toast.info(t.redirecting);
      go(url, navigate);
    } catch (err) {
      // Missing billing data (the invoice needs it) or a plan the account is over: the message says what is missing
      // and the billing page's form or plan chooser is where to fix it; any other failure is the checkout's error.
      const leadTo = err instanceof ApiRequestError && Object.hasOwn(LEADS_TO, err.code) ? LEADS_TO[err.code] : undefined;
      toast.error(leadTo ? errorMessage(err) : t.error(errorMessage(err)));
      if (leadTo) navigate(leadTo(plan));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button className="w-full" variant={variant} onClick={subscribe} disabled={busy || acceptOverLimits === false}>
      {label}
    </Button>
  );
}
