import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { notify } from '../../lib/notify';
import { protectedRouteDecision, publicOnlyRouteDecision, superAdminRouteDecision, type GuardDecision } from '@app/shared/guards';
import type { SessionInfo } from '@app/shared/api/auth';
import { useSession } from '../../lib/session';
import { Spinner } from '../../components/ui/spinner';
import { returnPath } from '../../lib/return-path';

function toGuardSession(session: SessionInfo | null) {
  return session ? { role: session.user.role, profile: session.profile } : null;
}

function Decide({ decision, toastMessage }: { decision: GuardDecision; toastMessage?: boolean }) {
  const location = useLocation();
  const shown = useRef(false);
  const redirect = decision.kind === 'redirect' ? decision : null;
  useEffect(() => {
    if (redirect?.message && toastMessage && !shown.current) {
      shown.current = true;
      notify.error(redirect.message);
    }
  }, [redirect, toastMessage]);
  if (!redirect) return <Outlet />;
  return <Navigate to={redirect.to} replace state={{ from: location.pathname, message: redirect.message }} />;
}

/** Requires a session and an active profile (spec §4). */
export function ProtectedRoute() {
  const { session, isLoading } = useSession();
  if (isLoading) return <Spinner />;
  return <Decide decision={protectedRouteDecision(toGuardSession(session))} />;
}

/**
 * The sign-in screens send an already signed-in visitor to /dashboard, or back where the page that sent them
 * here asked (the pricing page's plan): the session arrives before the login page's own navigation.
 */
export function PublicOnlyRoute() {
  const { session, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <Spinner />;
  const decision = publicOnlyRouteDecision(toGuardSession(session));
  const back = returnPath(location.state);
  if (decision.kind === 'redirect' && back && session?.user.role !== 'super_admin') return <Navigate to={back} replace />;
  return <Decide decision={decision} />;
}

/** Requires role super_admin and an active profile (spec §4), with the spec's messages. */
export function SuperAdminRoute() {
  const { session, isLoading } = useSession();
  if (isLoading) return <Spinner />;
  return <Decide decision={superAdminRouteDecision(toGuardSession(session))} toastMessage />;
}
