/** Rome's wall clock, summer time included: hand-off hours, bookings and their e-mails read time the way the business does. */
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
