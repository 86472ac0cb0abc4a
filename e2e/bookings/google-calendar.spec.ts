import type { Page } from '@playwright/test';
import { test, expect, seriousA11yViolations, uniqueEmail, ownerWithSession } from '../fixtures';

/**
 * The account's Google Calendar connection (issue 46, ADR 0330) through the fake Google that global setup starts (its
 * Calendar API at GOOGLE_CALENDAR_API_URL): the owner connects from 'Prenotazioni', gives consent on the fake's page
 * (another origin), comes back, and chooses the calendar bookings are written to; at 1280 and 375 px, with axe.
 */
async function checked(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

for (const width of [1280, 375]) {
  test(`at ${width} px: the owner connects Google Calendar and chooses the calendar`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
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
}
