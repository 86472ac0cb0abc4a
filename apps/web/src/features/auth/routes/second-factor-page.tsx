import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/notify';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { authText } from '@app/shared/i18n/auth';
import { errorMessage } from '../../../lib/api-client';
import { returnPath } from '../../../lib/return-path';
import { useSession } from '../../../lib/session';
import { AuthCard } from '../components/auth-card';
import { CodeField } from '../components/code-field';
import { EnrolmentForm, RecoveryCodeList } from '../components/enrolment-form';
import { useVerifySecondFactor } from '../api/verify-second-factor';
import { useSignOut } from '../use-sign-out';

const t = authText.secondFactor;

/** Where a signed-in user goes once the second factor is done. */
const homeOf = (role: string) => (role === 'super_admin' ? '/super-admin/dashboard' : '/dashboard');

/** /auth/second-factor (D14): enrolment with an authenticator app at first sign-in, then a code at every sign-in. */
export function SecondFactorPage() {
  const { session, isLoading } = useSession();
  const location = useLocation();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  if (isLoading) return <Spinner />;
  if (!session) return <Navigate to="/super-admin/login" replace />;
  // Back where the sign-in was going (the pricing page's plan), else home.
  const home = (session.user.role !== 'super_admin' && returnPath(location.state)) || homeOf(session.user.role);
  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} home={home} />;
  const state = session.secondFactor;
  if (!state.required || state.verified) return <Navigate to={home} replace />;
  if (state.enrolled) return <Verify home={home} />;
  // Issue 17: a member whose owner requires the factor is led here to set it up before anything else.
  return (
    <AuthCard title={t.title} subtitle={state.teamRequires ? t.teamSubtitle : t.enrolSubtitle}>
      <EnrolmentForm onConfirmed={setRecoveryCodes} />
      <SignOutLink />
    </AuthCard>
  );
}

/** Someone without the phone at hand can leave instead of being stuck on this step. */
function SignOutLink() {
  const signOut = useSignOut();
  return (
    <Button variant="ghost" className="mt-4 w-full" onClick={() => void signOut()}>
      {t.signOut}
    </Button>
  );
}

function Verify({ home }: { home: string }) {
  const navigate = useNavigate();
  const verify = useVerifySecondFactor();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await verify.mutateAsync(recovery ? { recoveryCode: value.trim() } : { code: value.trim() });
      if (home === '/super-admin/dashboard') toast.success(authText.superAdmin.success);
      navigate(home, { replace: true });
    } catch (err) {
      toast.error(t.error(errorMessage(err)));
    }
  };
  return (
    <AuthCard title={t.title} subtitle={t.verifySubtitle}>
      <form onSubmit={submit} className="space-y-4">
        <CodeField
          key={String(recovery)}
          label={recovery ? t.recoveryCode : t.code}
          value={value}
          onChange={setValue}
          autoComplete={recovery ? 'off' : 'one-time-code'}
        />
        <Button type="submit" className="w-full" disabled={verify.isPending}>
          {t.verify}
        </Button>
        <Button
          variant="ghost"
          className="w-full"
          onClick={() => {
            setRecovery(!recovery);
            setValue('');
          }}
        >
          {recovery ? t.useApp : t.useRecovery}
        </Button>
      </form>
      <SignOutLink />
    </AuthCard>
  );
}

function RecoveryCodes({ codes, home }: { codes: string[]; home: string }) {
  const navigate = useNavigate();
  return (
    <AuthCard title={t.recoveryTitle} subtitle={t.recoveryHint}>
      <RecoveryCodeList codes={codes} />
      <Button
        className="mt-6 w-full"
        onClick={() => {
          if (home === '/super-admin/dashboard') toast.success(authText.superAdmin.success);
          navigate(home, { replace: true });
        }}
      >
        {t.continue}
      </Button>
    </AuthCard>
  );
}
