import { leadQuery, type LeadFilters } from './keys';

/** GET /api/leads/export: a plain download link (streamed CSV, same permissions and filters as the list). */
export const leadsExportUrl = (filters: LeadFilters) => {
  const query = leadQuery(filters);
  return `/api/leads/export${query ? `?${query}` : ''}`;
};
