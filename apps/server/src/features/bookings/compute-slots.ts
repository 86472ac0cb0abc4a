import type { BookingSettings, ServiceInput, Slot } from '@app/shared/api/bookings';
import { VISITOR_LOCALES, type VisitorLanguage } from '@app/shared/visitor-language';
import { bookingCopy } from './booking-language.js';
import { addDays, romeInstantIfExists, weekdayOf } from '../../base/rome-time.js';

/** The parts of an agent's settings and of a service that decide when it can be booked. */
export type SlotRules = Pick<BookingSettings, 'weeklyHours' | 'holidays' | 'capacity' | 'slotMinutes' | 'minNoticeMinutes' | 'horizonDays'>;
export type SlotService = Pick<ServiceInput, 'durationMinutes' | 'weeklyHours'>;

const MINUTE = 60_000;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The grid cells (instants, `slotMinutes` apart from the epoch) a booking from `start` lasting `minutes` covers. */
export function cellsOf(start: Date, minutes: number, slotMinutes: number): Date[] {
  const step = slotMinutes * MINUTE;
  const first = Math.floor(start.getTime() / step) * step;
  const end = start.getTime() + minutes * MINUTE;
  const cells: Date[] = [];
  for (let at = first; at < end; at += step) cells.push(new Date(at));
  return cells;
}

/** The start times a day offers for a service (Rome wall clock), ignoring notice, horizon and occupancy. */
function dayStarts(rules: SlotRules, service: SlotService, date: string): string[] {
  if (rules.holidays.includes(date)) return [];
  const day = (service.weeklyHours ?? rules.weeklyHours)[weekdayOf(date)];
  if (!day) return [];
  const starts: string[] = [];
  for (let m = minutesOf(day.open); m + service.durationMinutes <= minutesOf(day.close); m += rules.slotMinutes) starts.push(timeOf(m));
  return starts;
}

/**
 * The free slots of a service over `days` days from `from` (Rome dates): within the hours, not on holidays, at least
 * the notice ahead, within the horizon, and with room left in every cell they cover (`taken` by cell instant).
 */
export function computeSlots(
  rules: SlotRules,
  service: SlotService,
  { from, days, now, taken }: { from: string; days: number; now: Date; taken: Map<number, number> },
): Slot[] {
  const earliest = now.getTime() + rules.minNoticeMinutes * MINUTE;
  const latest = now.getTime() + rules.horizonDays * 24 * 60 * MINUTE;
  const slots: Slot[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    for (const time of dayStarts(rules, service, date)) {
      const start = romeInstantIfExists(date, time);
      if (!start || start.getTime() < earliest || start.getTime() > latest) continue;
      const remaining = Math.min(
        ...cellsOf(start, service.durationMinutes, rules.slotMinutes).map((cell) => rules.capacity - (taken.get(cell.getTime()) ?? 0)),
      );
      if (remaining <= 0) continue;
      const end = new Date(start.getTime() + service.durationMinutes * MINUTE);
      slots.push({ date, time, startsAt: start.toISOString(), endsAt: end.toISOString(), remaining });
    }
  }
  return slots;
}

/** '2 ore', '30 minuti', '1 giorno' for the notice refusal; '2 hours', '2 Stunden'… in the visitor's language through Intl. */
function noticeLabel(minutes: number, language: VisitorLanguage = 'it'): string {
  if (language !== 'it') {
    const [value, unit] =
      minutes % (24 * 60) === 0 ? [minutes / (24 * 60), 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
    return new Intl.NumberFormat(VISITOR_LOCALES[language], { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  }
  if (minutes % (24 * 60) === 0) return minutes === 24 * 60 ? '1 giorno' : `${minutes / (24 * 60)} giorni`;
  if (minutes % 60 === 0) return minutes === 60 ? "un'ora" : `${minutes / 60} ore`;
  return `${minutes} minuti`;
}

/**
 * Why a chosen slot cannot be booked (an Italian sentence for the visitor), or its instant. Capacity is not checked
 * here: the database does it when the booking takes the slot's cells.
 */
export function checkSlot(
  rules: SlotRules,
  service: SlotService,
  { date, time, now, language }: { date: string; time: string; now: Date; language?: VisitorLanguage },
): { ok: true; start: Date; end: Date } | { ok: false; message: string } {
  const V = bookingCopy(language);
  const start = romeInstantIfExists(date, time);
  if (!start) return { ok: false, message: V.slotDstGap(time) };
  if (start.getTime() <= now.getTime()) return { ok: false, message: V.slotInPast };
  if (rules.holidays.includes(date)) return { ok: false, message: V.slotClosedDay };
  if (!dayStarts(rules, service, date).includes(time)) {
    const day = (service.weeklyHours ?? rules.weeklyHours)[weekdayOf(date)];
    return { ok: false, message: day ? V.slotOutsideHours : V.slotClosedDay };
  }
  if (start.getTime() < now.getTime() + rules.minNoticeMinutes * MINUTE)
    return { ok: false, message: V.slotTooSoon(noticeLabel(rules.minNoticeMinutes, language)) };
  if (start.getTime() > now.getTime() + rules.horizonDays * 24 * 60 * MINUTE)
    return { ok: false, message: V.slotTooFar(rules.horizonDays) };
  return { ok: true, start, end: new Date(start.getTime() + service.durationMinutes * MINUTE) };
}
