import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LockOpen } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { authText } from '../../../i18n/auth';
import { errorMessage } from '../../../lib/api-client';
import { useUnlockSignIn } from '../api/unlock-sign-in';

/** The e-mailed unlock link lands here; it waits for a click, so a mail scanner opening links uses nothing up. */
export function UnlockPage() {
  const t = authText.unlock;
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unlock = useUnlockSignIn();
  const [state, setState] = useState<{ kind: 'idle' | 'busy' } | { kind: 'done' | 'error'; message: string }>(
    token ? { kind: 'idle' } : { kind: 'error', message: t.missingToken },
  );

  const onUnlock = async () => {
    setState({ kind: 'busy' });
    try {
      setState({ kind: 'done', message: (await unlock.mutateAsync(token)).message });
    } catch (err) {
      setState({ kind: 'error', message: errorMessage(err) });
    }
  };

  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="p-8 text-center">
        <LockOpen className="mx-auto h-10 w-10 text-blue-700" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t.title}</h1>
        {!('message' in state) ? (
          <>
            <p className="mt-2 text-slate-700">{t.description}</p>
            <Button className="mt-6" onClick={onUnlock} disabled={state.kind === 'busy'}>
              {state.kind === 'busy' ? t.unlocking : t.submit}
            </Button>
          </>
        ) : (
          <p
            role={state.kind === 'error' ? 'alert' : 'status'}
            className={`mt-4 rounded-md p-4 ${state.kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-800'}`}
          >
            {state.message}
          </p>
        )}
        <Link to="/auth/login" className={buttonClasses('outline', 'md', 'mt-6')}>
          {t.toLogin}
        </Link>
      </Card>
    </div>
  );
}
