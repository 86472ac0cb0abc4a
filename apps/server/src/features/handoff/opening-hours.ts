import type { OpeningHours } from '@app/shared/api/handoff';
import { addDays, romeClock, romeInstant } from '../../base/rome-time.js';

/**
 * Whether people are in now (no hours set: always), and if not when they next are: the first opening within the
 * next three weeks that is not a holiday. Null when no day is open at all.
 */
export function openingState(
  hours: OpeningHours | null,
  holidays: string[],
  now = new Date(),
): { open: boolean; nextOpening: Date | null } {
  if (!hours) return { open: true, nextOpening: null };
  const closed = new Set(holidays);
  const today = romeClock(now);
  for (let i = 0; i < 21; i++) {
    const date = addDays(today.date, i);
    if (closed.has(date)) continue;
    const day = hours[(today.weekday + i) % 7];
    if (!day) continue;
    if (i === 0) {
      if (today.time >= day.open && today.time < day.close) return { open: true, nextOpening: null };
      if (today.time >= day.close) continue;
    }
    return { open: false, nextOpening: romeInstant(date, day.open) };
  }
  return { open: false, nextOpening: null };
}
