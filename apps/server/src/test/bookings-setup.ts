import { expect } from 'vitest';
import type { BookingSetup } from '@app/shared/api/bookings';
import type { TestApp } from './test-app.js';

/** Open every day from 09:00 to 18:00: the bookings tests' usual week. */
export const ALL_WEEK = Array.from({ length: 7 }, () => ({ open: '09:00', close: '18:00' }));

/** A service the tests add: 30 minutes, no price, shared hours unless given. */
export interface TestService {
  name: string;
  durationMinutes?: number;
  priceCents?: number | null;
}

/**
 * Turns bookings on for an agent through the API, as its owner would in 'Prenotazioni' (every day 09–18, one booking
 * a slot, 30-minute slots, 2 hours' notice, a year ahead, no confirmation), adds the services in order and returns
 * their ids in that order.
 */
export async function enableBookings(t: TestApp, args: { agentId: string; cookie: string; services: TestService[] }): Promise<string[]> {
  const set = await t.request({
    method: 'PUT',
    url: `/api/agents/${args.agentId}/booking-settings`,
    cookie: args.cookie,
    payload: {
      enabled: true,
      weeklyHours: ALL_WEEK,
      holidays: [],
      capacity: 1,
      slotMinutes: 30,
      minNoticeMinutes: 120,
      horizonDays: 365,
      requireConfirmation: false,
    },
  });
  expect(set.statusCode).toBe(200);
  let ids: string[] = [];
  for (const service of args.services) {
    const added = await t.request({
      method: 'POST',
      url: `/api/agents/${args.agentId}/booking-services`,
      cookie: args.cookie,
      payload: {
        name: service.name,
        durationMinutes: service.durationMinutes ?? 30,
        priceCents: service.priceCents ?? null,
        description: null,
        weeklyHours: null,
      },
    });
    expect(added.statusCode).toBe(200);
    ids = added.json<BookingSetup>().services.map((s) => s.id);
  }
  return ids;
}
