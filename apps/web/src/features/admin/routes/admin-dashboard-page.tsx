import { formatEuro } from '@app/shared/format';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { adminText } from '@app/shared/i18n/admin';
import { errorMessage } from '../../../lib/api-client';
import { useAdminStats } from '../api/get-admin-stats';
import { StatTile } from '../components/stat-tile';
import { RepliesChart } from '../components/replies-chart';
import { CompanyDataCard } from '../components/company-data-card';

/** /super-admin/dashboard: the four statistics of spec §9, then what an operator watches every day. */
export function AdminDashboardPage() {
  const t = adminText.dashboard;
  const stats = useAdminStats();
  if (stats.isLoading) return <Spinner />;
  if (!stats.data) {
    return (
      <div>
        <PageHeader title={t.title} />
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
          {t.error(errorMessage(stats.error))}
        </p>
      </div>
    );
  }
  const s = stats.data;
  const totalReplies = s.agentRepliesLast30Days.reduce((sum, d) => sum + d.count, 0);
  return (
    <div>
      <PageHeader title={t.title} description={t.description} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatTile label={t.totalSubscriptions} value={s.totalSubscriptions} />
        <StatTile label={t.activeSubscriptions} value={s.activeSubscriptions} />
        <StatTile label={t.pendingInvitations} value={s.pendingInvitations} />
        <StatTile label={t.apiKeys} value={s.apiKeys} />
        <StatTile label={t.distinctPlans} value={s.distinctPlans} />
        <StatTile label={t.mrr} value={formatEuro(s.monthlyRecurringRevenueEuro)} />
        <StatTile label={t.trialsEnding} value={s.trialsEndingThisWeek} />
        <StatTile label={t.documentsWaiting} value={s.documentsWaiting} />
        <StatTile label={t.documentsFailed} value={s.documentsFailed} />
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="per-plan">
          <h2 id="per-plan" className="text-sm font-semibold text-slate-700">
            {t.perPlan}
          </h2>
          <ul className="mt-3 space-y-2">
            {s.accountsPerPlan.map((p) => (
              <li key={p.plan} className="flex justify-between text-sm">
                <span className="text-slate-800">{p.label}</span>
                <span className="font-semibold text-slate-900">{p.count}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:col-span-2" aria-labelledby="replies">
          <h2 id="replies" className="text-sm font-semibold text-slate-700">
            {t.replies}
          </h2>
          <p className="mb-2 text-sm text-slate-600">{t.repliesTotal(totalReplies)}</p>
          <RepliesChart days={s.agentRepliesLast30Days} label={t.repliesChartLabel} />
        </section>
      </div>
      <CompanyDataCard />
    </div>
  );
}
