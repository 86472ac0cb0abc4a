import { test, expect, createOwner, seriousA11yViolations } from '../fixtures';

test('a signed-out visitor is sent to login and comes back to the plan; the owner buys it through the simulated checkout', async ({
  page,
  request,
}) => {
  const owner = await createOwner(request);
  await page.goto('/pricing');
  const base = page.getByRole('article', { name: 'Base' });
  await expect(base.getByText('IVA esclusa')).toBeVisible();
  await base.getByRole('button', { name: 'Abbonati' }).click();
  await expect(page.getByText('Devi essere loggato per sottoscrivere un piano.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/pricing#piano-base$/);

  await page.getByRole('article', { name: 'Base' }).getByRole('button', { name: 'Abbonati' }).click();
  await expect(page.getByText('Reindirizzamento alla pagina di checkout...')).toBeVisible();
  await expect(page).toHaveURL(/\/billing\/pagamento-simulato\/cs_sim_\w+$/);
  await expect(page.getByRole('heading', { name: 'Pagamento simulato' })).toBeVisible();
  await expect(page.getByText('SIMULAZIONE')).toBeVisible();
  await expect(page.getByText('Piano Base, rinnovo mensile')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Conferma il pagamento simulato' }).click();

  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole('heading', { name: 'Account e Fatturazione', level: 1 })).toBeVisible();
  await expect(page.getByTestId('current-plan')).toContainText('Base €25/mese');
  await expect(page.getByText(/^Prossima fatturazione: \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByTestId('payment-method')).toHaveText('Visa che termina con 4242');
  await expect(page.getByRole('progressbar', { name: 'Agenti AI' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Messaggi questo mese' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Pagato' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('30,50');
  await expect(row.getByRole('cell').first()).toHaveText(/^.{8}\.\.\.$/);

  await page.goto('/dashboard');
  const card = page.getByRole('link', { name: /^Abbonamento Base/ });
  await expect(card).toContainText('Base');
  await expect(card).toContainText(/Prossimo rinnovo: \d{2}\/\d{2}\/\d{4}/);

  await page.goto('/billing');
  await expect(page.getByTestId('current-plan')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId('current-plan')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
});

test('a new owner sees the trial, the meters and the empty invoice list', async ({ page, request }) => {
  const owner = await createOwner(request);
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/billing');
  await expect(page.getByTestId('current-plan')).toHaveText('Prova gratuita (limiti del piano Pro)');
  await expect(page.getByText('Nessuna fattura disponibile.')).toBeVisible();
  await expect(page.getByTestId('payment-method')).toHaveText('Nessun metodo di pagamento registrato.');
  const agents = page.getByRole('progressbar', { name: 'Agenti AI' });
  await expect(agents).toHaveAttribute('aria-valuetext', '0 su 3');
});
