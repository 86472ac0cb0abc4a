import { Link } from 'react-router';
import type { ConversationSummaryRow } from '@app/shared/api/conversations';
import { formatDateTimeIt } from '@app/shared/format';
import { analyticsText } from '@app/shared/i18n/analytics';
import { Rating } from '../../../components/ui/rating';

/** One conversation of the list: its first question (the link to it), agent, channel, visitor, date, ratings, gap. */
export function ConversationRow({ row, showAgent }: { row: ConversationSummaryRow; showAgent: boolean }) {
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
