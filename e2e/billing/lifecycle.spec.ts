import type { Page } from '@playwright/test';
import { test, expect, ownerSignedIn, seriousA11yViolations, ownerWithSession } from '../fixtures';

const ITALIAN_COMPANY = {
  companyName: 'Verdi Software S.r.l.',
  vatNumber: '12345678903',
  fiscalCode: null,
  address: 'Via Po 3',
  postalCode: '10123',
  city: 'Torino',
  province: 'TO',
  country: 'IT',
  sdiCode: 'ABC1234',
  pec: null,
};

/** The billing data and a first simulated purchase, through the same API the pages call (the first purchase has its own test). */
/** Buys Base over the API; an account already over Base confirms knowingly (the confirmation's own test: plans.spec.ts). */
async function buyBase(page: Page) {
  expect((await page.request.put('/api/billing/profile', { data: ITALIAN_COMPANY })).status()).toBe(200);
  const checkout = await page.request.post('/api/billing/checkout', { data: { plan: 'base', acceptOverLimits: true } });
  const id = String((await checkout.json()).url)
    .split('/')
    .pop();
  expect((await page.request.post(`/api/billing/simulated-checkout/${id}/complete`)).status()).toBe(200);
}

async function choosePlan(page: Page, plan: string) {
  await page.goto('/pricing');
  await page.getByRole('article', { name: plan }).getByRole('button', { name: 'Abbonati' }).click();
  await expect(page).toHaveURL(/\/billing\/pagamento-simulato\/cs_sim_\w+$/);
}

async function noHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()!.width);
}

