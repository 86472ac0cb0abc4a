import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { HANDOFF_STATUSES, type HandoffStatus, type InboxQuery } from '@app/shared/api/handoff';
import { PageHeader } from '../../../components/ui/page-header';
import { PhoneFoldedFilters } from '../../../components/ui/phone-folded-filters';
import { Spinner } from '../../../components/ui/spinner';
import { inboxText } from '@app/shared/i18n/inbox';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTimeIt } from '@app/shared/format';
import { useInbox } from '../api/get-inbox';
import { StatusPill } from '../components/status-pill';
import { selectClass } from '../components/select-class';
import { useLiveInbox } from '../use-live-inbox';
import { useNow } from '../use-now';
import { SavedRepliesCard } from '../components/saved-replies-card';
import { useSession } from '../../../lib/session';

/** /inbox, 'Richieste' (issue 30): the hand-off requests the member sees (D17), live, with filters kept in the address. */
export function InboxPage() {
  const t = inboxText;
  useLiveInbox();
  const now = useNow();
  const { session } = useSession();
  const [params, setParams] = useSearchParams();
  const query: InboxQuery = {
    status: (HANDOFF_STATUSES as readonly string[]).includes(params.get('stato') ?? '')
      ? (params.get('stato') as HandoffStatus)
      : undefined,
    agentId: params.get('agente') || undefined,
    assignee: params.get('assegnata') || undefined,
  };
  const list = useInbox(query);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  // The filters offer every agent and person the requests have named since the page opened, not only those of the
  // current result: a filter whose result is empty keeps its option, and the select keeps saying what it filters by.
  // (Adding the same names again is harmless, so filling the ref while rendering is safe.)
  const seen = useRef({ agents: new Map<string, string>(), assignees: new Map<string, string>() }).current;
  for (const r of list.data ?? []) {
    seen.agents.set(r.agent.id, r.agent.name);
    if (r.assignee) seen.assignees.set(r.assignee.id, r.assignee.name);
  }
  const agents = withSelected(seen.agents, query.agentId, t.filters.selectedAgent);
  const assignees = withSelected(
    seen.assignees,
    query.assignee === 'me' || query.assignee === 'none' ? undefined : query.assignee,
    t.filters.selectedPerson,
  );

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t.page.title} description={t.page.description} />
      <PhoneFoldedFilters active={[query.status, query.agentId, query.assignee].filter(Boolean).length}>
        <fieldset className="mb-4 grid gap-3 sm:grid-cols-3">
          <legend className="sr-only">{t.filters.label}</legend>
          <label className="text-sm font-medium text-slate-800">
            {t.filters.status}
            <select className={selectClass} value={query.status ?? ''} onChange={(e) => set('stato', e.target.value)}>
              <option value="">{t.filters.anyStatus}</option>
              {HANDOFF_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t.statuses[s]}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-medium text-slate-800">
            {t.filters.agent}
            <select className={selectClass} value={query.agentId ?? ''} onChange={(e) => set('agente', e.target.value)}>
              <option value="">{t.filters.anyAgent}</option>
              {[...agents].map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-medium text-slate-800">
            {t.filters.assignee}
            <select className={selectClass} value={query.assignee ?? ''} onChange={(e) => set('assegnata', e.target.value)}>
              <option value="">{t.filters.anyAssignee}</option>
              <option value="me">{t.filters.me}</option>
              <option value="none">{t.filters.none}</option>
              {[...assignees].map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
      </PhoneFoldedFilters>
      {list.isLoading ? (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Spinner /> {t.page.loading}
        </p>
      ) : list.error ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
          {errorMessage(list.error)}
        </p>
      ) : !list.data?.length ? (
        <p className="rounded-md border border-slate-200 bg-white p-6 text-center text-slate-700">
          {query.status || query.agentId || query.assignee ? t.page.empty : t.page.emptyFor(session?.user.role ?? 'user')}
        </p>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-700">{t.page.count(list.data.length)}</p>
          <ul aria-label={t.list.label} className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {list.data.map((r) => (
              <li key={r.id} data-testid="inbox-row">
                <Link
                  to={`/inbox/${r.id}`}
                  aria-label={t.list.open(r.visitor.name)}
                  className="grid gap-1 p-4 hover:bg-slate-50 focus:outline-none focus:ring-2 focus:ring-inset focus:ring-brand-600/40 sm:grid-cols-[1fr_auto]"
                >
                  <span className="min-w-0">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold text-slate-900">{r.visitor.name}</span>
                      <StatusPill status={r.status} />
                      {r.outsideHours ? <span className="text-xs text-slate-600">{t.list.outsideHours}</span> : null}
                      <span className="text-xs text-slate-600" data-testid="request-language">
                        {t.language(r.language)}
                      </span>
                    </span>
                    <span className="block truncate text-sm text-slate-700">{r.lastMessage}</span>
                    <span className="block text-xs text-slate-600">
                      {t.list.agent}: {r.agent.name} · {t.list.assignee}: {r.assignee?.name ?? t.list.nobody} ·{' '}
                      {formatDateTimeIt(r.createdAt)}
                    </span>
                  </span>
                  <span className="text-sm text-slate-700 sm:text-right">
                    {r.waitingSince
                      ? `${t.list.waiting} ${t.waiting(now - new Date(r.waitingSince).getTime())}`
                      : r.status === 'resolved'
                        ? ''
                        : t.list.answered}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <SavedRepliesCard />
    </div>
  );
}

/** The options of a filter, with the one in the address even if no request named it yet (a link kept from before). */
function withSelected(names: Map<string, string>, selected: string | undefined, fallback: string): Map<string, string> {
  return selected && !names.has(selected) ? new Map([...names, [selected, fallback]]) : names;
}
