import { useState, type ChangeEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/notify';
import { authText } from '@app/shared/i18n/auth';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { GoogleSignInButton, GoogleSignInError } from '../components/google-sign-in';
import { adoptSession } from '../../../lib/session-cache';
import { returnPath } from '../../../lib/return-path';
import { SECOND_FACTOR_PAGE } from '@app/shared/guards';

export function LoginPage() {
  const t = authText.login;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  // The same box decides the length of a Google sign-in's session (ADR 0123).
  const [rememberMe, setRememberMe] = useState(false);
  // Why a page sent the visitor here (the data export's link: only its owner downloads it).
  const notice = (location.state as { message?: string } | null)?.message;

  return (
    <AuthCard title={t.title} subtitle={t.subtitle}>
      {notice ? (
        <p role="status" className="mb-4 rounded-md bg-brand-50 p-3 text-sm text-brand-800">
          {notice}
        </p>
      ) : null}
      <GoogleSignInError />
      <LoginForm
        errorText={t.error}
        onSignedIn={(session) => {
          adoptSession(queryClient, session);
          // Issue 17: the password is the first step; the app's code (or setting it up) the second.
          if (session.secondFactor.required && !session.secondFactor.verified) {
            navigate(SECOND_FACTOR_PAGE, { state: location.state });
            return;
          }
          toast.success(t.success);
          const home = session.user.role === 'super_admin' ? '/super-admin/dashboard' : '/dashboard';
          navigate(returnPath(location.state) ?? home);
        }}
        extras={(register) => (
          <div className="flex items-center justify-between gap-2">
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-400"
                {...register('rememberMe', { onChange: (event: ChangeEvent<HTMLInputElement>) => setRememberMe(event.target.checked) })}
              />
              {t.rememberMe}
            </label>
            <Link to="/auth/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
              {t.forgot}
            </Link>
          </div>
        )}
      />
      <GoogleSignInButton rememberMe={rememberMe} />
      <p className="mt-6 text-center text-sm">
        <Link to="/auth/register" className="font-medium text-brand-700 hover:underline">
          {t.noAccount}
        </Link>
      </p>
    </AuthCard>
  );
}
