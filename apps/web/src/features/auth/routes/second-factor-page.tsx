import { useId, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Enrolment } from '@app/shared/api/second-factor';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { authText } from '../../../i18n/auth';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { AuthCard } from '../components/auth-card';
import { QrCode } from '../components/qr-code';
import { useEnrolSecondFactor } from '../api/enrol-second-factor';
import { useConfirmSecondFactor } from '../api/confirm-second-factor';
import { useVerifySecondFactor } from '../api/verify-second-factor';

const t = authText.secondFactor;

/** Where a signed-in user goes once the second factor is done. */
const homeOf = (role: string) => (role === 'super_admin' ? '/super-admin/dashboard' : '/dashboard');

function CodeField({
  label,
  value,
  onChange,
  autoComplete,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  autoComplete: string;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        inputMode={autoComplete === 'one-time-code' ? 'numeric' : 'text'}
      />
    </div>
  );
}

/** /auth/second-factor (D14): enrolment with an authenticator app at first sign-in, then a code at every sign-in. */
export function SecondFactorPage() {
  const { session, isLoading } = useSession();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  if (isLoading) return <Spinner />;
  if (!session) return <Navigate to="/super-admin/login" replace />;
  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} home={homeOf(session.user.role)} />;
  const state = session.secondFactor;
  if (!state.required || state.verified) return <Navigate to={homeOf(session.user.role)} replace />;
  return state.enrolled ? <Verify home={homeOf(session.user.role)} /> : <Enrol onConfirmed={setRecoveryCodes} />;
}

function Enrol({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const enrol = useEnrolSecondFactor();
  const confirm = useConfirmSecondFactor();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const start = async () => {
    try {
      setEnrolment(await enrol.mutateAsync());
    } catch (err) {
      toast.error(t.error(errorMessage(err)));
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const result = await confirm.mutateAsync({ code: code.trim() });
      toast.success(result.message);
      onConfirmed(result.recoveryCodes);
    } catch (err) {
      toast.error(t.error(errorMessage(err)));
    }
  };
  return (
    <AuthCard title={t.title} subtitle={t.enrolSubtitle}>
      {enrolment ? (
        <form onSubmit={submit} className="space-y-4">
          <p className="text-sm text-slate-700">{t.scan}</p>
          <div className="flex justify-center">
            <QrCode value={enrolment.otpauthUri} label={t.qrLabel} />
          </div>
          <p className="text-sm">
            <span className="block text-slate-700">{t.secretLabel}</span>
            <code className="block break-all rounded bg-slate-100 p-2 font-mono text-slate-900" data-testid="totp-secret">
              {enrolment.secret}
            </code>
          </p>
          <a href={enrolment.otpauthUri} className="text-sm font-medium text-brand-800 underline">
            {t.openApp}
          </a>
          <CodeField label={t.code} value={code} onChange={setCode} autoComplete="one-time-code" />
          <Button type="submit" className="w-full" disabled={confirm.isPending}>
            {t.confirm}
          </Button>
        </form>
      ) : (
        <Button className="w-full" onClick={() => void start()} disabled={enrol.isPending}>
          {t.start}
        </Button>
      )}
    </AuthCard>
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
    </AuthCard>
  );
}

function RecoveryCodes({ codes, home }: { codes: string[]; home: string }) {
  const navigate = useNavigate();
  return (
    <AuthCard title={t.recoveryTitle} subtitle={t.recoveryHint}>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm text-slate-900" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c} className="rounded bg-slate-100 p-2 text-center">
            {c}
          </li>
        ))}
      </ul>
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
