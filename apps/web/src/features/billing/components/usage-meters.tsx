import { Link } from 'react-router';
import type { BillingOverview } from '@app/shared/api/billing';
import { formatBytes } from '@app/shared/format';
import { formatCountIt } from '@app/shared/plural';
import { billingText } from '@app/shared/i18n/billing';
import { UsageMeter } from '../../../components/ui/usage-meter';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

const count = (n: number) => formatCountIt(n);

/** Agents, users, storage and this month's messages against the plan's limits (spec §9 colours). */
export function UsageMeters({ usage: meters }: { usage: BillingOverview['usage'] }) {
  const t = billingText.usage;
  // Without a plan there is no limit to measure against: the meters read it as 0 (nothing allowed).
  const usage = Object.fromEntries(Object.entries(meters).map(([name, m]) => [name, { used: m.used, limit: m.limit ?? 0 }])) as Record<
    keyof typeof meters,
    { used: number; limit: number }
  >;
  // After a downgrade (or the end of a plan) the account may hold more than the plan allows: say which limits.
  const over = [
    usage.agents.limit > 0 && usage.agents.used > usage.agents.limit
      ? t.overItem(t.agents, count(usage.agents.used), count(usage.agents.limit))
      : null,
    usage.users.limit > 0 && usage.users.used > usage.users.limit
      ? t.overItem(t.users, count(usage.users.used), count(usage.users.limit))
      : null,
    usage.storage.limit > 0 && usage.storage.used > usage.storage.limit
      ? t.overItem(t.storage, formatBytes(usage.storage.used), formatBytes(usage.storage.limit))
      : null,
  ].filter((item): item is string => item !== null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
      </CardHeader>
      {over.length > 0 ? (
        <div role="status" className="mx-5 mt-2 mb-2 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">{t.overTitle}</p>
          <p>{t.over(over.join('; '))}</p>
          <Link to="/billing#piani" className="mt-1 inline-block font-semibold underline">
            {t.pricing}
          </Link>
        </div>
      ) : null}
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <UsageMeter
          label={t.agents}
          used={usage.agents.used}
          limit={usage.agents.limit}
          usedLabel={count(usage.agents.used)}
          limitLabel={count(usage.agents.limit)}
        />
        <UsageMeter
          label={t.users}
          used={usage.users.used}
          limit={usage.users.limit}
          usedLabel={count(usage.users.used)}
          limitLabel={count(usage.users.limit)}
        />
        <UsageMeter
          label={t.storage}
          used={usage.storage.used}
          limit={usage.storage.limit}
          usedLabel={formatBytes(usage.storage.used)}
          limitLabel={formatBytes(usage.storage.limit)}
        />
        <UsageMeter
          label={t.messages}
          used={usage.messages.used}
          limit={usage.messages.limit}
          usedLabel={count(usage.messages.used)}
          limitLabel={count(usage.messages.limit)}
        />
      </CardContent>
    </Card>
  );
}
