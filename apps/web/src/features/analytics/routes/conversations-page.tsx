import { useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { CHANNELS } from '@app/shared/channels';
import { RATING_FILTERS, type ConversationSummaryRow } from '@app/shared/api/conversations';
import { MESSAGES } from '@app/shared/i18n/common';
import { canSetConversationRetention } from '@app/shared/roles';
import { formatDateTimeIt } from '@app/shared/format';
import { analyticsText } from '@app/shared/i18n/analytics';
import { Rating } from '../../../components/ui/rating';
import { PageHeader } from '../../../components/ui/page-header';
import { PhoneFoldedFilters } from '../../../components/ui/phone-folded-filters';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { AccessDenied } from '../../../components/ui/access-denied';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useConversations, type ConversationFilters } from '../api/get-conversations';
import { RangePicker } from '../components/range-picker';
import { defaultRange } from '../range';
import { ExportLinks } from '../components/export-links';
import { RetentionForm } from '../components/retention-form';
import { VisitorErasureForm } from '../components/visitor-erasure-form';
import { selectClass } from '../components/select-class';

/** /analytics/conversations: the conversations of every agent the viewer may analyse. */
export function ConversationsPage() {
  return <ConversationsView />;
}

/** /agent/:id/analytics/conversations: one agent's conversations. */
export function AgentConversationsPage() {
  const { id = '' } = useParams();
  return <ConversationsView agentId={id} />;
}

const FILTER_KEYS = ['channel', 'rating', 'gap', 'q'] as const;

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
        <Filters key={FILTER_KEYS.map((k) => filters[k] ?? '').join('|')} value={filters} onChange={setFilters} />
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
      {!agentId && session && canSetConversationRetention(session.user.role) ? <VisitorErasureForm /> : null}
    </div>
  );
}

function Filters({ value, onChange }: { value: ConversationFilters; onChange: (next: Partial<ConversationFilters>) => void }) {
  const t = analyticsText.conversations;
  const [draft, setDraft] = useState({ channel: value.channel ?? '', rating: value.rating ?? '', gap: value.gap ?? '', q: value.q ?? '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({
      channel: draft.channel || undefined,
      rating: draft.rating || undefined,
      gap: draft.gap || undefined,
      q: draft.q.trim() || undefined,
    });
  };
  const set = (key: keyof typeof draft) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });
  return (
    <form
      onSubmit={submit}
      aria-label={t.filters}
      className="mb-6 grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Field label={t.channel}>
        <select className={selectClass} value={draft.channel} onChange={set('channel')}>
          <option value="">{t.anyChannel}</option>
          {CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {analyticsText.daily.channels[channel]}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t.rating}>
        <select className={selectClass} value={draft.rating} onChange={set('rating')}>
          <option value="">{t.anyRating}</option>
          {RATING_FILTERS.map((rating) => (
            <option key={rating} value={rating}>
              {t.ratings[rating]}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t.gap}>
        <select className={selectClass} value={draft.gap} onChange={set('gap')}>
          <option value="">{t.anyGap}</option>
          <option value="true">{t.gaps.true}</option>
          <option value="false">{t.gaps.false}</option>
        </select>
      </Field>
      <Field label={t.search} hint={t.searchHint}>
        <Input type="search" value={draft.q} maxLength={200} onChange={set('q')} />
      </Field>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit" size="md">
          {t.apply}
        </Button>
        <Button
          variant="ghost"
          size="md"
          onClick={() => {
            setDraft({ channel: '', rating: '', gap: '', q: '' });
            onChange({ channel: undefined, rating: undefined, gap: undefined, q: undefined });
          }}
        >
          {t.reset}
        </Button>
      </div>
    </form>
  );
}

function ConversationRow({ row, showAgent }: { row: ConversationSummaryRow; showAgent: boolean }) {
  const t = analyticsText.conversations;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <Link to={`/analytics/conversations/${row.id}`} className="block font-medium break-words text-brand-700 underline">
        {row.question || t.noQuestion}
        <span className="sr-only"> · {t.open}</span>
      </Link>
      <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
        {showAgent ? <span className="font-medium">{row.agentName}</span> : null}
        <span>{analyticsText.daily.channels[row.channel]}</span>
        {row.visitor ? <span>{row.visitor}</span> : null}
        <span>{formatDateTimeIt(row.startedAt)}</span>
        <span>{t.count(row.messages)}</span>
        {row.thumbsUp > 0 ? <Rating kind="up" label={t.up(row.thumbsUp)} /> : null}
        {row.thumbsDown > 0 ? <Rating kind="down" label={t.down(row.thumbsDown)} /> : null}
        {row.gap ? <span className="rounded bg-amber-100 px-1.5 font-medium text-amber-900">{t.gapBadge}</span> : null}
      </p>
    </li>
  );
}
