import { test, expect, FRESH_SUPER_ADMIN, seriousA11yViolations, totpCode, totpStep } from '../fixtures';

async function signInWithPassword(page: import('@playwright/test').Page) {
  await page.goto('/super-admin/login');
  await page.getByLabel('Email').fill(FRESH_SUPER_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(FRESH_SUPER_ADMIN.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/auth\/second-factor$/);
}

test('a new operator from create-super-admin enrols the authenticator app, then gives a code at every sign-in (D14)', async ({
  browser,
}) => {
  const first = await (await browser.newContext()).newPage();
  await signInWithPassword(first);
  // Nothing of the back office before the second factor.
  await first.goto('/super-admin/dashboard');
  await expect(first).toHaveURL(/\/auth\/second-factor$/);
  await first.getByRole('button', { name: "Configura l'app di autenticazione" }).click();
  await expect(first.getByRole('img', { name: "Codice QR per l'app di autenticazione" })).toBeVisible();
  expect(await seriousA11yViolations(first)).toEqual([]);
  const secret = (await first.getByTestId('totp-secret').textContent())!.trim();
  const step = totpStep();
  await first.getByLabel('Codice a 6 cifre').fill(totpCode(secret, step));
  await first.getByRole('button', { name: 'Attiva' }).click();
  await expect(first.getByRole('heading', { name: 'Codici di recupero' })).toBeVisible();
  await expect(first.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await first.getByRole('button', { name: 'Continua' }).click();
  await expect(first).toHaveURL(/\/super-admin\/dashboard$/);
  await expect(first.getByRole('heading', { name: 'Dashboard Super Admin' })).toBeVisible();

  const second = await (await browser.newContext()).newPage();
  await signInWithPassword(second);
  await second.getByLabel('Codice a 6 cifre').fill(totpCode(secret, step - 10));
  await second.getByRole('button', { name: 'Verifica' }).click();
  await expect(second.getByText(/Errore di verifica: Codice non valido\./)).toBeVisible();
  // The code used for the enrolment cannot be used again.
  await second.getByLabel('Codice a 6 cifre').fill(totpCode(secret, step));
  await second.getByRole('button', { name: 'Verifica' }).click();
  await expect(second.getByText(/Questo codice è già stato usato/)).toBeVisible();
  await second.getByLabel('Codice a 6 cifre').fill(totpCode(secret, step + 1));
  await second.getByRole('button', { name: 'Verifica' }).click();
  await expect(second).toHaveURL(/\/super-admin\/dashboard$/);
  await expect(second.getByText('Login Super Admin effettuato con successo!')).toBeVisible();
});
