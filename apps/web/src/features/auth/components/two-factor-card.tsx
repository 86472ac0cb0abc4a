import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/notify';
import type { SecondFactorProof, SecondFactorState } from '@app/shared/api/second-factor';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Button } from '../../../components/ui/button';
import { authText } from '@app/shared/i18n/auth';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useDisableSecondFactor } from '../api/disable-second-factor';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { CodeField } from './code-field';
import { EnrolmentForm, RecoveryCodeList } from './enrolment-form';

const t = authText.twoFactorCard;

/** Passwords have at least 8 characters, so six digits can only be a code of the app. */
const proofOf = (value: string): SecondFactorProof => (/^\d{6}$/.test(value.trim()) ? { code: value.trim() } : { password: value });

/** The profile's 'Verifica in due passaggi' (issue 17): on, new recovery codes, off; the state is the session's. */
export function TwoFactorCard() {
  const { session } = useSession();
  const [codes, setCodes] = useState<string[] | null>(null);
  if (!session) return null;
  const state = session.secondFactor;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t.title}</CardTitle>
          <span
            className={
              state.enrolled
                ? 'rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-medium text-emerald-900'
                : 'rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800'
            }
          >
            {state.enrolled ? t.statusOn : t.statusOff}
          </span>
        </div>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <Mandatory state={state} role={session.user.role} />
        {codes ? (
          <div className="space-y-3">
            <p className="text-sm font-medium text-slate-900">{t.recoveryTitle}</p>
            <p className="text-sm text-slate-700">{authText.secondFactor.recoveryHint}</p>
            <RecoveryCodeList codes={codes} />
            <Button variant="outline" onClick={() => setCodes(null)}>
              {t.savedCodes}
            </Button>
          </div>
        ) : state.enrolled ? (
          <Manage canDisable={!state.mandatory} onCodes={setCodes} />
        ) : (
          <EnrolmentForm onConfirmed={setCodes} startLabel={t.enable} />
        )}
      </CardContent>
    </Card>
  );
}

function Mandatory({ state, role }: { state: SecondFactorState; role: string }) {
  if (!state.mandatory) return null;
  return (
    <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{role === 'super_admin' ? t.mandatoryOperator : t.mandatoryTeam}</p>
  );
}

/** New recovery codes, or turning the factor off: both after a current code or the password. */
function Manage({ canDisable, onCodes }: { canDisable: boolean; onCodes: (codes: string[]) => void }) {
  const [action, setAction] = useState<'regenerate' | 'disable' | null>(null);
  const [proof, setProof] = useState('');
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableSecondFactor();
  const busy = regenerate.isPending || disable.isPending;
  const close = () => {
    setAction(null);
    setProof('');
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      if (action === 'regenerate') {
        const result = await regenerate.mutateAsync(proofOf(proof));
        toast.success(result.message);
        onCodes(result.recoveryCodes);
      } else {
        toast.success((await disable.mutateAsync(proofOf(proof))).message);
      }
      close();
    } catch (err) {
      toast.error(t.error(errorMessage(err)));
    }
  };
  if (!action) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">{t.remaining}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setAction('regenerate')}>
            {t.regenerate}
          </Button>
          {canDisable ? (
            <Button variant="outline" onClick={() => setAction('disable')}>
              {t.disable}
            </Button>
          ) : null}
        </div>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="space-y-3">
      <p className="text-sm text-slate-700">{t.proofHint}</p>
      <CodeField label={t.proofLabel} value={proof} onChange={setProof} autoComplete="current-password" type="password" />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {action === 'regenerate' ? t.confirmRegenerate : t.confirmDisable}
        </Button>
        <Button type="button" variant="ghost" onClick={close}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
