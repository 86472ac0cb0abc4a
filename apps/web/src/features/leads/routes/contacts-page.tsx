import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LEAD_SEARCH_MAX } from '@app/shared/limits';
import { type Lead } from '@app/shared/api/leads';
import { formatDateTimeIt } from '@app/shared/format';
import { canManageLeadWebhook } from '@app/shared/roles';
import { leadsText } from '@app/shared/i18n/leads';
import { PageHeader } from '../../../components/ui/page-header';
import { PhoneFoldedFilters } from '../../../components/ui/phone-folded-filters';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { AccessDenied } from '../../../components/ui/access-denied';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useLeads } from '../api/get-leads';
import { leadsExportUrl } from '../api/export-leads';
import type { LeadFilters } from '../api/keys';
import { useLiveLeads } from '../use-live-leads';

const FILTER_KEYS = ['agentId', 'from', 'to', 'q'] as const;
const selectClass = 'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm';

/** The filters live in the address: the back button, a reload and a shared link keep them. */
function useFilters(): [LeadFilters, (next: LeadFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters: LeadFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  const update = (next: LeadFilters) =>
    setParams(Object.fromEntries(Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1]))), { replace: true });
  return [filters, update];
}

/** /contacts ('Contatti', issue 30): owner and admin see every lead, an instructor those of their agents (ADR 0158). */
export function ContactsPage() {
  const t = leadsText;
  const [filters, setFilters] = useFilters();
  useLiveLeads();
  const leads = useLeads(filters);
  const { session } = useSession();

  if (leads.error instanceof ApiRequestError && (leads.error.status === 403 || leads.error.status === 404)) {
    return <AccessDenied message={leads.error.message} />;
  }
  const rows = leads.data?.pages.flatMap((page) => page.leads) ?? [];
  const agents = leads.data?.pages[0]?.agents ?? [];
  const active = FILTER_KEYS.filter((key) => filters[key]).length;
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <nav aria-label={t.exportLabel}>
            <a className={buttonClasses('outline', 'sm')} href={leadsExportUrl(filters)} download>
              {t.exportCsv}
            </a>
          </nav>
        }
      />
      {session && canManageLeadWebhook(session.user.role) ? (
        <p className="mb-4 text-sm text-slate-700">
          {t.webhookHint}{' '}
          <Link to="/integrations/developers#webhook-contatti" className="font-medium text-brand-700 underline">
            {t.webhookLink}
          </Link>
          .
        </p>
      ) : null}
      <PhoneFoldedFilters active={active}>
        <Filters key={FILTER_KEYS.map((k) => filters[k] ?? '').join('|')} value={filters} agents={agents} onChange={setFilters} />
      </PhoneFoldedFilters>
      {leads.error ? (
        <p role="alert" className="mb-6 rounded-md bg-red-50 p-4 text-red-800">
          {t.loadError(errorMessage(leads.error))}
        </p>
      ) : null}
      {leads.isLoading ? (
        <div role="status" className="flex items-center gap-2 text-slate-700">
          <Spinner /> {t.loading}
        </div>
      ) : null}
      {leads.data && rows.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          {active > 0 ? t.empty : session?.user.role === 'instructor' && agents.length === 0 ? t.noAgentsInstructor : t.emptyAll}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <>
          <p className="mb-2 text-sm text-slate-700" aria-live="polite">
            {t.count(rows.length)}
            {leads.hasNextPage ? '+' : ''}
          </p>
          <LeadTable rows={rows} />
          <LeadCards rows={rows} />
        </>
      ) : null}
      {leads.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" onClick={() => void leads.fetchNextPage()} disabled={leads.isFetchingNextPage}>
            {leads.isFetchingNextPage ? <Spinner /> : null}
            {t.more}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function Filters({
  value,
  agents,
  onChange,
}: {
  value: LeadFilters;
  agents: { id: string; name: string }[];
  onChange: (next: LeadFilters) => void;
}) {
  const t = leadsText;
  const [draft, setDraft] = useState({ agentId: value.agentId ?? '', from: value.from ?? '', to: value.to ?? '', q: value.q ?? '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({
      agentId: draft.agentId || undefined,
      from: draft.from || undefined,
      to: draft.to || undefined,
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
      <Field label={t.agent}>
        <select className={selectClass} value={draft.agentId} onChange={set('agentId')}>
          <option value="">{t.anyAgent}</option>
          {agents.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t.from}>
        <Input type="date" value={draft.from} onChange={set('from')} />
      </Field>
      <Field label={t.to}>
        <Input type="date" value={draft.to} onChange={set('to')} />
      </Field>
      <Field label={t.search} hint={t.searchHint}>
        <Input type="search" value={draft.q} maxLength={LEAD_SEARCH_MAX} onChange={set('q')} />
      </Field>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit" size="md">
          {t.apply}
        </Button>
        <Button
          variant="ghost"
          size="md"
          onClick={() => {
            setDraft({ agentId: '', from: '', to: '', q: '' });
            onChange({});
          }}
        >
          {t.reset}
        </Button>
      </div>
    </form>
  );
}

function Consent({ lead }: { lead: Lead }) {
  const t = leadsText;
  return lead.consent ? (
    <span title={lead.consentAt ? t.consentAt(formatDateTimeIt(lead.consentAt)) : undefined}>{t.consentYes}</span>
  ) : (
    <span>{t.consentNo}</span>
  );
}

function ConversationLink({ lead }: { lead: Lead }) {
  const t = leadsText;
  if (!lead.conversationId) return <span aria-label="Nessuna conversazione">{t.noConversation}</span>;
  return (
    <Link
      to={`/analytics/conversations/${lead.conversationId}`}
      className="font-medium text-brand-700 underline"
      aria-label={t.openConversationOf(lead.name)}
    >
      {t.openConversation}
    </Link>
  );
}

/** From 768 px: a table. */
function LeadTable({ rows }: { rows: Lead[] }) {
  const t = leadsText;
  return (
    <div className="hidden rounded-xl border border-slate-200 bg-white md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t.list}</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            {[
              t.columns.date,
              t.columns.agent,
              t.columns.name,
              t.columns.email,
              t.columns.phone,
              t.columns.consent,
              t.columns.conversation,
            ].map((label) => (
              <th key={label} scope="col" className="px-3 py-2 font-medium">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((lead) => (
            <tr key={lead.id} className="border-b border-slate-100 last:border-0">
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTimeIt(lead.createdAt)}</td>
              <td className="px-3 py-2">{lead.agentName}</td>
              <td className="px-3 py-2 [overflow-wrap:anywhere]">{lead.name}</td>
              <td className="px-3 py-2 [overflow-wrap:anywhere]">
                {/* A WhatsApp or Telegram sender's lead has no e-mail (ADR 0186). */}
                {lead.email ? (
                  <a href={`mailto:${lead.email}`} className="text-brand-700 underline">
                    {lead.email}
                  </a>
                ) : (
                  '—'
                )}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{lead.phone ?? '—'}</td>
              <td className="px-3 py-2">
                <Consent lead={lead} />
              </td>
              <td className="px-3 py-2">
                <ConversationLink lead={lead} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Below 768 px: one card per lead, nothing to scroll sideways. */
function LeadCards({ rows }: { rows: Lead[] }) {
  const t = leadsText;
  return (
    <ul className="space-y-3 md:hidden" aria-label={t.list}>
      {rows.map((lead) => (
        <li key={lead.id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
          <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{lead.name}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-700">
            <dt className="text-slate-600">{t.columns.email}</dt>
            <dd className="[overflow-wrap:anywhere]">
              {lead.email ? (
                <a href={`mailto:${lead.email}`} className="text-brand-700 underline">
                  {lead.email}
                </a>
              ) : (
                '—'
              )}
            </dd>
            <dt className="text-slate-600">{t.columns.phone}</dt>
            <dd>{lead.phone ?? '—'}</dd>
            <dt className="text-slate-600">{t.columns.agent}</dt>
            <dd>{lead.agentName}</dd>
            <dt className="text-slate-600">{t.columns.date}</dt>
            <dd>{formatDateTimeIt(lead.createdAt)}</dd>
            <dt className="text-slate-600">{t.columns.consent}</dt>
            <dd>
              <Consent lead={lead} />
            </dd>
            <dt className="text-slate-600">{t.columns.conversation}</dt>
            <dd>
              <ConversationLink lead={lead} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
