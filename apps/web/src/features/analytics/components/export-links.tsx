import { analyticsText } from '@app/shared/i18n/analytics';
import { buttonClasses } from '../../../components/ui/button';

const EXPORT_FILTERS = ['channel', 'rating', 'gap', 'q'] as const;
type ExportFilter = (typeof EXPORT_FILTERS)[number];

/**
 * Downloads straight from the server (streamed, same permissions as the page): the period's conversations of the
 * agent, or of every agent the viewer may analyse, with the review's filters when some are chosen (the server
 * applies the list's own rule, so the file holds the conversations listed).
 */
export function ExportLinks({ query }: { query: { from: string; to: string; agentId?: string } & Partial<Record<ExportFilter, string>> }) {
  const t = analyticsText;
  const href = (format: 'csv' | 'json') =>
    `/api/analytics/export?${new URLSearchParams({
      from: query.from,
      to: query.to,
      format,
      ...(query.agentId ? { agentId: query.agentId } : {}),
      ...Object.fromEntries(EXPORT_FILTERS.flatMap((key) => (query[key] ? [[key, query[key]]] : []))),
    })}`;
  return (
    <nav aria-label={t.exportLabel} className="flex gap-2">
      <a className={buttonClasses('outline', 'sm')} href={href('csv')} download>
        {t.exportCsv}
      </a>
      <a className={buttonClasses('outline', 'sm')} href={href('json')} download>
        {t.exportJson}
      </a>
    </nav>
  );
}
