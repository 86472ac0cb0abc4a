import { addDays, weekdayOf } from '../../base/rome-time.js';

/**
 * The coarser rollup levels (ADR 0038): a week (ISO, Monday first) and a calendar month hold the sums of their
 * days' rows, so a long range reads one row per agent and period instead of one per day. A range of rolled-up days
 * is split into the whole months it covers, then the whole weeks of what is left, then single days: every day is
 * counted once, whatever the range (custom ranges start and end anywhere).
 */
export interface RollupSpans {
  months: string[];
  weeks: string[];
  days: string[];
  /**
   * The days (after `from`, before `until`) of the last period that the rollup may write while a request reads: that
   * period was taken whole because it holds nothing after the last day rolled up, so a rollup committed meanwhile
   * must not count twice the day it adds (the request subtracts those days' rows, normally none).
   */
  open: { after: string; until: string } | null;
}

/** The first day of the month after `day`'s. */
function nextMonth(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

/** The Monday on or after `day`. */
function mondayOnOrAfter(day: string): string {
  const dow = weekdayOf(day);
  return dow === 0 ? day : addDays(day, 7 - dow);
}

/** Whole weeks of `from`..`to` (with `open`, the week that holds `to` too), and the days left at either end. */
function splitWeeks(from: string, to: string, spans: RollupSpans, open: boolean) {
  const fits = (monday: string) => monday <= to && (addDays(monday, 6) <= to || open);
  const days = (first: string, last: string) => {
    for (let d = first; d <= last; d = addDays(d, 1)) spans.days.push(d);
  };
  let monday = mondayOnOrAfter(from);
  if (!fits(monday)) return days(from, to);
  days(from, addDays(monday, -1));
  for (; fits(monday); monday = addDays(monday, 7)) {
    spans.weeks.push(monday);
    if (addDays(monday, 6) > to) {
      spans.open = { after: to, until: addDays(monday, 7) };
      return;
    }
  }
  days(monday, to);
}

/**
 * The months, weeks and days that make up the Rome days `from`..`to` (both included; empty when from > to).
 * `to` is the last day rolled up when `openEnd`: the period that holds it then has no later day, so it is taken
 * whole as soon as it starts within the range (the current month or week of a range that ends today).
 */
export function rollupSpans(from: string, to: string, openEnd = false): RollupSpans {
  const spans: RollupSpans = { months: [], weeks: [], days: [], open: null };
  if (from > to) return spans;
  const firstMonth = from.endsWith('-01') ? from : nextMonth(from);
  let month = firstMonth;
  for (; month <= to && (addDays(nextMonth(month), -1) <= to || openEnd); month = nextMonth(month)) {
    spans.months.push(month);
    if (nextMonth(month) > addDays(to, 1)) spans.open = { after: to, until: nextMonth(month) };
  }
  if (spans.months.length === 0) {
    splitWeeks(from, to, spans, openEnd);
    return spans;
  }
  // `month` is now the first day after the last month taken.
  const lastIsOpen = spans.open !== null;
  splitWeeks(from, addDays(firstMonth, -1), spans, false);
  if (!lastIsOpen) splitWeeks(month, to, spans, openEnd);
  return spans;
}

/** A PostgreSQL array literal of days, for `= any(…::date[])`. */
export const dayArray = (days: string[]) => `{${days.join(',')}}`;
