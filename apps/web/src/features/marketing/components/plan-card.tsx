import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import type { Plan } from '@app/shared/plans';
import { marketingText } from '@app/shared/i18n/marketing';
import { cn } from '../../../lib/cn';

/** One plan of the catalogue (spec §3); Pro is highlighted as the featured plan. */
export function PlanCard({ plan, action }: { plan: Plan; action: ReactNode }) {
  const t = marketingText.plans;
  const lines = [
    t.users(plan.maxUsers),
    t.agents(plan.maxAgents),
    t.storage(plan.storageLabel),
    t.messages(plan.messagesPerMonth),
    ...plan.features,
  ];
  return (
    <article
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
        plan.featured ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
      )}
      aria-label={plan.name}
      id={`piano-${plan.id}`}
    >
      {plan.featured ? (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
          {t.popular}
        </span>
      ) : null}
      <h3 className="text-xl font-bold text-slate-900">{plan.name}</h3>
      <p className="mt-3">
        <span className="text-4xl font-extrabold text-slate-900">€{plan.priceEuroMonthly}</span>
        <span className="text-slate-600">{t.perMonth}</span>
        <span className="mt-1 block text-sm text-slate-600">{t.vat}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-2 text-sm text-slate-800">
        {lines.map((line) => (
          <li key={line} className="flex items-start gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
            {line}
          </li>
        ))}
      </ul>
      <div className="mt-6">{action}</div>
    </article>
  );
}
