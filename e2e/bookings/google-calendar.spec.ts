import { test, expect, checkedAtBothWidths, uniqueEmail, ownerWithSession, PHONE_WIDTH } from '../fixtures';

/**
 * The account's Google Calendar connection (issue 46, ADR 0330) through the fake Google that global setup starts (its
 * Calendar API at GOOGLE_CALENDAR_API_URL): the owner connects from 'Prenotazioni', gives consent on the fake's page
 * (another origin), comes back, and chooses the calendar bookings are written to. The flow runs once, on a phone; each
 * page it shows is checked at 375 and 1280 px, with axe (ADR 0382).
 */
const checked = checkedAtBothWidths;

test('the owner connects Google Calendar and chooses the calendar, checked at 375 and 1280 px', async ({ page, request }) => {
  await page.setViewportSize({ width: PHONE_WIDTH, height: 900 });
  await ownerWithSession(page, request);
  await page.goto('/bookings');
  const card = page.getByRole('region', { name: 'Google Calendar' });
  await expect(card.getByRole('button', { name: 'Collega Google Calendar' })).toBeEnabled();
  await checked(page);

  await card.getByRole('button', { name: 'Collega Google Calendar' }).click();
  await expect(page.getByRole('heading', { name: 'Fake Google: scegli un account' })).toBeVisible();
  const googleAccount = uniqueEmail('calendario');
  await page.getByLabel('Email Google').fill(googleAccount);
  await page.getByRole('button', { name: 'Consenti' }).click();

  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByText('Google Calendar collegato. Ora scegli il calendario.')).toBeVisible();
  await expect(card).toContainText(`Collegato all'account Google ${googleAccount}.`);
  await card.getByRole('combobox', { name: 'Calendario' }).selectOption({ label: 'Appuntamenti del salone' });
  await card.getByRole('button', { name: 'Usa questo calendario' }).click();
  await expect(card.getByRole('status')).toHaveText('Le prenotazioni vengono scritte in «Appuntamenti del salone».');
  await checked(page);

  await page.reload();
  await expect(card.getByRole('status')).toHaveText('Le prenotazioni vengono scritte in «Appuntamenti del salone».');
  await card.getByRole('button', { name: 'Scollega' }).click();
  await expect(card.getByRole('button', { name: 'Collega Google Calendar' })).toBeVisible();
});
