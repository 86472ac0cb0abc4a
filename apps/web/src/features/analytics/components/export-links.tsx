import { analyticsText } from '../../../i18n/analytics';
import { buttonClasses } from '../../../components/ui/button';

/**
 * Downloads straight from the server (streamed, same permissions as the page): the period's conversations of the
 * agent, or of every agent the viewer may analyse, on one channel when one is chosen.
 */
export function ExportLinks({ query }: { query: { from: string; to: string; agentId?: string; channel?: string } }) {
  const t = analyticsText;
  const href = (format: 'csv' | 'json') =>
    `/api/analytics/export?${new URLSearchParams({
      from: query.from,
      to: query.to,
      format,
      ...(query.agentId ? { agentId: query.agentId } : {}),
      ...(query.channel ? { channel: query.channel } : {}),
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
