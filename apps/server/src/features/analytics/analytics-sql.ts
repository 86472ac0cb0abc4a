/** The pieces every figure's SQL is built of: the scope's conditions, the live and rolled-up days and their spans. */
import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsScope } from './analytics-scope.js';
import { dayArray, rollupSpans } from './rollup-spans.js';
import { addDays } from '../../base/rome-time.js';

/** How many entries the lists of questions, lowest-rated answers and most cited documents show. */
export const LIST_LENGTH = 10;

/** The conditions and day bounds of the figures of `scope` over `from`..`to`, with days up to `rolled` rolled up. */
export function analyticsSql(scope: AnalyticsScope, from: string, to: string, rolled: string) {
  const ids = sql.join(
    [...scope.agentNames.keys()].map((id) => sql`${id}`),
    sql`, `,
  );
  const dayStart = (day: string) => sql`((${day}::date)::timestamp at time zone 'Europe/Rome')`;
  const start = dayStart(from);
  const end = sql`((${to}::date + 1)::timestamp at time zone 'Europe/Rome')`;
  const afterRolled = addDays(rolled, 1);
  const liveStart = dayStart(afterRolled > from ? afterRolled : from);
  const rollTo = rolled < to ? rolled : to;
  const inScope = (t: string) => sql`${sql.raw(t)}.account_id = ${scope.accountId} and ${sql.raw(t)}.agent_id in (${ids})`;
  const inRange = (t: string) => sql`${sql.raw(t)}.created_at >= ${start} and ${sql.raw(t)}.created_at < ${end}`;
  const inLiveRange = (t: string) => sql`${sql.raw(t)}.created_at >= ${liveStart} and ${sql.raw(t)}.created_at < ${end}`;
  const inRolled = (t: string) => sql`${inScope(t)} and ${sql.raw(t)}.day >= ${from}::date and ${sql.raw(t)}.day <= ${rollTo}::date`;
  const romeDay = (t: string) => sql`to_char((${sql.raw(t)}.created_at at time zone 'Europe/Rome')::date, 'YYYY-MM-DD')`;
  const finished = (t: string) => sql`${sql.raw(t)}.sender = 'agent' and ${sql.raw(t)}.latency_ms is not null and ${inScope(t)}`;
  // Rolled-up days as whole months, whole weeks and single days (ADR 0038); a range that reaches the last day rolled
  // up takes the period holding it whole, less the days a rollup committed meanwhile may have added (`open`).
  const spans = rollupSpans(from, rollTo, rollTo === rolled);
  const inSpan = (t: string, span: 'day' | 'week' | 'month', starts: string[]) =>
    sql`${sql.raw(t)}.span = ${span} and ${sql.raw(t)}.start = any(${dayArray(starts)}::date[])`;
  const addedMeanwhile = (column: string, open: NonNullable<typeof spans.open>) =>
    sql`${sql.raw(column)} > ${open.after}::date and ${sql.raw(column)} < ${open.until}::date`;
  // Only the parts a range has: no statement probes the index for an empty list.
  const unionAll = (parts: (SQL | false | null)[]) =>
    sql.join(
      parts.filter((part): part is SQL => Boolean(part)),
      sql` union all `,
    );
  return {
    scope,
    from,
    to,
    ids,
    dayStart,
    start,
    end,
    afterRolled,
    liveStart,
    rollTo,
    inScope,
    inRange,
    inLiveRange,
    inRolled,
    romeDay,
    finished,
    spans,
    inSpan,
    addedMeanwhile,
    unionAll,
  };
}

export type AnalyticsSql = ReturnType<typeof analyticsSql>;
