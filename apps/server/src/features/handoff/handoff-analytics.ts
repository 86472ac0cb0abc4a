import { sql } from 'drizzle-orm';
import type { HandoffAnalytics } from '@app/shared/api/handoff';
import { VISITOR_LANGUAGES } from '@app/shared/visitor-language';
import type { DbOrTx } from '../../db/client.js';

const rome = (column: string) => sql.raw(`(${column} at time zone 'Europe/Rome')::date`);

/**
 * The hand-off figures of the analytics page (issue 30), for the analysed agents and the Rome days `from`..`to`:
 * requests per day, the share of the visitor conversations started in the range that asked for a person, and the time
 * to the first reply by a person and to resolution (p50/p95, ms). Exported for features/analytics.
 */
export async function handoffAnalytics(
  db: DbOrTx,
  args: { accountId: string; agentIds: string[]; from: string; to: string; days: string[] },
): Promise<HandoffAnalytics> {
  const empty: HandoffAnalytics = {
    requestsPerDay: args.days.map((day) => ({ day, requests: 0 })),
    requests: 0,
    handedOffShare: 0,
    firstResponseMs: { p50: null, p95: null },
    resolutionMs: { p50: null, p95: null },
    byLanguage: [],
  };
  if (!args.agentIds.length) return empty;
  const ids = sql.join(
    args.agentIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const inRange = sql`r.account_id = ${args.accountId} and r.agent_id in (${ids}) and ${rome('r.created_at')} between ${args.from}::date and ${args.to}::date`;
  const [perDay, figures, conversations] = await Promise.all([
    db.execute<{ day: string; n: number | string }>(sql`
      select to_char(${rome('r.created_at')}, 'YYYY-MM-DD') as day, count(*) as n from handoff_requests r where ${inRange} group by 1`),
    db.execute<{
      first50: number | null;
      first95: number | null;
      res50: number | null;
      res95: number | null;
      n: number | string;
    }>(sql`
      select count(*) as n,
        percentile_cont(0.5) within group (order by extract(epoch from r.first_response_at - r.created_at) * 1000)
          filter (where r.first_response_at is not null) as first50,
        percentile_cont(0.95) within group (order by extract(epoch from r.first_response_at - r.created_at) * 1000)
          filter (where r.first_response_at is not null) as first95,
        percentile_cont(0.5) within group (order by extract(epoch from r.resolved_at - r.created_at) * 1000)
          filter (where r.resolved_at is not null) as res50,
        percentile_cont(0.95) within group (order by extract(epoch from r.resolved_at - r.created_at) * 1000)
          filter (where r.resolved_at is not null) as res95
      from handoff_requests r where ${inRange}`),
    // By the visitor's language (issue 48, ADR 0300): every conversation whose language is known, whatever its channel
    // (the messaging channels and e-mail take it from the first message as the web does), and the public link's and
    // the widget's from before languages were kept, as Italian ones. Members' test chats and the API keep none.
    // `web` keeps the hand-off share to the visitor conversations of the public link and the widget, as before.
    db.execute<{ language: string; web: boolean; n: number | string; handed: number | string }>(sql`
      select coalesce(c.language, 'it') as language, c.channel in ('public', 'widget') as web, count(*) as n,
        count(r.id) as handed from conversations c
        left join handoff_requests r on r.conversation_id = c.id
      where c.account_id = ${args.accountId} and c.agent_id in (${ids})
        and (c.channel in ('public', 'widget') or c.language is not null)
        and ${rome('c.created_at')} between ${args.from}::date and ${args.to}::date
      group by 1, 2`),
  ]);
  const byDay = new Map(perDay.rows.map((r) => [r.day, Number(r.n)]));
  const f = figures.rows[0]!;
  const c = conversations.rows
    .filter((row) => row.web)
    .reduce((sum, row) => ({ n: sum.n + Number(row.n), handed: sum.handed + Number(row.handed) }), { n: 0, handed: 0 });
  const byLanguage = VISITOR_LANGUAGES.flatMap((language) => {
    const rows = conversations.rows.filter((r) => r.language === language);
    return rows.length
      ? [
          {
            language,
            conversations: rows.reduce((n, r) => n + Number(r.n), 0),
            requests: rows.reduce((n, r) => n + Number(r.handed), 0),
          },
        ]
      : [];
  });
  const ms = (v: number | string | null) => (v === null || v === undefined ? null : Math.round(Number(v)));
  return {
    requestsPerDay: args.days.map((day) => ({ day, requests: byDay.get(day) ?? 0 })),
    requests: Number(f.n),
    handedOffShare: Number(c.n) > 0 ? Math.round((Number(c.handed) / Number(c.n)) * 1000) / 1000 : 0,
    firstResponseMs: { p50: ms(f.first50), p95: ms(f.first95) },
    resolutionMs: { p50: ms(f.res50), p95: ms(f.res95) },
    byLanguage,
  };
}
