import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/notify';
import { Spinner } from '../../../components/ui/spinner';
import { authText } from '@app/shared/i18n/auth';
import { useVerifyEmail } from '../api/verify-email';
import { useResendVerification } from '../api/resend-verification';
import { RequestNewLink } from '../../../components/ui/request-new-link';
import { AuthCard } from '../components/auth-card';
import { errorMessage } from '../../../lib/api-client';

/** The e-mailed verification link lands here: it confirms the address and signs the user in. */
export function VerifyEmailPage() {
  const t = authText.verify;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { mutateAsync: verifyEmail } = useVerifyEmail();
  const { mutateAsync: resendVerification } = useResendVerification();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get('token');
    if (!token) {
      setError(t.failed);
      return;
    }
    verifyEmail(token)
      .then(() => {
        toast.success(t.success);
        navigate('/dashboard', { replace: true });
      })
      .catch((err: unknown) => setError(errorMessage(err)));
  }, [navigate, params, verifyEmail, t]);

  return (
    <AuthCard title={t.title}>
      {error ? (
        <>
          <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
            {error}
          </p>
          <RequestNewLink label={t.resend} request={(email) => resendVerification({ email })} />
          <p className="mt-6 text-center text-sm">
            <Link to="/auth/login" className="font-medium text-brand-700 hover:underline">
              {t.back}
            </Link>
          </p>
        </>
      ) : (
        <Spinner label={t.running} />
      )}
    </AuthCard>
  );
}
