import { expect, type APIRequestContext } from '@playwright/test';

/** Open every day from 09:00 to 18:00. */
const ALL_WEEK = Array.from({ length: 7 }, () => ({ open: '09:00', close: '18:00' }));

/**
 * A new agent of the signed-in owner with bookings on, as its owner would set them in 'Prenotazioni' (every day
 * 09–18, one booking a slot, 30-minute slots, 2 hours' notice, a year ahead, no confirmation) and one service.
 */
export async function createBookableAgent(
  request: APIRequestContext,
  args: { name: string; description: string; service: { name: string; durationMinutes: number } },
): Promise<{ agentId: string; serviceId: string }> {
  const created = await request.post('/api/agents', {
    data: { name: args.name, description: args.description, instructions: 'Rispondi in italiano.' },
  });
  expect(created.status()).toBe(201);
  const agentId = ((await created.json()) as { id: string }).id;
  const settings = await request.put(`/api/agents/${agentId}/booking-settings`, {
    data: {
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
  expect(settings.status()).toBe(200);
  const service = await request.post(`/api/agents/${agentId}/booking-services`, {
    data: { ...args.service, priceCents: null, description: null, weeklyHours: null },
  });
  expect(service.status()).toBe(200);
  return { agentId, serviceId: ((await service.json()) as { services: { id: string }[] }).services[0]!.id };
}
