import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { buttonClasses } from '../../../components/ui/button';
import { profileText } from '@app/shared/i18n/profile';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useConfirmEmailChange } from '../api/confirm-email-change';

/** Opened from the link e-mailed to the new address; works with or without a session. */
export function ConfirmEmailPage() {
  const t = profileText.confirmEmail;
  const [params] = useSearchParams();
  const token = params.get('token');
  const { mutateAsync: confirmEmailChange } = useConfirmEmailChange();
  const { session } = useSession();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(token ? null : { ok: false, message: t.missing });
  // The link is single use: React's development double effect must not spend it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmailChange(token)
      .then((res) => setResult({ ok: true, message: res.message }))
      .catch((err: unknown) => setResult({ ok: false, message: errorMessage(err) }));
  }, [token, confirmEmailChange, t.missing]);

  return (
    <div className="mx-auto max-w-md py-12">
      <Card>
        <CardHeader>
          <CardTitle>{t.title}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {result ? (
            <p
              role={result.ok ? 'status' : 'alert'}
              className={result.ok ? 'rounded-md bg-green-50 p-4 text-green-800' : 'rounded-md bg-red-50 p-4 text-red-800'}
            >
              {result.message}
            </p>
          ) : (
            <Spinner label={t.running} />
          )}
          {result ? (
            <Link to={session ? '/profile' : '/auth/login'} className={buttonClasses('primary')}>
              {session ? t.toProfile : t.toLogin}
            </Link>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
