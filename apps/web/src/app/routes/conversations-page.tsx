import { Link, useParams, useSearchParams } from 'react-router';
import { MESSAGES } from '@app/shared/i18n/common';
import { canSetConversationRetention } from '@app/shared/roles';
import { analyticsText } from '@app/shared/i18n/analytics';
import { PageHeader } from '../../components/ui/page-header';
import { PhoneFoldedFilters } from '../../components/ui/phone-folded-filters';
import { Button, buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { AccessDenied } from '../../components/ui/access-denied';
import { ApiRequestError, errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useConversations, type ConversationFilters } from '../../features/conversations/api/get-conversations';
import { ConversationFilterForm, FILTER_KEYS } from '../../features/conversations/components/conversation-filters';
import { ConversationRow } from '../../features/conversations/components/conversation-row';
import { RetentionForm } from '../../features/conversations/components/retention-form';
import { VisitorErasureForm } from '../../features/conversations/components/visitor-erasure-form';
import { useInvalidateAnalytics } from '../../features/analytics/api/get-analytics';
import { RangePicker } from '../../features/analytics/components/range-picker';
import { ExportLinks } from '../../features/analytics/components/export-links';
import { defaultRange } from '../../features/analytics/range';

/**
 * /analytics/conversations: the conversations of every agent the viewer may analyse. The page composes two features
 * (ADR 0366): the conversations' list, filters, retention and visitor erasure, and the analytics' period, export links
 * and figures (stale after an erasure).
 */
export function ConversationsPage() {
  return <ConversationsView />;
}

/** /agent/:id/analytics/conversations: one agent's conversations. */
export function AgentConversationsPage() {
  const { id = '' } = useParams();
  return <ConversationsView agentId={id} />;
}

/** The filters live in the address: the back button, a reload and a shared link keep them. */
function useFilters(agentId?: string): [ConversationFilters, (next: Partial<ConversationFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = defaultRange();
  const filters: ConversationFilters = {
    from: params.get('from') ?? fallback.from,
    to: params.get('to') ?? fallback.to,
    ...(agentId ? { agentId } : {}),
  };
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  const update = (next: Partial<ConversationFilters>) => {
    const merged: Record<string, string | undefined> = { ...filters, ...next, agentId: undefined };
    setParams(Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => Boolean(entry[1]))), {
      replace: true,
    });
  };
  return [filters, update];
}

function ConversationsView({ agentId }: { agentId?: string }) {
  const t = analyticsText.conversations;
  const [filters, setFilters] = useFilters(agentId);
  const conversations = useConversations(filters);
  const { session } = useSession();
  const invalidateAnalytics = useInvalidateAnalytics();

  if (conversations.error instanceof ApiRequestError && (conversations.error.status === 403 || conversations.error.status === 404)) {
    return <AccessDenied message={conversations.error.status === 404 ? MESSAGES.agentNotFound : conversations.error.message} />;
  }
  const rows = conversations.data?.pages.flatMap((page) => page.conversations) ?? [];
  const analyticsPath = agentId ? `/agent/${agentId}/analytics` : '/analytics';
  const agentName = agentId ? rows[0]?.agentName : undefined;
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={agentName ? t.agentTitle(agentName) : t.title}
        description={t.description}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link className={buttonClasses('ghost', 'sm')} to={analyticsPath}>
              {t.back}
            </Link>
            <ExportLinks query={filters} />
          </div>
        }
      />
      {/* On a phone the period and filters fold behind 'Filtri', so the list starts on the first screen (issue 34). */}
      <PhoneFoldedFilters active={FILTER_KEYS.filter((key) => filters[key]).length}>
        <RangePicker value={{ from: filters.from, to: filters.to }} onChange={(range) => setFilters(range)} />
        <ConversationFilterForm key={FILTER_KEYS.map((k) => filters[k] ?? '').join('|')} value={filters} onChange={setFilters} />
      </PhoneFoldedFilters>
      {conversations.error ? (
        <p role="alert" className="mb-6 rounded-md bg-red-50 p-4 text-red-800">
          {t.loadError(errorMessage(conversations.error))}
        </p>
      ) : null}
      {conversations.isLoading ? (
        <div role="status" className="flex items-center gap-2 text-slate-700">
          <Spinner /> {t.loading}
        </div>
      ) : null}
      {conversations.data && rows.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          {FILTER_KEYS.some((key) => filters[key]) ? t.empty : t.emptyPeriod}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <ol className="space-y-3" aria-label={t.title}>
          {rows.map((row) => (
            <ConversationRow key={row.id} row={row} showAgent={!agentId} />
          ))}
        </ol>
      ) : null}
      {conversations.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" onClick={() => void conversations.fetchNextPage()} disabled={conversations.isFetchingNextPage}>
            {conversations.isFetchingNextPage ? <Spinner /> : null}
            {t.more}
          </Button>
        </div>
      ) : null}
      {!agentId && session && canSetConversationRetention(session.user.role) ? <RetentionForm /> : null}
      {!agentId && session && canSetConversationRetention(session.user.role) ? <VisitorErasureForm onErased={invalidateAnalytics} /> : null}
    </div>
  );
}
