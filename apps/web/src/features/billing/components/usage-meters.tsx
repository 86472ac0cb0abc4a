import type { BillingOverview } from '@app/shared/api/billing';
import { formatBytes } from '@app/shared/format';
import { billingText } from '../../../i18n/billing';
import { UsageMeter } from '../../../components/ui/usage-meter';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

const count = (n: number) => n.toLocaleString('it-IT');

/** Agents, users, storage and this month's messages against the plan's limits (spec §9 colours). */
export function UsageMeters({ usage }: { usage: BillingOverview['usage'] }) {
  const t = billingText.usage;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
      </CardHeader>
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
