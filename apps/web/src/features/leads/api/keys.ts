/** The list's filters, as they travel in the page's address and the API's query string. */
export interface LeadFilters {
  agentId?: string;
  from?: string;
  to?: string;
  q?: string;
}

/** Every query key of the leads feature: nothing else spells one. */
export const leadKeys = {
  all: ['leads'] as const,
  list: (filters: LeadFilters) => [...leadKeys.all, 'list', filters] as const,
};

/** The filters that are set, as a query string (the export link reuses it). */
export const leadQuery = (filters: LeadFilters, extra: Record<string, string> = {}) =>
  new URLSearchParams({
    ...Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1]))),
    ...extra,
  }).toString();
