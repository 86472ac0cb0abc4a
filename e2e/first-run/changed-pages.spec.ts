import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, createOwner, seriousA11yViolations, superAdminSignedIn, totpCode, totpStep, uniqueEmail } from '../fixtures';
import { buyBaseOverApi } from '../support/billing';
import { WIDTHS } from './helpers';
import { overflowing } from '../support/overflow';

/**
 * The pages changed on 2026-11-24/25, at 1280 and 375 px: no serious or critical axe violation and nothing wider
 * than the window. The sign-in page with 'Accedi con Google' beside 'Ricordami', the back-office dashboard (the
 * 'Inviti in attesa di conferma' tile, three columns), the invoice table shared by /billing and the back office, and
 * the second-factor pages of the profile and of the sign-in.
 */

/** At each width: `ready` (what must be visible first), then axe and the sideways check. */
async function atBothWidths(page: Page, label: string, ready: () => Promise<void>) {
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await ready();
    expect(await overflowing(page), `${label} at ${size.width} px: sideways scroll`).toEqual([]);
    expect(await seriousA11yViolations(page), `${label} at ${size.width} px`).toEqual([]);
  }
}

/** An owner who bought Base through the simulated checkout, so there is one paid invoice; signed in on `request`. */
async function ownerWithInvoice(request: APIRequestContext) {
  const owner = await createOwner(request, uniqueEmail('fattura.larga'));
  // A long company name: the invoice table must still fit a phone.
  await buyBaseOverApi(request, owner, 'Società dal Nome Piuttosto Lungo per la Colonna S.r.l.');
  return owner;
}

async function signIn(page: Page, user: { email: string; password: string }) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Ricordami').check();
  await page.getByRole('button', { name: 'Accedi' }).click();
}

test("the sign-in page with 'Accedi con Google' and 'Ricordami'", async ({ page }) => {
  await page.goto('/auth/login');
  await atBothWidths(page, 'sign-in', async () => {
    await expect(
      page.getByRole('button', { name: /Accedi con Google/ }).or(page.getByRole('link', { name: /Accedi con Google/ })),
    ).toBeVisible();
    await expect(page.getByLabel('Ricordami')).toBeVisible();
  });
});

/** The paid invoices as shown: table rows on a wide screen, cards on a phone (issue 34). */
const paidInvoices = (page: Page) =>
  page.viewportSize()!.width < 640
    ? page.getByTestId('invoice-card').filter({ hasText: 'Pagato' })
    : page.getByRole('row').filter({ hasText: 'Pagato' });

test("/billing's invoice table and the same table in the back office", async ({ page, request, browser }) => {
  const owner = await ownerWithInvoice(request);
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/billing');
  await atBothWidths(page, '/billing', async () => {
    await expect(paidInvoices(page)).toHaveCount(1);
  });

  const operator = await (await browser.newContext()).newPage();
  await superAdminSignedIn(operator);
  await operator.goto('/super-admin/dashboard');
  await atBothWidths(operator, 'back-office dashboard', async () => {
    await expect(operator.getByRole('heading', { name: 'Inviti in attesa di conferma' })).toBeVisible();
    await expect(operator.getByRole('img', { name: 'Risposte degli agenti per giorno, ultimi 30 giorni' })).toBeVisible();
  });
  await operator.goto(`/super-admin/subscriptions?q=${encodeURIComponent(owner.email)}`);
  await operator.getByRole('link', { name: `Apri ${owner.email}` }).click();
  await atBothWidths(operator, 'back-office invoices', async () => {
    await expect(operator.getByRole('heading', { name: 'Fatture' })).toBeVisible();
    await expect(paidInvoices(operator)).toHaveCount(1);
  });
  await operator.context().close();
});

test('the second-factor pages: enrolment, recovery codes, the profile card and the code at sign-in', async ({ page, request, browser }) => {
  const owner = await createOwner(request);
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Attiva la verifica in due passaggi' }).click();
  await atBothWidths(page, 'enrolment', async () => {
    await expect(page.getByRole('img', { name: "Codice QR per l'app di autenticazione" })).toBeVisible();
    await expect(page.getByTestId('totp-secret')).toBeVisible();
  });
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Codice a 6 cifre').fill(totpCode(secret, totpStep()));
  await page.getByRole('button', { name: 'Attiva', exact: true }).click();
  await atBothWidths(page, 'recovery codes', async () => {
    await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  });
  await page.getByRole('button', { name: 'Ho salvato i codici' }).click();
  await atBothWidths(page, 'profile with the second factor on', async () => {
    await expect(page.getByRole('button', { name: 'Genera nuovi codici di recupero' })).toBeVisible();
  });

  const other = await (await browser.newContext()).newPage();
  await signIn(other, owner);
  await expect(other).toHaveURL(/\/auth\/second-factor$/);
  await atBothWidths(other, 'sign-in code', async () => {
    await expect(other.getByLabel('Codice a 6 cifre')).toBeVisible();
  });
  await other.getByRole('button', { name: 'Usa un codice di recupero' }).click();
  await atBothWidths(other, 'sign-in recovery code', async () => {
    await expect(other.getByLabel('Codice di recupero')).toBeVisible();
  });
  await other.context().close();
});