test('without Stripe the owner upgrades pro rata, schedules a downgrade, cancels and resumes, all from the browser', async ({
  page,
  request,
}) => {
  await ownerSignedIn(page, request);
  await buyBase(page);

  // Upgrade: at once, the prorated difference charged now.
  await choosePlan(page, 'Pro');
  await expect(page.getByText('Passaggio al piano Pro: il nuovo piano vale da subito.')).toBeVisible();
  await expect(page.getByTestId('due-now')).toHaveText(/^Addebito ora: 7\d,\d\d\s€/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Conferma il cambio di piano' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByTestId('current-plan')).toContainText('Pro €95/mese');
  await expect(page.getByRole('row').filter({ hasText: 'Pagato' })).toHaveCount(2);

  // Downgrade: scheduled for the end of the period, shown on the plan card; then taken back.
  await choosePlan(page, 'Base');
  await expect(page.getByTestId('due-now')).toHaveText(
    /^Il piano passerà a Base il \d{2}\/\d{2}\/\d{4}, alla fine del periodo già pagato\.$/,
  );
  await expect(page.getByText('Nessun addebito ora: fino ad allora resta il piano attuale.')).toBeVisible();
  await page.getByRole('button', { name: 'Conferma il cambio di piano' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByText('Cambio di piano programmato: partirà alla fine del periodo già pagato.')).toBeVisible();
  await expect(page.getByTestId('current-plan')).toContainText('Pro €95/mese');
  await expect(page.getByText(/^Il piano passerà a Base il \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  await expect(page.getByText('SIMULAZIONE')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Annulla il cambio di piano' }).click();
  await expect(page.getByText(/^Prossima fatturazione: \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

  // Cancel at the period's end, then resume.
  await page.getByRole('button', { name: "Annulla l'abbonamento a fine periodo" }).click();
  await expect(page.getByText(/^L'abbonamento termina il \d{2}\/\d{2}\/\d{4} e non sarà rinnovato\.$/)).toBeVisible();
  await page.getByRole('button', { name: "Riprendi l'abbonamento" }).click();
  await expect(page.getByText(/^Prossima fatturazione: \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

  // The period ends: a renewal invoice appears.
  await page.getByRole('button', { name: 'Simula il rinnovo ora' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Pagato' })).toHaveCount(3);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('button', { name: 'Simula il rinnovo ora' })).toBeVisible();
  await noHorizontalOverflow(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a refused renewal shows the owner a banner on every page until a new card pays it', async ({ page, request }) => {
  await ownerSignedIn(page, request);
  await buyBase(page);
  await page.goto('/billing');
  await page.getByRole('button', { name: 'Simula un pagamento non riuscito' }).click();
  const banner = page.getByRole('alert').filter({ hasText: 'Il pagamento del rinnovo non è andato a buon fine' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(/entro il \d{2}\/\d{2}\/\d{4}/);
  await expect(page.getByRole('row').filter({ hasText: 'In attesa' })).toHaveCount(1);

  for (const path of ['/dashboard', '/agents']) {
    await page.goto(path);
    await expect(banner).toBeVisible();
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(banner).toBeVisible();
  await noHorizontalOverflow(page);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await banner.getByRole('link', { name: 'Aggiorna il metodo di pagamento' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  // The payment-method card's button leads to the simulated portal, as Stripe's would lead to its own.
  await page.getByRole('link', { name: 'Aggiorna metodo di pagamento' }).click();
  await expect(page).toHaveURL(/\/billing#gestione-simulata$/);
  await page.getByLabel('Carta di prova').selectOption('mastercard');
  await page.getByRole('button', { name: 'Usa questa carta' }).click();
  await expect(page.getByTestId('payment-method')).toHaveText('Mastercard che termina con 4444');
  await expect(banner).toHaveCount(0);
  // At 375 px invoices are cards (issue 34).
  await expect(page.getByTestId('invoice-card').filter({ hasText: 'In attesa' })).toHaveCount(0);
  await expect(page.getByTestId('invoice-card').filter({ hasText: 'Pagato' }).first()).toBeVisible();
});

test('a business outside the EU gives its tax id and is billed without Italian VAT (375 px)', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await ownerWithSession(page, request);
  await page.goto('/billing');
  // The billing data have a tab of their own (issue 50).
  await page.getByRole('tab', { name: 'Dati di fatturazione' }).click();
  await page.getByLabel('Ragione sociale').fill('Keller Treuhand AG');
  await page.getByLabel('Paese').selectOption('CH');
  await page.getByLabel('Indirizzo', { exact: true }).fill('Bahnhofstrasse 1');
  await page.getByLabel('CAP').fill('8001');
  await page.getByLabel('Comune').fill('Zürich');
  await page.getByRole('button', { name: 'Salva dati di fatturazione' }).click();
  await expect(
    page.getByText("Per un'azienda fuori dall'Unione europea indica il suo numero di identificazione fiscale (partita IVA o equivalente)."),
  ).toBeVisible();
  await page.getByLabel('Numero di identificazione fiscale').fill('CHE-123.456.788');
  await page.getByRole('button', { name: 'Salva dati di fatturazione' }).click();
  await expect(page.getByText('Dati di fatturazione salvati.')).toBeVisible();
  await noHorizontalOverflow(page);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await choosePlan(page, 'Pro');
  await page.getByRole('button', { name: 'Conferma il pagamento simulato' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  // At 375 px the invoice is a card with its number, amount and 'Scarica PDF' (issue 34).
  const card = page.getByTestId('invoice-card').filter({ hasText: 'Pagato' });
  await expect(card).toContainText('95,00');
  await expect(card.getByRole('button', { name: /^Scarica PDF della fattura \d{4}\/\d+$/ })).toBeVisible();
  await noHorizontalOverflow(page);
});

test('after a downgrade below its usage the account keeps its agents and is told which limit it passed', async ({ page, request }) => {
  await ownerSignedIn(page, request);
  // Two agents during the trial (Pro limits), then Base, which allows one.
  for (const name of ['Assistente Vendite', 'Assistente Supporto']) {
    const res = await page.request.post('/api/agents', { data: { name, description: 'Prova', instructions: 'Rispondi in italiano.' } });
    expect(res.status()).toBe(201);
  }
  await buyBase(page);
  await page.goto('/billing');
  const notice = page.getByRole('status').filter({ hasText: 'Sei oltre i limiti del tuo piano' });
  // Issue 44: no '1 consentiti'.
  await expect(notice).toContainText('Agenti AI: 2 su un massimo di 1');
  await expect(notice.getByRole('link', { name: 'Vedi i piani' })).toHaveAttribute('href', '/billing#piani');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto('/agents');
  await expect(page.getByRole('heading', { name: 'Assistente Vendite' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Assistente Supporto' })).toBeVisible();
  await expect(
    page.getByText("Hai raggiunto il limite massimo di 1 agente per il tuo piano attuale. Effettua l'upgrade per crearne altri."),
  ).toBeVisible();
  // Base has no WhatsApp or Telegram: the channels' notice leads the owner to the plans inside the app (issue 34).
  await page.goto('/integrations/channels');
  const channels = page.locator('#canali');
  await expect(channels).toContainText('I canali WhatsApp, Telegram, Messenger e Instagram sono inclusi nei piani Pro e Avanzato.');
  await expect(channels.getByRole('link', { name: 'Scopri i piani' })).toHaveAttribute('href', '/billing#piani');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/billing');
  await expect(notice).toBeVisible();
  await noHorizontalOverflow(page);
});
