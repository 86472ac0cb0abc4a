import { test, expect, ownerSignedIn, checkedAtBothWidths, PHONE_WIDTH } from '../fixtures';
import { createBookableAgent } from '../support/bookings';

/**
 * Issue 46, the team's side of 'Prenotazioni': a service gets hours of its own in the agent's settings; a booking taken
 * on the phone is entered from 'Nuova prenotazione' among that service's free slots; it is assigned to a member.
 */
test.describe.configure({ timeout: 180_000 });

const DAYS = ['Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato', 'Domenica'];
const romeDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(Date.now() + offset * 86_400_000));

/** The flow runs once, on a phone; each page it shows is checked at 375 and 1280 px (ADR 0382). */
const width = PHONE_WIDTH;

test(`a service's own hours, a booking entered for a phone call, and its assignment, checked at 375 and 1280 px`, async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width, height: 900 });
  await ownerSignedIn(page, request);
  const { agentId } = await createBookableAgent(page.request, {
    name: `Salone Team ${width}`,
    description: 'Parrucchiere',
    service: { name: 'Colore', durationMinutes: 90 },
  });
  const agent = { id: agentId };

  // The colour is done in the mornings only: hours of its own, 09:00-12:00 every day.
  await page.goto(`/agent/${agent.id}/settings`);
  // Bookings have a tab of their own in the agent's settings (issue 50).
  await page.getByRole('tab', { name: 'Prenotazioni' }).click();
  await expect(page.getByText('Colore · 90 min · Orari comuni')).toBeVisible();
  await page.getByRole('button', { name: 'Orari di Colore' }).click();
  const hours = page.getByRole('form', { name: 'Orari di Colore' });
  await hours.getByLabel('Usa gli orari prenotabili comuni').uncheck();
  for (const day of DAYS) await hours.getByLabel(`Colore: ${day} chiusura`).fill('12:00');
  await checkedAtBothWidths(page);
  await hours.getByRole('button', { name: 'Salva gli orari del servizio' }).click();
  await expect(page.getByText('Orari del servizio salvati.')).toBeVisible();
  await expect(page.getByText('Colore · 90 min · Orari propri')).toBeVisible();

  // A caller on the phone: the free slots offered are the service's mornings (the last start 10:30).
  await page.goto('/bookings');
  await page.getByRole('button', { name: 'Nuova prenotazione' }).click();
  const form = page.getByRole('form', { name: 'Nuova prenotazione per una telefonata' });
  await form.getByLabel('Agente').selectOption({ label: `Salone Team ${width}` });
  await form.getByLabel('Data').fill(romeDay(3));
  const slot = form.getByLabel('Orario libero');
  await expect(slot.locator('option', { hasText: '10:30' })).toHaveCount(1);
  await expect(slot.locator('option', { hasText: '11:00' })).toHaveCount(0);
  await expect(slot.locator('option', { hasText: '14:00' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Salva la prenotazione' }).click();
  await expect(form.getByRole('alert')).toHaveText('Scegli un orario');
  await slot.selectOption('09:30');
  await form.getByLabel('Nome').fill(`Telefonata ${width}`);
  await form.getByLabel('Telefono').fill('+39 06 1234567');
  await form.getByLabel('Nota (facoltativa)').fill('Ha chiamato alle 8');
  await checkedAtBothWidths(page);
  await form.getByRole('button', { name: 'Salva la prenotazione' }).click();
  await expect(page.getByText('Prenotazione inserita.')).toBeVisible();
  await expect(form).toBeHidden();

  const item = page.getByTestId('booking-item').filter({ hasText: `Telefonata ${width}` });
  await expect(item).toContainText('Colore');
  await expect(item).toContainText('Team · Ha chiamato alle 8');
  const assignee = item.getByLabel('Assegnata a');
  await expect(assignee).toHaveValue('');
  await assignee.selectOption({ index: 1 });
  await expect(page.getByText('Assegnazione salvata.')).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByTestId('booking-item')
      .filter({ hasText: `Telefonata ${width}` })
      .getByLabel('Assegnata a'),
  ).not.toHaveValue('');
  await checkedAtBothWidths(page);
});
