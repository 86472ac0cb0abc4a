import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  listSubscriptionsQuerySchema,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_STATUS_LABELS,
  PLAN_STATE_LABELS,
  type ListSubscriptionsParams,
  type SubscriptionRow,
} from '@app/shared/api/admin';
import { PLAN_LIST } from '@app/shared/plans';
import { roleLabel } from '@app/shared/roles';
import { formatDateTimeIt } from '@app/shared/format';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { adminText } from '../../../i18n/admin';
import { errorMessage } from '../../../lib/api-client';
import { useSubscriptions } from '../api/get-subscriptions';
import { Select } from '../components/select';
import { StatusBadge } from '../components/status-badge';

const t = adminText.subscriptions;

/** Consecutive rows of one account together: the server orders an account's members one after the other. */
function groups(rows: SubscriptionRow[]): SubscriptionRow[][] {
  const out: SubscriptionRow[][] = [];
  for (const row of rows) {
    const last = out.at(-1);
    if (last && last[0]!.accountId === row.accountId) last.push(row);
    else out.push([row]);
  }
  return out;
}
const SORTS = Object.keys(t.sorts) as (keyof typeof t.sorts)[];

/** The list's state lives in the address, so a filtered page can be bookmarked, shared and reloaded. */
function useListQuery(): [ListSubscriptionsParams, (change: Partial<Record<string, string>>) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = listSubscriptionsQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : listSubscriptionsQuerySchema.parse({});
  const update = (change: Partial<Record<string, string>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in change)) next.delete('page');
    setParams(next, { replace: true });
  };
  return [query, update];
}

/** /super-admin/subscriptions: every user with the spec §3 row, searched, filtered, sorted and paged on the server. */
export function SubscriptionsPage() {
  const [query, update] = useListQuery();
  const list = useSubscriptions(query);
  const ids = { q: useId(), plan: useId(), status: useId(), sort: useId() };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const na = adminText.missing;

  return (
    <div>
      <PageHeader title={t.title} description={t.description} />
      <form role="search" className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" onSubmit={(e) => e.preventDefault()}>
        <div className="space-y-1.5">
          <label htmlFor={ids.q} className="block text-sm font-medium text-slate-800">
            {t.search}
          </label>
          <Input id={ids.q} type="search" defaultValue={query.q ?? ''} onChange={(e) => update({ q: e.target.value })} />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={ids.plan} className="block text-sm font-medium text-slate-800">
            {t.plan}
          </label>
          <Select id={ids.plan} value={query.plan ?? ''} onChange={(e) => update({ plan: e.target.value })}>
            <option value="">{t.allPlans}</option>
            {PLAN_LIST.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
            <option value="trial">{PLAN_STATE_LABELS.trial}</option>
            <option value="expired">{PLAN_STATE_LABELS.expired}</option>
          </Select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={ids.status} className="block text-sm font-medium text-slate-800">
            {t.status}
          </label>
          <Select id={ids.status} value={query.status ?? ''} onChange={(e) => update({ status: e.target.value })}>
            <option value="">{t.allStatuses}</option>
            {SUBSCRIPTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {SUBSCRIPTION_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={ids.sort} className="block text-sm font-medium text-slate-800">
            {t.sort}
          </label>
          <Select
            id={ids.sort}
            value={`${query.sort}:${query.dir}`}
            onChange={(e) => {
              const [sort, dir] = e.target.value.split(':');
              update({ sort, dir });
            }}
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t.sorts[s]}
              </option>
            ))}
          </Select>
        </div>
      </form>
      {list.isLoading ? <Spinner /> : null}
      {list.error ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
          {t.loadError(errorMessage(list.error))}
        </p>
      ) : null}
      {list.data ? (
        <>
          <p className="mb-2 text-sm text-slate-700" role="status">
            {t.results(list.data.total)}
          </p>
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
            <table className="min-w-full divide-y divide-slate-200 text-sm" aria-label={t.tableLabel}>
              <thead className="bg-slate-50 text-left text-slate-700">
                <tr>
                  {Object.values(t.columns).map((label) => (
                    <th key={label} scope="col" className="whitespace-nowrap px-3 py-3 font-semibold">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              {/* One group per customer (issue 34): the company, then the account's members on this page. */}
              {groups(list.data.rows).map((members) => (
                <tbody key={`${members[0]!.accountId}-${members[0]!.id}`} className="divide-y divide-slate-100 border-t-2 border-slate-200">
                  <tr data-testid="customer-row" className="bg-slate-50">
                    <th
                      scope="colgroup"
                      colSpan={Object.keys(t.columns).length}
                      className="px-3 py-2 text-left font-semibold text-slate-900"
                    >
                      {t.customer(
                        members[0]!.companyName,
                        members[0]!.vatNumber,
                        members[0]!.planName ?? (members[0]!.planStatus ? PLAN_STATE_LABELS[members[0]!.planStatus] : na),
                      )}
                    </th>
                  </tr>
                  {members.map((row) => (
                    <tr key={row.id} data-testid="subscription-row">
                      <td className="px-3 py-2">
                        <Link
                          to={`/super-admin/subscriptions/${row.id}`}
                          className="font-medium text-brand-800 underline"
                          aria-label={t.open(row.email)}
                        >
                          {row.email}
                        </Link>
                      </td>
                      <td className="px-3 py-2 text-slate-800">{[row.firstName, row.lastName].filter(Boolean).join(' ') || na}</td>
                      <td className="px-3 py-2 text-slate-800">{roleLabel(row.role)}</td>
                      <td className="px-3 py-2 text-slate-800">
                        {row.planName ?? (row.planStatus ? PLAN_STATE_LABELS[row.planStatus] : na)}
                      </td>
                      <td className="px-3 py-2 text-slate-800">{row.agentCount}</td>
                      <td className="whitespace-nowrap px-3 py-2 text-slate-800">{formatDateTimeIt(row.createdAt, na)}</td>
                      <td className="whitespace-nowrap px-3 py-2 text-slate-800">{formatDateTimeIt(row.lastSignInAt, adminText.never)}</td>
                      <td className="whitespace-nowrap px-3 py-2 text-slate-800">{formatDateTimeIt(row.planExpiresAt, na)}</td>
                      <td className="px-3 py-2">
                        <StatusBadge status={row.status} />
                      </td>
                      <td className="px-3 py-2 text-slate-800">{row.isInstructor ? t.yes : t.no}</td>
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
          {list.data.rows.length === 0 ? <p className="mt-4 text-center text-slate-700">{t.empty}</p> : null}
          <nav aria-label={t.pagination} className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <Button variant="outline" disabled={query.page <= 1} onClick={() => update({ page: String(query.page - 1) })}>
              {t.previous}
            </Button>
            <span className="text-sm text-slate-700">{t.page(query.page, pages)}</span>
            <Button variant="outline" disabled={query.page >= pages} onClick={() => update({ page: String(query.page + 1) })}>
              {t.next}
            </Button>
          </nav>
        </>
      ) : null}
    </div>
  );
}
