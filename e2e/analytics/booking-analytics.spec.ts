import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, ownerSignedIn, checkedAtBothWidths, PHONE_WIDTH } from '../fixtures';
import { createBookableAgent } from '../support/bookings';

/**
 * Issue 46: the analytics page shows the period's bookings, per day and by channel, and how many visitors'
 * conversations ended in one.
 */
const romeDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(Date.now() + offset * 86_400_000));

async function startConversation(request: APIRequestContext, agentId: string, visitorId: string) {
  const res = await request.post(`/api/public/agents/${agentId}/messages`, { data: { text: 'Buongiorno', visitorId } });
  expect(res.status()).toBe(200);
  const start = (await res.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { type: string; conversationId?: string })
    .find((event) => event.type === 'start')!;
  return start.conversationId!;
}

/** The flow runs once, on a phone; each page it shows is checked at 375 and 1280 px (ADR 0382). */
const width = PHONE_WIDTH;

test(`the bookings card counts the period's bookings by channel and the conversations that ended in one, checked at 375 and 1280 px`, async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width, height: 900 });
  await ownerSignedIn(page, request);
  const { agentId, serviceId } = await createBookableAgent(page.request, {
    name: `Studio ${width}`,
    description: 'Studio medico',
    service: { name: 'Visita', durationMinutes: 30 },
  });
  const agent = { id: agentId };
  const date = romeDay(10);

  // Two visitors write; one books from their conversation. A third booking is taken by phone.
  const visitorId = randomUUID();
  const conversationId = await startConversation(page.request, agent.id, visitorId);
  await startConversation(page.request, agent.id, randomUUID());
  const web = await page.request.post(`/api/public/agents/${agent.id}/bookings`, {
    data: { visitorId, conversationId, serviceId, date, time: '10:00', name: 'Anna', email: 'anna@example.com', consent: true },
  });
  expect(web.status()).toBe(200);
  const phone = await page.request.post('/api/bookings', {
    data: { agentId: agent.id, serviceId, date, time: '11:00', name: 'Bruno', phone: '+39 333 0000000' },
  });
  expect(phone.status()).toBe(200);

  await page.goto(`/agent/${agent.id}/analytics`);
  const card = page.getByRole('region', { name: 'Prenotazioni' });
  await expect(card).toContainText('2 prenotazioni');
  await expect(card).toContainText('1 conversazione su 2 è finita con una prenotazione (50%)');
  const byChannel = card.getByRole('table', { name: 'Per canale' });
  await expect(byChannel.getByRole('row', { name: 'Chat pubblica 1' })).toBeVisible();
  await expect(byChannel.getByRole('row', { name: 'Inserite dal team 1' })).toBeVisible();
  await expect(card.getByRole('table', { name: 'Per giorno' }).getByRole('row', { name: `${romeDay(0)} 2` })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await checkedAtBothWidths(page);
});
