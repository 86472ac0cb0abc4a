import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { MESSAGES } from '@app/shared/i18n/common';
import type { Analytics } from '@app/shared/api/analytics';
import { analyticsText } from '@app/shared/i18n/analytics';
import { PageHeader } from '../../../components/ui/page-header';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { AccessDenied } from '../../../components/ui/access-denied';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Rating } from '../../../components/ui/rating';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useAnalytics } from '../api/get-analytics';
import { useSession } from '../../../lib/session';
import { RangePicker } from '../components/range-picker';
import { defaultRange } from '../range';
import { DailyChart } from '../components/daily-chart';
import { ActivityHeatmap } from '../components/activity-heatmap';
import { AfterFirstPaint } from '../../../components/ui/after-first-paint';
import { ExportLinks } from '../components/export-links';
import { AnswerOutcomes } from '../components/answer-outcomes';
import { BookingFigures } from '../components/booking-figures';
import { DocumentCitations, KnowledgeGaps, LowestRated, TopQuestions, type GapAction } from '../components/analytics-lists';

/**
 * /analytics: every agent the viewer may analyse (the sidebar's 'Attività'). `gapAction`: what the page composing it
 * offers beside each knowledge gap (app/routes: 'Aggiungi una risposta').
 */
export function AnalyticsPage({ gapAction }: { gapAction?: GapAction }) {
  return <AnalyticsView gapAction={gapAction} />;
}

/** /agent/:id/analytics: one agent, for its creator, its instructor and the account owner. */
export function AgentAnalyticsPage({ gapAction }: { gapAction?: GapAction }) {
  const { id = '' } = useParams();
  return <AnalyticsView agentId={id} gapAction={gapAction} />;
}

function AnalyticsView({ agentId, gapAction }: { agentId?: string; gapAction?: GapAction }) {
  const [range, setRange] = useState(defaultRange);
  const analytics = useAnalytics({ ...range, agentId });
  const { session } = useSession();
  const t = analyticsText;

  if (analytics.error instanceof ApiRequestError && (analytics.error.status === 403 || analytics.error.status === 404)) {
    return <AccessDenied message={analytics.error.status === 404 ? MESSAGES.agentNotFound : analytics.error.message} />;
  }
  const data = analytics.data;
  const title = agentId && data?.agents[0] ? t.agentTitle(data.agents[0].name) : t.title;
  const conversationsPath = agentId ? `/agent/${agentId}/analytics/conversations` : '/analytics/conversations';
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={title}
        description={t.description}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link className={buttonClasses('primary', 'sm')} to={`${conversationsPath}?${new URLSearchParams(range)}`}>
              {t.conversationsLink}
            </Link>
            <ExportLinks query={{ ...range, agentId }} />
          </div>
        }
      />
      <RangePicker value={range} onChange={setRange} />
      {analytics.error ? (
        <p role="alert" className="mb-6 rounded-md bg-red-50 p-4 text-red-800">
          {t.loadError(errorMessage(analytics.error))}
        </p>
      ) : null}
      {analytics.isLoading ? (
        <div role="status" className="flex items-center gap-2 text-slate-700">
          <Spinner /> {t.loading}
        </div>
      ) : null}
      {data && !agentId && data.agents.length === 0 ? (
        // Nothing to analyse yet (issue 34): say why, and for an instructor who assigns agents.
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-700">
          {session?.user.role === 'instructor' ? t.noAgentsInstructor : t.noAgents}
        </p>
      ) : data ? (
        <Figures
          data={data}
          showAgent={!agentId}
          gapConversations={`${conversationsPath}?${new URLSearchParams({ ...range, gap: 'true' })}`}
          gapAction={gapAction}
        />
      ) : null}
    </div>
  );
}

