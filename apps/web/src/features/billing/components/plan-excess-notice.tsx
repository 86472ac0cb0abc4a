import type { PlanExcess } from '@app/shared/plan-excess';
import { billingText, excessItem } from '@app/shared/i18n/billing';

/**
 * Issue 44: before paying for a plan the account is over, what it holds beyond it and a box the owner ticks to buy it
 * knowingly (the server refuses the checkout otherwise).
 */
export function PlanExcessNotice({
  planId,
  planName,
  excess,
  accepted,
  onAcceptedChange,
}: {
  planId: string;
  planName: string;
  excess: PlanExcess[];
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
}) {
  const t = billingText.plans;
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid={`excess-${planId}`}>
      <p className="font-semibold">{t.excessTitle(planName)}</p>
      <ul className="my-1 list-disc pl-5">
        {excess.map((item) => (
          <li key={item.key}>{excessItem(item)}</li>
        ))}
      </ul>
      <p>{t.excessHint}</p>
      <label className="mt-2 flex items-start gap-2 font-medium">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-400"
          checked={accepted}
          onChange={(event) => onAcceptedChange(event.target.checked)}
        />
        <span>{t.excessConfirm(planName)}</span>
      </label>
    </div>
  );
}
