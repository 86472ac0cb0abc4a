import type { Page } from '@playwright/test';
import { buyBaseOverApi } from '../support/billing';
import { overflowing } from '../support/overflow';
import { test, expect, createOwner, seriousA11yViolations, superAdminSignedIn, uniqueEmail } from '../fixtures';

async function fits375(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  // Polled: right after the resize the page may still be laying itself out for the phone (a flaky CI run read five
  // <dd> of the 1280 px layout); an overflow that stays fails after the expect timeout.
  await expect.poll(() => overflowing(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await superAdminSignedIn(page);
});

test('the dashboard shows the spec statistics and the operator charts, at 1280 and 375 px', async ({ page }) => {
  await page.goto('/super-admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard Super Admin' })).toBeVisible();
  for (const label of [
    'Abbonamenti totali',
    'Abbonamenti attivi',
    'Inviti in attesa di conferma',
    'Chiavi API registrate',
    'Piani distinti',
    'Account per piano',
  ]) {
    await expect(page.getByRole('heading', { name: label })).toBeVisible();
  }
  await expect(page.getByRole('img', { name: 'Risposte degli agenti per giorno, ultimi 30 giorni' })).toBeVisible();
  // The operator's company data in use, the one set invoices and legal pages print (issue 44): complete, so no refusal.
  const company = page.getByRole('region', { name: "Dati dell'azienda (fatture e pagine legali)" });
  await expect(company).toContainText('Operatore di Prova S.r.l.');
  await expect(company).toContainText('IT12345678903');
  await expect(company).toContainText('Via Dante 7, 40121, Bologna, BO');
  await expect(company.getByRole('alert')).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await fits375(page);
});

