import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { profileUpdateErrorMessage, type SubscriptionRow } from '@app/shared/api/admin';
import { PLAN_LIST, type PlanId } from '@app/shared/plans';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { adminText } from '../../../i18n/admin';
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

/** Spec §6: plan name and plan expiry; the plan is the account's (D2), so it changes for all its members. */
export function PlanForm({ user }: { user: SubscriptionRow }) {
  const t = adminText.detail;
  const ids = { plan: useId(), expiry: useId() };
  const navigate = useNavigate();
  const update = useUpdateUserPlan();
  const currentPlan = PLAN_LIST.find((p) => p.name === user.planName)?.id ?? '';
  const [plan, setPlan] = useState<PlanId | ''>(currentPlan);
  const [expiry, setExpiry] = useState(toLocalInput(user.planExpiresAt));
  return (
    <form
      className="space-y-3"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          const result = await update.mutateAsync({
            id: user.id,
            input: { planName: plan || null, planExpiresAt: expiry ? new Date(expiry).toISOString() : null },
          });
          toast.success(result.message);
          navigate('/super-admin/dashboard');
        } catch (err) {
          toast.error(profileUpdateErrorMessage(errorMessage(err)));
        }
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
        <Input id={ids.expiry} type="datetime-local" value={expiry} onChange={(e) => setExpiry(e.target.value)} />
      </div>
      <Button type="submit" disabled={update.isPending}>
        {t.savePlan}
      </Button>
    </form>
  );
}
