import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/notify';
import { AlertTriangle, XCircle } from 'lucide-react';
import { INVALID_INVITE, INVITE_ALREADY_ACTIVE, INVITE_CONFIRMED } from '@app/shared/i18n/team';
import { ACTIVATE_PASSWORD_MESSAGE } from '@app/shared/guards';
import { Spinner } from '../../../components/ui/spinner';
import { Button } from '../../../components/ui/button';
import { teamText } from '@app/shared/i18n/team';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { fetchFreshSession } from '../../../lib/session';
import { useConfirmInvite } from '../api/confirm-invite';
import { useResendInvite } from '../api/resend-invite';
import { RequestNewLink } from '../../../components/ui/request-new-link';

/** Spec §9: the invitation confirmation gives up after 10 seconds. */
const CONFIRM_TIMEOUT_MS = 10_000;

type State = { kind: 'running' } | { kind: 'error'; message: string } | { kind: 'warning'; message: string };

/** The welcome e-mail's link lands here (spec §2, §4): it confirms the invitation and signs the member in. */
export function ConfirmInvitePage() {
  const t = teamText.confirmInvite;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync: confirmInvite } = useConfirmInvite();
  const { mutateAsync: resendInvite } = useResendInvite();
  const [state, setState] = useState<State>({ kind: 'running' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get('token');
    if (!token) {
      setState({ kind: 'warning', message: t.noToken });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), CONFIRM_TIMEOUT_MS);

    const goOn = (isActive: boolean) => {
      if (isActive) {
        toast.success(INVITE_ALREADY_ACTIVE.title, { description: INVITE_ALREADY_ACTIVE.description });
        navigate('/dashboard', { replace: true });
      } else {
        toast.success(INVITE_CONFIRMED.title, { description: INVITE_CONFIRMED.description });
        navigate('/auth/update-password', { replace: true, state: { message: ACTIVATE_PASSWORD_MESSAGE } });
      }
    };

    confirmInvite({ token, signal: controller.signal })
      .then((result) => goOn(result.isActive))
      .catch(async (err: unknown) => {
        if ((err as Error).name === 'AbortError') {
          setState({ kind: 'error', message: `${INVALID_INVITE} ${t.timeoutHint}` });
          return;
        }
        // A link already used by a member who is signed in here: carry on as they are (spec §4).
        const session = await fetchFreshSession(queryClient).catch(() => null);
        if (err instanceof ApiRequestError && err.code === 'INVALID_INVITE' && session?.profile) {
          goOn(session.profile.isActive);
          return;
        }
        setState({ kind: 'error', message: errorMessage(err) });
      })
      .finally(() => clearTimeout(timer));
  }, [navigate, params, queryClient, confirmInvite, t]);

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        {state.kind === 'running' ? (
          <>
            <h1 className="sr-only">{t.title}</h1>
            <Spinner label={t.running} />
          </>
        ) : (
          <>
            {state.kind === 'error' ? (
              <XCircle className="mx-auto h-10 w-10 text-red-600" aria-hidden="true" />
            ) : (
              <AlertTriangle className="mx-auto h-10 w-10 text-amber-600" aria-hidden="true" />
            )}
            <h1 className="mt-4 text-2xl font-bold text-slate-900">{state.kind === 'error' ? t.errorTitle : t.warningTitle}</h1>
            <p role="alert" className="mt-2 text-slate-700">
              {state.message}
            </p>
            {state.kind === 'error' ? <RequestNewLink label={t.requestNew} request={(email) => resendInvite({ email })} /> : null}
            <Button className="mt-4 w-full" variant="outline" onClick={() => navigate('/auth/login')}>
              {t.backToLogin}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
