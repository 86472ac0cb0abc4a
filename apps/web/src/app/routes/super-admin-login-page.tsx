import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/notify';
import { authText } from '@app/shared/i18n/auth';
import { signOut } from '../../features/auth/api/logout';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { adoptSession } from '../../lib/session-cache';

/**
 * Operator sign-in (spec §4): any role other than super_admin is signed out at once and denied. It builds on the
 * auth feature's form for the back office, so it lives in app/routes.
 */
export function SuperAdminLoginPage() {
  const t = authText.superAdmin;
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { message?: string } | null)?.message;
  const queryClient = useQueryClient();

  return (
    <AuthCard title={t.title} subtitle={t.subtitle}>
      {notice ? (
        <p role="alert" className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {notice}
        </p>
      ) : null}
      <LoginForm
        errorText={t.error}
        onSignedIn={async (session) => {
          if (session.user.role !== 'super_admin') {
            // Signing out also drops anything cached and tells the other tabs.
            await signOut(queryClient).catch(() => undefined);
            toast.error(t.denied);
            return;
          }
          adoptSession(queryClient, session);
          // D14: the password is the first step; the authenticator app's code (or its enrolment) the second.
          if (session.secondFactor.required && !session.secondFactor.verified) {
            navigate('/auth/second-factor');
            return;
          }
          toast.success(t.success);
          navigate('/super-admin/dashboard');
        }}
      />
    </AuthCard>
  );
}
