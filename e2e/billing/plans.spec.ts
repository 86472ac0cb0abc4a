import { type APIRequestContext, type Page } from '@playwright/test';
import { test, expect, createOwner, loginViaUi, seriousA11yViolations, signInViaApi } from '../fixtures';

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
const ITALIAN_COMPANY = {
  companyName: 'Verdi Arredamenti S.r.l.',
  vatNumber: '12345678903',
  address: 'Via Garibaldi 3',
  postalCode: '10121',
  city: 'Torino',
  province: 'TO',
  country: 'IT',
  sdiCode: 'ABC1234',
};

/** A new owner, signed in, whose billing data are an Italian company's. */
async function ownerWithCompany(page: Page, request: APIRequestContext) {
  const owner = await createOwner(request);
  await loginViaUi(page, owner);
  expect((await page.request.put('/api/billing/profile', { data: ITALIAN_COMPANY })).status()).toBe(200);
}

test('the owner chooses and changes the plan inside the app, sees net, IVA and total, and reads invoices by number at 1280 and 375 px', async ({
  page,
  request,
}) => {
  await ownerWithCompany(page, request);

  // 'Scegli un piano' stays inside the app: the plans of the billing page, with IVA for this company.
  await page.goto('/dashboard');
  await page.goto('/billing');
  await page.getByRole('link', { name: 'Scegli un piano' }).first().click();
  await expect(page).toHaveURL(/\/billing#piani$/);
  const base = page.getByTestId('plan-base');
  await expect(base).toContainText(/Imponibile\s*25,00\s*€/);
  await expect(base).toContainText(/IVA 22%\s*5,50\s*€/);
  await expect(base).toContainText(/Totale\s*30,50\s*€/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  await base.getByRole('button', { name: 'Abbonati a Base' }).click();
  await expect(page).toHaveURL(/\/billing\/pagamento-simulato\/cs_sim_\w+$/);
  await expect(page.getByTestId('monthly-price')).toContainText(/Totale\s*30,50\s*€/);
  await page.getByRole('button', { name: 'Conferma il pagamento simulato' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByTestId('plan-base')).toContainText('Piano attuale');

  // Change to Pro inside the app: the checkout says what is due now, with its IVA.
  await page.getByTestId('plan-pro').getByRole('button', { name: 'Passa a Pro' }).click();
  await expect(page.getByTestId('due-now-price')).toContainText(/IVA 22%/);
  await page.getByRole('button', { name: 'Conferma il cambio di piano' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByTestId('plan-pro')).toContainText('Piano attuale');

  // Invoices by the number their PDF carries; on a phone, cards with 'Scarica PDF' in reach.
  const year = new Date().getFullYear();
  await expect(page.getByRole('table', { name: 'Le tue fatture, dalla più recente' })).toContainText(new RegExp(`${year}/\\d+`));
  await page.setViewportSize({ width: 375, height: 800 });
  const cards = page.getByTestId('invoice-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText(new RegExp(`Numero\\s*${year}/\\d+`));
  const download = cards.first().getByRole('button', { name: /^Scarica PDF della fattura \d{4}\/\d+$/ });
  await download.scrollIntoViewIfNeeded();
  await expect(download).toBeInViewport();
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("another account's owner cannot open this account's checkout: 404 in the API and an Italian message on the page", async ({
  page,
  request,
}) => {
  await ownerWithCompany(page, request);
  const checkout = await page.request.post('/api/billing/checkout', { data: { plan: 'base' } });
  const id = String(((await checkout.json()) as { url: string }).url)
    .split('/')
    .pop()!;

  const stranger = await createOwner(request);
  const other = await page.context().browser()!.newContext();
  const strangerPage = await other.newPage();
  await signInViaApi(strangerPage, stranger);
  expect((await strangerPage.request.get(`/api/billing/simulated-checkout/${id}`)).status()).toBe(404);
  await strangerPage.goto(`/billing/pagamento-simulato/${id}`);
  await expect(strangerPage.getByRole('alert')).toContainText('Sessione di pagamento simulata non trovata o già conclusa.');
  expect(await seriousA11yViolations(strangerPage)).toEqual([]);
  await other.close();
});

test("'Abbonati' clicked before the session has arrived takes a signed-in owner to the checkout, not to the login page", async ({
  page,
  request,
}) => {
  await ownerWithCompany(page, request);
  // The session's answer is held until the button has been clicked: the click lands while the page still waits for it.
  let release = () => {};
  const clicked = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/session', async (route) => {
    const response = await route.fetch();
    await clicked;
    await route.fulfill({ response });
  });
  await page.goto('/pricing');
  await page.getByRole('article', { name: 'Base' }).getByRole('button', { name: 'Abbonati' }).click();
  release();
  await expect(page).toHaveURL(/\/billing\/pagamento-simulato\/cs_sim_\w+$/);
  // The page reads its session again when its live stream opens: a read still held here when the test ends is dropped.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('an account of four people sees, before paying, that Base allows three; it buys Base only once the owner ticks that they know, at 1280 and 375 px (issue 44)', async ({
  page,
  request,
}) => {
  await ownerWithCompany(page, request);
  for (const name of ['Anna', 'Bruno', 'Carla']) {
    const added = await page.request.post('/api/team/members', {
      data: { email: `${name.toLowerCase()}.${Date.now()}@example.it`, password: 'Provvisoria1!', role: 'user', firstName: name },
    });
    expect(added.status()).toBe(201);
  }
  await page.goto('/billing#piani');
  // Still on trial: buying ends it, said before the click (ADR 0220).
  await expect(page.getByText(/^Acquistando ora la prova gratuita \(fino al \d{2}\/\d{2}\/\d{4}\) termina subito/)).toBeVisible();
  const base = page.getByTestId('plan-base');
  const excess = page.getByTestId('excess-base');
  await expect(excess).toContainText('Il tuo account supera i limiti del piano Base:');
  await expect(excess.getByRole('listitem')).toHaveText(['utenti: 4 su un massimo di 3']);
  const buy = base.getByRole('button', { name: 'Abbonati a Base' });
  await expect(buy).toBeDisabled();
  // Pro holds them all: no notice, nothing to confirm.
  await expect(page.getByTestId('excess-pro')).toHaveCount(0);
  await expect(page.getByTestId('plan-pro').getByRole('button', { name: 'Abbonati a Pro' })).toBeEnabled();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(excess).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The server holds the same rule: without the confirmation, an Italian 409 and no checkout.
  const refused = await page.request.post('/api/billing/checkout', { data: { plan: 'base' } });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toMatch(
    /^Il tuo account supera i limiti del piano Base \(utenti: 4 su un massimo di 3\)/,
  );

  await excess.getByLabel('Ho capito: acquisto Base anche oltre i limiti').check();
  await buy.click();
  await expect(page).toHaveURL(/\/billing\/pagamento-simulato\/cs_sim_\w+$/);
  await page.getByRole('button', { name: 'Conferma il pagamento simulato' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByTestId('plan-base')).toContainText('Piano attuale');
  // What the owner was told before paying is what the plan now says.
  await expect(page.getByRole('status').filter({ hasText: 'Sei oltre i limiti del tuo piano' })).toContainText(
    'Utenti: 4 su un massimo di 3',
  );
});
