/** The response-time figures: the SQL of their histograms, and the percentiles read from them. */
import { sql } from 'drizzle-orm';
import type { AnalyticsSql } from './analytics-sql.js';

/**
 * The continuous percentile (PERCENTILE.INC) of the values counted in `histogram` (value → how many, any order):
 * the same figure as PostgreSQL's percentile_cont over the values themselves.
 */
export function percentile(histogram: { ms: number; n: number }[], p: number): number | null {
  const sorted = histogram.map((h) => ({ ms: Number(h.ms), n: Number(h.n) })).sort((a, b) => a.ms - b.ms);
  const total = sorted.reduce((sum, h) => sum + h.n, 0);
  if (total === 0) return null;
  const rank = p * (total - 1);
  const at = (index: number) => {
    let seen = 0;
    for (const h of sorted) {
      seen += h.n;
      if (seen > index) return h.ms;
    }
    return sorted.at(-1)!.ms;
  };
  const low = at(Math.floor(rank));
  return low + (rank - Math.floor(rank)) * (at(Math.ceil(rank)) - low);
}

export function responseTimeQueries({ scope, inLiveRange, inRolled, finished, spans, inSpan, addedMeanwhile, unionAll }: AnalyticsSql) {
  // The general view of every agent reads the account-wide rows (ADR 0039), any other scope one row per agent.
  const rolledLatency = (kind: 'first' | 'full') =>
    scope.wholeAccount
      ? [
          ...(['day', 'week', 'month'] as const).map(
            (span) =>
              spans[`${span}s`].length > 0 &&
              sql`
                select r.ms, r.replies as n from analytics_account_latency r
                where r.account_id = ${scope.accountId} and r.kind = ${kind} and ${inSpan('r', span, spans[`${span}s`])}`,
          ),
          spans.open &&
            sql`
              select r.ms, -r.replies as n from analytics_account_latency r
              where r.account_id = ${scope.accountId} and r.kind = ${kind} and r.span = 'day' and ${addedMeanwhile('r.start', spans.open)}`,
        ]
      : [sql`select r.ms, r.replies as n from analytics_daily_latency r where ${inRolled('r')} and r.kind = ${kind}`];
  const histogram = (kind: 'first' | 'full', column: 'first_token_ms' | 'latency_ms') => sql`
    select ms, sum(n)::int as n from (
      ${unionAll([
        ...rolledLatency(kind),
        sql`select m.${sql.raw(column)} as ms, count(*)::int as n from messages m
      where ${finished('m')} and ${inLiveRange('m')} and m.${sql.raw(column)} is not null group by 1`,
      ])}
    ) x group by ms`;

  return {
    firstTokenHistogram: histogram('first', 'first_token_ms'),
    fullHistogram: histogram('full', 'latency_ms'),
  };
}