function Figures({
  data,
  showAgent,
  gapConversations,
  gapAction,
}: {
  data: Analytics;
  showAgent: boolean;
  gapConversations: string;
  gapAction?: GapAction;
}) {
  const t = analyticsText;
  const { totals } = data;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label={t.totals.conversations} value={totals.conversations} />
        <Stat label={t.totals.replies} value={totals.replies} />
        <Stat label={t.totals.visitors} value={totals.visitors} hint={t.totals.returning(totals.returningVisitors)} />
        <Stat
          label={t.totals.satisfaction}
          value={totals.satisfaction === null ? '—' : `${Math.round(totals.satisfaction * 100)}%`}
          hint={
            totals.satisfaction === null ? (
              t.totals.noRatings
            ) : (
              <span className="flex flex-wrap gap-x-3">
                <Rating kind="up" label={t.totals.ratedUp(totals.thumbsUp)} />
                <Rating kind="down" label={t.totals.ratedDown(totals.thumbsDown)} />
              </span>
            )
          }
        />
      </dl>
      <AfterFirstPaint fallback={<div className="min-h-64" />}>
        <DailyChart daily={data.daily} />
      </AfterFirstPaint>
      <div className="grid gap-6 lg:grid-cols-2">
        <KnowledgeGaps gaps={data.knowledgeGaps} conversationsLink={gapConversations} gapAction={gapAction} />
        <TopQuestions questions={data.topQuestions} showAgent={showAgent} />
      </div>
      <AnswerOutcomes outcomes={data.outcomes} />
      <Card>
        <CardHeader>
          <CardTitle>{t.responseTime.title}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-1 text-sm">
          <p>
            <span className="font-medium">{t.responseTime.firstToken}:</span>{' '}
            {t.responseTime.value(data.responseTime.firstTokenP50, data.responseTime.firstTokenP95)}
          </p>
          <p>
            <span className="font-medium">{t.responseTime.full}:</span>{' '}
            {t.responseTime.value(data.responseTime.fullP50, data.responseTime.fullP95)}
          </p>
          {data.tokens ? <p>{t.responseTime.tokens(data.tokens.prompt, data.tokens.completion)}</p> : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t.handoff.title}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-1 text-sm" data-testid="handoff-analytics">
          <p>
            <span className="font-medium">{t.handoff.requests(data.handoff.requests)}</span> ·{' '}
            {t.handoff.share(data.handoff.handedOffShare)}
          </p>
          <p>
            <span className="font-medium">{t.handoff.firstResponse}:</span>{' '}
            {t.handoff.value(data.handoff.firstResponseMs.p50, data.handoff.firstResponseMs.p95)}
          </p>
          <p>
            <span className="font-medium">{t.handoff.resolution}:</span>{' '}
            {t.handoff.value(data.handoff.resolutionMs.p50, data.handoff.resolutionMs.p95)}
          </p>
          {data.handoff.byLanguage.length ? (
            <table className="mt-2 text-xs" data-testid="analytics-by-language">
              <caption className="text-left font-medium text-slate-800">{t.handoff.byLanguage}</caption>
              <thead>
                <tr>
                  <th scope="col" className="pr-3 text-left font-normal text-slate-700">
                    {t.handoff.language}
                  </th>
                  <th scope="col" className="pr-3 text-right font-normal text-slate-700">
                    {t.handoff.conversations}
                  </th>
                  <th scope="col" className="text-right font-normal text-slate-700">
                    {t.handoff.languageRequests}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.handoff.byLanguage.map((row) => (
                  <tr key={row.language}>
                    <th scope="row" className="pr-3 text-left font-normal text-slate-700">
                      {t.handoff.languageName(row.language)}
                    </th>
                    <td className="pr-3 text-right">{row.conversations}</td>
                    <td className="text-right">{row.requests}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {data.handoff.requests > 0 ? (
            <table className="mt-2 text-xs">
              <caption className="sr-only">{t.handoff.perDay}</caption>
              <tbody>
                {data.handoff.requestsPerDay
                  .filter((d) => d.requests > 0)
                  .map((d) => (
                    <tr key={d.day}>
                      <th scope="row" className="pr-3 text-left font-normal text-slate-700">
                        {d.day}
                      </th>
                      <td>{d.requests}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          ) : null}
        </CardContent>
      </Card>
      <BookingFigures bookings={data.bookings} />
      <AfterFirstPaint fallback={<div className="min-h-64" />}>
        <ActivityHeatmap heatmap={data.heatmap} />
      </AfterFirstPaint>
      <LowestRated replies={data.lowestRated} />
      <DocumentCitations most={data.mostCitedDocuments} never={data.neverCitedDocuments} />
    </div>
  );
}

function Stat({ label, value, hint }: { label: string; value: string | number; hint?: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-2 text-3xl font-bold text-slate-900">{value}</dd>
      {hint ? <dd className="mt-1 text-sm text-slate-600">{hint}</dd> : null}
    </div>
  );
}