test('a super admin opening a customer page is sent to the back office; the profile has no Elimina account', async ({ page }) => {
  await page.goto('/agents');
  await expect(page).toHaveURL(/\/super-admin\/dashboard$/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profilo Utente' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Elimina account/i })).toHaveCount(0);
});

test('subscriptions: search, the spec row, the detail, a plan change and a refused role change', async ({ page, request }) => {
  const owner = await createOwner(request, uniqueEmail('abbonato'));
  await page.goto('/super-admin/subscriptions');
  await expect(page.getByRole('heading', { name: 'Abbonamenti', level: 1 })).toBeVisible();
  await page.getByLabel('Cerca per email, nome, azienda o Partita IVA').fill(owner.email);
  const row = page.getByTestId('subscription-row').filter({ hasText: owner.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('subscription-row')).toHaveCount(1);
  // A trial account: no plan expiry (N/A), the status label of spec §4, dates as dd/MM/yyyy HH:mm.
  await expect(row).toContainText('N/A');
  await expect(row).toContainText('Attivo');
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await fits375(page);

  await row.getByRole('link', { name: `Apri ${owner.email}` }).click();
  await expect(page.getByRole('heading', { name: 'Dettaglio abbonamento' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Utilizzo dell'account" })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Membri dell'account" })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await fits375(page);

  await page.getByLabel('Ruolo utente').selectOption('admin');
  await page.getByRole('button', { name: 'Aggiorna ruolo' }).click();
  await expect(page.getByText(/^Errore nell'aggiornamento del ruolo: Un proprietario non può cambiare ruolo/)).toBeVisible();

  await page.getByLabel('Nome del piano').selectOption('pro');
  await page.getByLabel('Scadenza del piano').fill('2030-01-31T10:00');
  await page.getByLabel('Motivo del cambio (lo leggerà il cliente)').fill('Accordo commerciale 2030');
  await page.getByRole('button', { name: 'Aggiorna profilo' }).click();
  await page
    .getByRole('dialog', { name: 'Confermi il cambio di piano?' })
    .getByRole('button', { name: 'Conferma il cambio di piano' })
    .click();
  await expect(page.getByText('Profilo utente aggiornato con successo!')).toBeVisible();
  await expect(page).toHaveURL(/\/super-admin\/dashboard$/);

  await page.goto(`/super-admin/subscriptions?q=${encodeURIComponent(owner.email)}`);
  await expect(page.getByTestId('subscription-row').filter({ hasText: owner.email })).toContainText('31/01/2030 10:00');
});

test('a member who has not activated their account cannot be made owner: the option is off and the reason shown (ADR 0124)', async ({
  page,
  request,
}) => {
  const elsewhere = await createOwner(request, uniqueEmail('altrove'));
  const owner = await createOwner(request, uniqueEmail('titolare.invito'));
  expect((await request.post('/api/auth/login', { data: { email: owner.email, password: owner.password } })).status()).toBe(200);
  // Added with an address in use in another account (ADR 0111): a row that can never sign in.
  const added = await request.post('/api/team/members', {
    data: { email: elsewhere.email, password: 'Provvisoria1!', role: 'admin', firstName: 'Zeno' },
  });
  expect(added.status()).toBe(201);
  const { member } = (await added.json()) as { member: { id: string } };

  await page.goto(`/super-admin/subscriptions/${member.id}`);
  await expect(page.getByRole('heading', { name: 'Dettaglio abbonamento' })).toBeVisible();
  const role = page.getByLabel('Ruolo utente');
  await expect(role.locator('option[value="owner"]')).toBeDisabled();
  await expect(role).toHaveAccessibleDescription(/non ha ancora attivato il suo account/);
  await expect(role.locator('option[value="instructor"]')).toBeEnabled();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await fits375(page);
});

test("the subscription detail lists the account's invoices with the PDF and FatturaPA XML downloads", async ({ page, request }) => {
  const owner = await createOwner(request, uniqueEmail('fatturato'));
  await buyBaseOverApi(request, owner, 'Verdi Fatture S.r.l.');

  await page.goto(`/super-admin/subscriptions?q=${encodeURIComponent(owner.email)}`);
  await page
    .getByTestId('subscription-row')
    .filter({ hasText: owner.email })
    .getByRole('link', { name: `Apri ${owner.email}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Fatture' })).toBeVisible();
  const invoice = page.getByRole('row').filter({ hasText: 'Pagato' });
  await expect(invoice).toHaveCount(1);
  await expect(invoice).toContainText('30,50');
  await expect(invoice).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  const number = (await invoice.getByRole('cell').first().textContent())!.trim();
  expect(number).toMatch(/^\d{4}\/\d+$/);

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    invoice.getByRole('button', { name: `Scarica il PDF della fattura ${number}` }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`fattura-${number.replace('/', '-')}.pdf`);
  const [xml] = await Promise.all([
    page.waitForEvent('download'),
    invoice.getByRole('button', { name: `Scarica l'XML FatturaPA della fattura ${number}` }).click(),
  ]);
  expect(xml.suggestedFilename()).toMatch(/^IT\w+_\w+\.xml$/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await fits375(page);
});

test('API keys: the English messages, masked values, default and delete', async ({ page }) => {
  await page.goto('/super-admin/api-keys');
  await expect(page.getByRole('heading', { name: 'Chiavi API', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add API key' }).click();
  await expect(page.getByText('Please enter both a name and a value for the API key.').first()).toBeVisible();
  const name = `Chiave ${Date.now().toString(36)}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('API key value').fill('sk-e2e-abcdefghijklmnop-9876');
  await page.getByLabel('Provider base URL (optional)').fill('http://127.0.0.1:11434/v1');
  await page.getByRole('button', { name: 'Add API key' }).click();
  await expect(page.getByText(/^Failed to add API key: The provider base URL points at a private/)).toBeVisible();
  await page.getByLabel('Provider base URL (optional)').fill('');
  await page.getByRole('button', { name: 'Add API key' }).click();
  await expect(page.getByText('API Key added successfully!')).toBeVisible();
  const row = page.getByTestId('api-key-row').filter({ hasText: name });
  await expect(row).toContainText('sk-e…9876');
  await expect(page.locator('body')).not.toContainText('abcdefghijklmnop');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await fits375(page);

  const defaultButton = row.getByRole('button', { name: `Set as default: ${name}` });
  if (await defaultButton.count()) {
    await defaultButton.click();
    await expect(page.getByText('Default API Key set successfully!')).toBeVisible();
  }
  await expect(row).toContainText('Default');
  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: `Delete: ${name}` }).click();
  await expect(page.getByText('API Key deleted successfully!')).toBeVisible();
  await expect(page.getByTestId('api-key-row').filter({ hasText: name })).toHaveCount(0);
});

test('plans and the audit log', async ({ page }) => {
  await page.goto('/super-admin/plans');
  await expect(page.getByRole('heading', { name: 'Piani Abbonamento', level: 1 })).toBeVisible();
  for (const plan of ['Base', 'Pro', 'Avanzato']) await expect(page.getByRole('heading', { name: plan, exact: true })).toBeVisible();
  await expect(page.getByText('Prezzo Stripe BASE non configurato')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await fits375(page);

  await page.goto('/super-admin/audit-log');
  await expect(page.getByRole('heading', { name: 'Registro operazioni', level: 1 })).toBeVisible();
  await page.getByLabel('Azione', { exact: true }).selectOption('api_key.added');
  await expect(page.getByTestId('audit-row').first()).toContainText('Chiave API aggiunta');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await fits375(page);
});
