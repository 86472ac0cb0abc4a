import { formatBytes, usageColour } from '@app/shared/format';
import type { SubscriptionDetail } from '@app/shared/api/admin';
import { adminText } from '@app/shared/i18n/admin';
import { formatCountIt } from '@app/shared/plural';

const colourClass = { red: 'text-red-700', orange: 'text-orange-700', green: 'text-green-700' } as const;
type Usage = NonNullable<SubscriptionDetail['account']>['usage'];

/** The account's usage against its plan, coloured like the customer's own meters (spec §9). */
export function UsageList({ usage }: { usage: Usage }) {
  const t = adminText.detail;
  const items = [
    { label: t.usage.agents, ...usage.agents, format: String },
    { label: t.usage.seats, ...usage.users, format: String },
    { label: t.usage.storage, ...usage.storage, format: formatBytes },
    { label: t.usage.messages, ...usage.messages, format: (n: number) => formatCountIt(n) },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg bg-slate-50 p-3">
          <dt className="text-sm text-slate-700">{item.label}</dt>
          <dd
            className={`text-lg font-semibold ${item.limit === null ? 'text-slate-900' : colourClass[usageColour(item.used, item.limit)]}`}
          >
            {item.format(item.used)} / {item.limit === null ? t.unlimited : item.format(item.limit)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
