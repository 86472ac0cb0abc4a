import { type Browser, type Page } from '@playwright/test';
import { test, expect, checkedAtBothWidths, uniqueEmail, waitForMail, linkIn, ownerWithSession, PHONE_WIDTH } from '../fixtures';

/**
 * Issue 46, 'Prenotazioni', with two browsers at once: the owner sets bookings up in the agent's settings and keeps
 * 'Prenotazioni' open; a visitor books from the public link and another from the widget with the 'Prenota' slot picker;
 * each booking appears for the owner without a reload; the owner moves one; the visitor cancels it from the e-mail's link.
 */
test.describe.configure({ timeout: 240_000 });

const visitorPage = async (browser: Browser, width: number) => {
  const context = await browser.newContext({ locale: 'it-IT', timezoneId: 'Europe/Rome', viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
};

/** A weekday some days ahead (Rome), always within the default hours Monday to Friday. */
function weekdayAhead(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  while ([0, 6].includes(at.getUTCDay())) at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}

async function bookFromChat(page: Page, visitor: { name: string; email: string }) {
  await page.getByRole('button', { name: 'Prenota', exact: true }).click();
  const form = page.getByRole('form', { name: 'Prenota un appuntamento' });
  await form.getByRole('button', { name: 'Conferma la prenotazione' }).click();
  await expect(form.getByRole('alert')).toHaveText('Scegli un orario.');
  await form.getByRole('radio').first().click();
  await form.getByLabel('Nome').fill(visitor.name);
  await form.getByLabel('E-mail').fill(visitor.email);
  await form.getByRole('button', { name: 'Conferma la prenotazione' }).click();
  await expect(form.getByRole('alert')).toHaveText("Per prenotare devi accettare l'informativa sulla privacy.");
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Conferma la prenotazione' }).click();
  await expect(page.getByTestId('handoff-panel').getByRole('status')).toContainText('Prenotazione confermata: Taglio');
}

/** The flow runs once, on phones; each page it shows is checked at 375 and 1280 px (ADR 0382). */
const width = PHONE_WIDTH;

test(`visitors book from the public chat and the widget, the owner sees them live, moves one, the visitor cancels by e-mail, checked at 375 and 1280 px`, async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width, height: 900 });
  await ownerWithSession(page, request);
  const created = await page.request.post('/api/agents', {
    data: { name: `Salone ${width}`, description: 'Parrucchiere', instructions: 'Rispondi in italiano.' },
  });
  expect(created.status()).toBe(201);
  const agent = (await created.json()) as { id: string };

  // Settings: bookings on, one service.
  await page.goto(`/agent/${agent.id}/settings`);
  // Bookings have a tab of their own in the agent's settings (issue 50).
  await page.getByRole('tab', { name: 'Prenotazioni' }).click();
  const settings = page.getByRole('form', { name: 'Prenotazioni' });
  await settings.getByLabel('Prenotazioni attive').check();
  await settings.getByRole('button', { name: 'Salva prenotazioni' }).click();
  await expect(page.getByText('Impostazioni delle prenotazioni salvate.')).toBeVisible();
  const add = page.getByRole('form', { name: 'Aggiungi servizio' });
  await add.getByLabel('Nome del servizio').fill('Taglio');
  await add.getByLabel('Prezzo (€, facoltativo)').fill('25');
  await add.getByRole('button', { name: 'Aggiungi servizio' }).click();
  await expect(page.getByText('Taglio · 30 min · € 25,00')).toBeVisible();
  await checkedAtBothWidths(page);

  // The owner keeps 'Prenotazioni' open (the coming bookings).
  await page.goto('/bookings');
  await expect(page.getByRole('heading', { name: 'Prenotazioni' })).toBeVisible();
  await page.getByRole('button', { name: 'Elenco' }).click();

  const visitor = await visitorPage(browser, width);
  const first = { name: `Mario ${width}`, email: uniqueEmail('visitatore') };
  await visitor.page.goto(`/agent/public-chat/${agent.id}`);
  await bookFromChat(visitor.page, first);
  await checkedAtBothWidths(visitor.page);
  const item = page.getByTestId('booking-item').filter({ hasText: first.name });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Link pubblico');

  const second = { name: `Giulia ${width}`, email: uniqueEmail('widget') };
  await visitor.page.goto(`/widget/${agent.id}`);
  await bookFromChat(visitor.page, second);
  await expect(page.getByTestId('booking-item').filter({ hasText: second.name })).toContainText('Widget');
  await checkedAtBothWidths(page);

  // The owner moves the first booking; the visitor is e-mailed.
  const to = weekdayAhead(12);
  await item.getByRole('button', { name: 'Sposta' }).click();
  const move = item.getByRole('form', { name: `Sposta la prenotazione di ${first.name}` });
  await move.getByLabel('Data').fill(to);
  await move.getByLabel('Ora').fill('10:00');
  await move.getByRole('button', { name: 'Salva il nuovo orario' }).click();
  const [y, m, d] = to.split('-');
  await expect(item).toContainText(`${d}/${m}/${y} 10:00`);
  await waitForMail(first.email, /Prenotazione spostata/);

  // The visitor cancels from the confirmation e-mail's link.
  const mail = await waitForMail(first.email, /Prenotazione confermata/);
  await visitor.page.goto(linkIn(mail, '/prenotazione/'));
  await expect(visitor.page.getByRole('heading', { name: 'La tua prenotazione' })).toBeVisible();
  await expect(visitor.page.getByText('Taglio · ')).toBeVisible();
  await checkedAtBothWidths(visitor.page);
  await visitor.page.getByRole('button', { name: 'Annulla la prenotazione' }).click();
  await expect(visitor.page.getByRole('status')).toHaveText('La prenotazione è stata annullata.');
  await expect(item).toContainText('Annullata');
  await visitor.context.close();
});
