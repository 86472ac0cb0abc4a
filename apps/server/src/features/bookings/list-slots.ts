import type { Slot } from '@app/shared/api/bookings';
import type { VisitorLanguage } from '@app/shared/visitor-language';
import { bookingCopy } from './booking-language.js';
import type { DbOrTx } from '../../db/client.js';
import { conflict } from '../../base/errors.js';
import { addDays, romeInstant } from '../../base/rome-time.js';
import { bookingSettingsOf, requireService } from './booking-setup.js';
import { takenCells } from './booking-cells.js';
import { computeSlots } from './compute-slots.js';
import { busyElsewhere, overlapsBusy } from './booking-hooks.js';

/**
 * The free slots of one of the agent's services over `days` days from `from` (Rome dates). `byTeam`: a member entering
 * a booking sees them even with bookings off and without the notice. No caller check: callers have one.
 */
export async function listSlots(
  db: DbOrTx,
  args: {
    accountId: string;
    agentId: string;
    serviceId: string;
    from: string;
    days: number;
    now?: Date;
    byTeam?: boolean;
    language?: VisitorLanguage;
  },
): Promise<Slot[]> {
  const V = bookingCopy(args.language);
  const settings = await bookingSettingsOf(db, args.accountId, args.agentId);
  if (!settings.enabled && !args.byTeam) throw conflict(V.bookingsOff, 'BOOKINGS_OFF');
  const service = await requireService(db, args.accountId, args.agentId, args.serviceId, V.serviceNotFound);
  const rangeStart = romeInstant(args.from, '00:00');
  const rangeEnd = romeInstant(addDays(args.from, args.days + 1), '00:00');
  const taken = await takenCells(db, args.accountId, args.agentId, rangeStart, rangeEnd);
  const rules = args.byTeam ? { ...settings, minNoticeMinutes: 0 } : settings;
  const slots = computeSlots(rules, service, { from: args.from, days: args.days, now: args.now ?? new Date(), taken });
  // A visitor is not offered a time the account's Google Calendar has busy (ADR 0330); a member entering a booking
  // taken by phone sees every slot and decides.
  if (args.byTeam || !slots.length) return slots;
  const busy = await busyElsewhere(db, args.accountId, rangeStart, rangeEnd);
  return busy.length ? slots.filter((s) => !overlapsBusy(busy, new Date(s.startsAt), new Date(s.endsAt))) : slots;
}
