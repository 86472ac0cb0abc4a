import { Link, useSearchParams } from 'react-router';
import {
  listSubscriptionsQuerySchema,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_STATUS_LABELS,
  type ListSubscriptionsParams,
  type SubscriptionRow,
} from '@app/shared/api/admin';
import { PLAN_STATE_LABELS } from '@app/shared/i18n/admin';
import { PLAN_LIST } from '@app/shared/plans';
import { roleLabel } from '@app/shared/roles';
import { formatDateTimeIt } from '@app/shared/format';
import { PageHeader } from '../../../components/ui/page-header';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { Input } from '../../../components/ui/input';
import { adminText } from '@app/shared/i18n/admin';
import { errorMessage } from '../../../lib/api-client';
import { useSubscriptions } from '../api/get-subscriptions';
import { Select } from '../components/select';
import { StatusBadge } from '../components/status-badge';

const t = adminText.subscriptions;

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
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const na = adminText.missing;
  const planOf = (row: SubscriptionRow) => row.planName ?? (row.planStatus ? PLAN_STATE_LABELS[row.planStatus] : na);
  const c = t.columns;
  const columns: DataTableColumn<SubscriptionRow>[] = [
    {
      header: c.email,
      cell: (row) => (
        <Link to={`/super-admin/subscriptions/${row.id}`} className="font-medium text-brand-800 underline" aria-label={t.open(row.email)}>
          {row.email}
        </Link>
      ),
    },
    { header: c.name, cell: (row) => [row.firstName, row.lastName].filter(Boolean).join(' ') || na, className: 'text-slate-800' },
    { header: c.role, cell: (row) => roleLabel(row.role), className: 'text-slate-800' },
    { header: c.plan, cell: planOf, className: 'text-slate-800' },
    { header: c.agents, cell: (row) => row.agentCount, className: 'text-slate-800' },
    { header: c.created, cell: (row) => formatDateTimeIt(row.createdAt, na), className: 'whitespace-nowrap text-slate-800' },
    {
      header: c.lastSignIn,
      cell: (row) => formatDateTimeIt(row.lastSignInAt, adminText.never),
      className: 'whitespace-nowrap text-slate-800',
    },
    { header: c.expires, cell: (row) => formatDateTimeIt(row.planExpiresAt, na), className: 'whitespace-nowrap text-slate-800' },
    { header: c.status, cell: (row) => <StatusBadge status={row.status} /> },
    { header: c.instructor, cell: (row) => (row.isInstructor ? t.yes : t.no), className: 'text-slate-800' },
  ];

  return (
    <div>
      <PageHeader title={t.title} description={t.description} />
      <DataTable
        label={t.tableLabel}
        filtersClassName="sm:grid-cols-2 lg:grid-cols-4"
        filters={[
          {
            label: t.search,
            control: (id) => <Input id={id} type="search" defaultValue={query.q ?? ''} onChange={(e) => update({ q: e.target.value })} />,
          },
          {
            label: t.plan,
            control: (id) => (
              <Select id={id} value={query.plan ?? ''} onChange={(e) => update({ plan: e.target.value })}>
                <option value="">{t.allPlans}</option>
                {PLAN_LIST.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
                <option value="trial">{PLAN_STATE_LABELS.trial}</option>
                <option value="expired">{PLAN_STATE_LABELS.expired}</option>
              </Select>
            ),
          },
          {
            label: t.status,
            control: (id) => (
              <Select id={id} value={query.status ?? ''} onChange={(e) => update({ status: e.target.value })}>
                <option value="">{t.allStatuses}</option>
                {SUBSCRIPTION_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {SUBSCRIPTION_STATUS_LABELS[s]}
                  </option>
                ))}
              </Select>
            ),
          },
          {
            label: t.sort,
            control: (id) => (
              <Select
                id={id}
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
            ),
          },
        ]}
        loading={list.isLoading}
        error={list.error ? t.loadError(errorMessage(list.error)) : null}
        rows={list.data?.rows}
        rowKey={(row) => row.id}
        rowTestId="subscription-row"
        // One group per customer (issue 34): the company, then the account's members on this page.
        groups={{
          key: (row) => String(row.accountId),
          testId: 'customer-row',
          header: ([first]) => t.customer(first!.companyName, first!.vatNumber, planOf(first!)),
        }}
        columns={columns}
        summary={list.data ? t.results(list.data.total) : undefined}
        empty={t.empty}
        pager={{
          page: query.page,
          pages,
          onPage: (page) => update({ page: String(page) }),
          text: { label: t.pagination, previous: t.previous, next: t.next, page: t.page },
        }}
      />
    </div>
  );
}
