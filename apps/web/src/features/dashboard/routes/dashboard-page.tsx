import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Users, Bot, HardDrive, MessageSquare, Plug, Activity, CreditCard, type LucideIcon } from 'lucide-react';
import { dashboardCardLink, dashboardCardsFor, type DashboardCard, type Role } from '@app/shared/roles';
import { formatBytes, formatDateIt, usageColour } from '@app/shared/format';
import { formatCountIt } from '@app/shared/plural';
import { planDisplayName } from '@app/shared/plans';
import { PROVIDER_FAILING_MESSAGES } from '@app/shared/i18n/dashboard';
import { type DashboardSummary } from '@app/shared/api/dashboard';
import { dashboardText } from '@app/shared/i18n/dashboard';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { UsageMeter } from '../../../components/ui/usage-meter';
import { useSession } from '../../../lib/session';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { useOnboarding } from '../api/get-onboarding';
import { FirstRunChecklist } from '../components/first-run-checklist';
import { errorMessage } from '../../../lib/api-client';

const colourClass = { red: 'text-red-700', orange: 'text-orange-700', green: 'text-green-700' } as const;

function StatCard({
  to,
  icon: Icon,
  title,
  value,
  hint,
  valueClass,
  extra,
}: {
  /** null: the card only informs (D15: no link to a page the role cannot open). */
  to: string | null;
  icon: LucideIcon;
  title: string;
  value: ReactNode;
  hint?: ReactNode;
  valueClass?: string;
  /** Below the hint: the Abbonamento card's usage meters. */
  extra?: ReactNode;
}) {
  const body = (
    <>
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold text-slate-700">{title}</h2>
        <Icon className="h-5 w-5 text-brand-600" aria-hidden="true" />
      </div>
      <p className={`mt-3 text-3xl font-bold ${valueClass ?? 'text-slate-900'}`}>{value}</p>
      {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
      {extra}
    </>
  );
  if (to === null) return <section className="block rounded-xl border border-slate-200 bg-white p-5 shadow-sm">{body}</section>;
  return (
    <Link
      to={to}
      className="block rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow"
    >
      {body}
    </Link>
  );
}

function renderCard(card: DashboardCard, s: DashboardSummary, role: Role) {
  const t = dashboardText.cards;
  const to = dashboardCardLink(card, role);
  switch (card) {
    case 'members':
      return (
        <StatCard
          key={card}
          to={to}
          icon={Users}
          title={t.members.title}
          value={s.members ?? 0}
          hint={`${t.members.hint} · max ${s.limits.users}`}
          valueClass={colourClass[usageColour(s.members ?? 0, s.limits.users)]}
        />
      );
    case 'agents':
      return (
        <StatCard
          key={card}
          to={to}
          icon={Bot}
          title={t.agents.title}
          value={s.agents ?? 0}
          hint={t.agents.hint(s.limits.agents)}
          valueClass={colourClass[usageColour(s.agents ?? 0, s.limits.agents)]}
        />
      );
    case 'storage':
      return (
        <StatCard
          key={card}
          to={to}
          icon={HardDrive}
          title={t.storage.title}
          value={formatBytes(s.storage.used)}
          hint={t.storage.hint(formatBytes(s.storage.limit ?? 0))}
          valueClass={colourClass[usageColour(s.storage.used, s.storage.limit ?? 0)]}
        />
      );
    case 'messages':
      return (
        <StatCard
          key={card}
          to={to}
          icon={MessageSquare}
          title={t.messages.title}
          value={formatCountIt(s.messages.used)}
          hint={t.messages.hint(s.messages.limit ?? 0)}
          valueClass={colourClass[usageColour(s.messages.used, s.messages.limit ?? 0)]}
        />
      );
    case 'integrations':
      return (
        <StatCard
          key={card}
          to={to}
          icon={Plug}
          title={t.integrations.title}
          value={<span className="text-base font-medium text-slate-800">{t.integrations.text}</span>}
        />
      );
    case 'activity':
      return (
        <StatCard
          key={card}
          to={to}
          icon={Activity}
          title={t.activity.title}
          value={
            <>
              {formatCountIt(s.interactions24h ?? 0)} <span className="text-base font-medium text-slate-700">{t.activity.hint}</span>
            </>
          }
        />
      );
    case 'subscription': {
      const name =
        s.plan.status === 'trial'
          ? dashboardText.planNames.trial
          : s.plan.status === 'expired'
            ? dashboardText.planNames.expired
            : planDisplayName(s.plan.id);
      const hint =
        s.plan.status === 'expired'
          ? t.subscription.expired
          : s.plan.status === 'trial'
            ? t.subscription.trialEnds(formatDateIt(s.plan.renewsAt))
            : t.subscription.renews(formatDateIt(s.plan.renewsAt));
      return (
        <StatCard
          key={card}
          to={to}
          icon={CreditCard}
          title={t.subscription.title}
          value={<span className="text-2xl">{name}</span>}
          hint={hint}
          extra={<PlanMeters s={s} />}
        />
      );
    }
  }
}

const count = (n: number) => formatCountIt(n);

/** The plan's usage at a glance (spec §9 colours), with what this role may see of the account. */
function PlanMeters({ s }: { s: DashboardSummary }) {
  const t = dashboardText.cards.subscription.meters;
  return (
    <div className="mt-3 space-y-2">
      {s.agents !== null ? (
        <UsageMeter
          compact
          label={t.agents}
          used={s.agents}
          limit={s.limits.agents}
          usedLabel={count(s.agents)}
          limitLabel={count(s.limits.agents)}
        />
      ) : null}
      {s.members !== null ? (
        <UsageMeter
          compact
          label={t.users}
          used={s.members}
          limit={s.limits.users}
          usedLabel={count(s.members)}
          limitLabel={count(s.limits.users)}
        />
      ) : null}
      <UsageMeter
        compact
        label={t.storage}
        used={s.storage.used}
        limit={s.storage.limit ?? 0}
        usedLabel={formatBytes(s.storage.used)}
        limitLabel={formatBytes(s.storage.limit ?? 0)}
      />
      <UsageMeter
        compact
        label={t.messages}
        used={s.messages.used}
        limit={s.messages.limit ?? 0}
        usedLabel={count(s.messages.used)}
        limitLabel={count(s.messages.limit ?? 0)}
      />
    </div>
  );
}

export function DashboardPage() {
  const { session } = useSession();
  const summary = useDashboardSummary();
  const isOwner = session?.user.role === 'owner';
  // The owner's checklist sits above the cards: they wait for it (the same request as the checklist's), so the cards
  // never jump down a screen when it arrives after them (a layout shift, issue 34).
  const onboarding = useOnboarding(isOwner);
  if (!session) return <p role="alert">{dashboardText.unauthenticated}</p>;
  const cards = dashboardCardsFor(session.user.role);
  const loading = summary.isLoading || (isOwner && onboarding.isLoading);
  return (
    <div>
      <PageHeader title={dashboardText.title} description={dashboardText.welcome(session.user.firstName)} />
      {isOwner && !loading ? <FirstRunChecklist /> : null}
      {loading ? <PageSkeleton /> : null}
      {summary.error ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
          {dashboardText.loadError(errorMessage(summary.error))}
        </p>
      ) : null}
      {summary.data?.providerFailing ? (
        <p role="alert" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {PROVIDER_FAILING_MESSAGES.notice} {dashboardText.providerFailingSince(formatDateIt(summary.data.providerFailing.since))}
        </p>
      ) : null}
      {summary.data && !loading ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {cards.map((card) => renderCard(card, summary.data, session.user.role))}
        </div>
      ) : null}
    </div>
  );
}
