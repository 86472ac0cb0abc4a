import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/notify';
import type { Enrolment } from '@app/shared/api/second-factor';
import { Button } from '../../../components/ui/button';
import { authText } from '@app/shared/i18n/auth';
import { errorMessage } from '../../../lib/api-client';
import { useEnrolSecondFactor } from '../api/enrol-second-factor';
import { useConfirmSecondFactor } from '../api/confirm-second-factor';
import { QrCode } from './qr-code';
import { CodeField } from './code-field';

const t = authText.secondFactor;

/**
 * Enrolment with an authenticator app: a new secret as a QR code and as text, then the first code confirms it.
 * Used by the sign-in step (/auth/second-factor) and by the profile card.
 */
export function EnrolmentForm({ onConfirmed, startLabel = t.start }: { onConfirmed: (codes: string[]) => void; startLabel?: string }) {
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
  if (!enrolment) {
    return (
      <Button className="w-full sm:w-auto" onClick={() => void start()} disabled={enrol.isPending}>
        {startLabel}
      </Button>
    );
  }
  return (
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
  );
}

/** The ten recovery codes, shown once after enrolment or regeneration. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  return (
    <ul className="grid grid-cols-2 gap-2 font-mono text-sm text-slate-900" data-testid="recovery-codes">
      {codes.map((c) => (
        <li key={c} className="rounded bg-slate-100 p-2 text-center">
          {c}
        </li>
      ))}
    </ul>
  );
}
