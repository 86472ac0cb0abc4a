/**
 * Rome's calendar and wall clock, summer time included, in one place (issue 50: no date rule written by hand, none
 * written twice): hand-off hours, bookings, monthly quotas, analytics days, invoices and CSV names read time the way
 * the business does. Intl knows the zone's rules; this module only asks it. Days are 'YYYY-MM-DD' strings.
 */
const ZONE = 'Europe/Rome';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
});
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The Rome wall clock of an instant: 'YYYY-MM-DD', 'HH:MM', weekday 0 = Monday. */
export function romeClock(at: Date): { date: string; time: string; weekday: number } {
  const p = Object.fromEntries(partsFormat.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}`, weekday: WEEKDAYS.indexOf(p.weekday!) };
}

/** The instant of a Rome wall-clock time (summer time included). */
export function romeInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, hh, mm);
  // The zone's offset at that moment, read back from the wall clock it shows; a second pass settles the DST edges.
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const shown = romeClock(new Date(guess));
    const [sy, sm, sd] = shown.date.split('-').map(Number) as [number, number, number];
    const [sh, smin] = shown.time.split(':').map(Number) as [number, number];
    const offset = Date.UTC(sy, sm - 1, sd, sh, smin) - guess;
    guess = asUtc - offset;
  }
  return new Date(guess);
}

const whenFormat = new Intl.DateTimeFormat('it-IT', {
  timeZone: ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** 'lunedì 30 novembre alle ore 09:00' (Rome time). */
export function italianWhen(at: Date): string {
  const p = Object.fromEntries(whenFormat.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.weekday} ${p.day} ${p.month} alle ore ${p.hour}:${p.minute}`;
}

/** The instant of a Rome wall-clock time that exists that day: the night summer time starts, 02:00-02:59 do not (ADR 0252). */
export function romeInstantIfExists(date: string, time: string): Date | null {
  const at = romeInstant(date, time);
  const shown = romeClock(at);
  return shown.date === date && shown.time === time ? at : null;
}

/** Today's date in Rome, 'YYYY-MM-DD'. */
export const romeToday = (now: Date = new Date()): string => romeClock(now).date;

/** The month in Rome, 'YYYY-MM': a sender's monthly count, a quota's month. */
export const romeMonth = (now: Date = new Date()): string => romeToday(now).slice(0, 7);

/** The calendar year in Rome: an invoice's fiscal year. */
export const romeYear = (at: Date): number => Number(romeToday(at).slice(0, 4));

/** The last month start computed: every chat turn asks (inside its account lock). */
let lastMonthStart: { month: string; start: Date } | null = null;

/** Midnight of the first day of the current month in Rome (D4), as an instant. */
export function romeMonthStart(now: Date = new Date()): Date {
  const month = romeMonth(now);
  if (lastMonthStart?.month !== month) lastMonthStart = { month, start: romeInstant(`${month}-01`, '00:00') };
  return lastMonthStart.start;
}

/** The calendar day `days` after (or before) `day`, both 'YYYY-MM-DD'. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The weekday of a calendar day, 0 = Monday. */
export function weekdayOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}
