import type { AuditQuery, ListSubscriptionsQuery } from '@app/shared/api/admin';

/** Every query key of the back office: nothing else spells one. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  subscriptions: () => [...adminKeys.all, 'subscriptions'] as const,
  subscriptionList: (query: ListSubscriptionsQuery) => [...adminKeys.subscriptions(), 'list', query] as const,
  subscription: (id: string) => [...adminKeys.subscriptions(), 'detail', id] as const,
  accountInvoices: (accountId: string) => [...adminKeys.all, 'invoices', accountId] as const,
  plans: () => [...adminKeys.all, 'plans'] as const,
  audit: (query: AuditQuery) => [...adminKeys.all, 'audit', query] as const,
  apiKeys: () => [...adminKeys.all, 'api-keys'] as const,
  company: () => [...adminKeys.all, 'company'] as const,
};

export const subscriptionPath = (id: string) => `/super-admin/subscriptions/${encodeURIComponent(id)}`;
export const apiKeyPath = (id: string) => `/super-admin/api-keys/${encodeURIComponent(id)}`;

/** A query string of the defined values only. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
