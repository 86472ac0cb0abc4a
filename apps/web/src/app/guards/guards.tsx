import { Navigate, Outlet, useLocation } from 'react-router';
import { protectedRouteDecision, publicOnlyRouteDecision, superAdminRouteDecision, type GuardDecision } from '@app/shared/guards';
import type { SessionInfo } from '@app/shared/api/auth';
import { useSession } from '../../lib/session';
import { PageSkeleton } from '../../components/ui/skeleton';
import { returnPath } from '../../lib/return-path';

/** What the guard decisions of `@app/shared/guards` read of the session (exported for the route-guard tests). */
export function toGuardSession(session: SessionInfo | null) {
  return session
    ? {
        role: session.user.role,
        profile: session.profile,
        secondFactorPending: session.secondFactor.required && !session.secondFactor.verified,
      }
    : null;
}

/** A redirect's message travels in the navigation state and is shown once, inline, by the page it leads to. */
function Decide({ decision }: { decision: GuardDecision }) {
  const location = useLocation();
  const redirect = decision.kind === 'redirect' ? decision : null;
  if (!redirect) return <Outlet />;
  return <Navigate to={redirect.to} replace state={{ from: location.pathname, message: redirect.message }} />;
}

/** Requires a session and an active profile (spec §4). */
export function ProtectedRoute() {
  const { session, isLoading } = useSession();
  const { pathname } = useLocation();
  if (isLoading) return <PageSkeleton />;
  // A super admin opening a customer page is sent to the back office instead of meeting permission errors.
  return <Decide decision={protectedRouteDecision(toGuardSession(session), pathname.replace(/\/+$/, '') || '/')} />;
}

/**
 * The sign-in screens send an already signed-in visitor to /dashboard, or back where the page that sent them
 * here asked (the pricing page's plan): the session arrives before the login page's own navigation.
 */
export function PublicOnlyRoute() {
  const { session, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <PageSkeleton />;
  const decision = publicOnlyRouteDecision(toGuardSession(session));
  const back = returnPath(location.state);
  if (decision.kind === 'redirect' && back && session?.user.role !== 'super_admin') return <Navigate to={back} replace />;
  return <Decide decision={decision} />;
}

/** Requires role super_admin and an active profile (spec §4), with the spec's messages. */
export function SuperAdminRoute() {
  const { session, isLoading } = useSession();
  if (isLoading) return <PageSkeleton />;
  return <Decide decision={superAdminRouteDecision(toGuardSession(session))} />;
}
