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

/**
 * The pricing page's 'Abbonati' (spec §7, §8): signed out → login, coming back to this plan; otherwise a
 * checkout session and a redirect to its URL, with the spec's messages.
 */
export function SubscribeButton({ plan, label, variant }: { plan: Plan; label: string; variant: 'primary' | 'outline' }) {
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
      const { url } = await checkout.mutateAsync({ plan: plan.id });
      if (!url) {
        toast.error(t.noUrl);
        return;
      }
      toast.info(t.redirecting);
      go(url, navigate);
    } catch (err) {
      toast.error(t.error(errorMessage(err)));
      // The invoice needs the customer's data first: the billing page's form, then back to this plan.
      if (err instanceof ApiRequestError && err.code === 'BILLING_PROFILE_REQUIRED')
        navigate(`/billing?piano=${plan.id}#dati-fatturazione`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button className="w-full" variant={variant} onClick={subscribe} disabled={busy}>
      {label}
    </Button>
  );
}
