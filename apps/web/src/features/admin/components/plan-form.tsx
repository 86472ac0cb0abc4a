import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notify';
import { PLAN_EXPIRY_REQUIRED, PLAN_REASON_REQUIRED, profileUpdateErrorMessage } from '@app/shared/i18n/admin';
import { updatePlanSchema, type SubscriptionRow } from '@app/shared/api/admin';
import { PLAN_LIST, type PlanId } from '@app/shared/plans';
import { formatDateTimeIt } from '@app/shared/format';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input, Textarea } from '../../../components/ui/input';
import { adminText } from '@app/shared/i18n/admin';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateUserPlan } from '../api/update-user-plan';
import { Select } from './select';

/** An ISO instant as the value of a datetime-local input, in the browser's time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * Spec §6: plan name and plan expiry; the plan is the account's (D2), so it changes for all its members. Issue 34:
 * the operator gives a reason and confirms what changes; the server e-mails the account's owner.
 */
export function PlanForm({ user }: { user: SubscriptionRow }) {
  const t = adminText.detail;
  const ids = { plan: useId(), expiry: useId(), expiryError: useId(), reason: useId(), reasonError: useId() };
  const navigate = useNavigate();
  const update = useUpdateUserPlan();
  const currentPlan = PLAN_LIST.find((p) => p.name === user.planName)?.id ?? '';
  const [plan, setPlan] = useState<PlanId | ''>(currentPlan);
  const [expiry, setExpiry] = useState(toLocalInput(user.planExpiresAt));
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [expiryError, setExpiryError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const input = { planName: plan || null, planExpiresAt: expiry ? new Date(expiry).toISOString() : null, reason };
  const save = async () => {
    try {
      const result = await update.mutateAsync({ id: user.id, input });
      setConfirming(false);
      toast.success(result.message);
      navigate('/super-admin/dashboard');
    } catch (err) {
      setConfirming(false);
      toast.error(profileUpdateErrorMessage(errorMessage(err)));
    }
  };
  const planName = (id: string) => PLAN_LIST.find((p) => p.id === id)?.name ?? t.noPlan;
  return (
    <form
      className="space-y-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const checked = updatePlanSchema.shape.reason.safeParse(reason);
        setReasonError(checked.success ? undefined : PLAN_REASON_REQUIRED);
        // A plan applies until its expiry: the server refuses one without it, the form says so first.
        const expiryMissing = Boolean(plan) && !expiry;
        setExpiryError(expiryMissing ? PLAN_EXPIRY_REQUIRED : undefined);
        if (checked.success && !expiryMissing) setConfirming(true);
      }}
    >
      <div className="space-y-1.5">
        <label htmlFor={ids.plan} className="block text-sm font-medium text-slate-800">
          {t.planLabel}
        </label>
        <Select id={ids.plan} value={plan} onChange={(e) => setPlan(e.target.value as PlanId | '')}>
          <option value="">{t.noPlan}</option>
          {PLAN_LIST.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={ids.expiry} className="block text-sm font-medium text-slate-800">
          {t.expiryLabel}
        </label>
        <Input
          id={ids.expiry}
          type="datetime-local"
          value={expiry}
          onChange={(e) => setExpiry(e.target.value)}
          aria-invalid={expiryError ? true : undefined}
          aria-describedby={expiryError ? ids.expiryError : undefined}
        />
        {expiryError ? (
          <p id={ids.expiryError} role="alert" className="text-sm text-red-700">
            {expiryError}
          </p>
        ) : null}
      </div>
      <div className="space-y-1.5">
        <label htmlFor={ids.reason} className="block text-sm font-medium text-slate-800">
          {t.reasonLabel}
        </label>
        <Textarea
          id={ids.reason}
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? ids.reasonError : undefined}
          aria-required
        />
        {reasonError ? (
          <p id={ids.reasonError} role="alert" className="text-sm text-red-700">
            {reasonError}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={update.isPending}>
        {t.savePlan}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.confirmTitle}
        description={t.confirmText(
          user.email,
          user.planName ?? t.noPlan,
          planName(plan),
          expiry ? formatDateTimeIt(new Date(expiry).toISOString(), '') : '',
        )}
      >
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">{reason}</p>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            {t.cancel}
          </Button>
          <Button onClick={() => void save()} disabled={update.isPending}>
            {t.confirm}
          </Button>
        </div>
      </Dialog>
    </form>
  );
}
