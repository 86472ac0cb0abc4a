import { test, expect, createOwner, loginViaUi, seriousA11yViolations } from '../fixtures';

test('the landing page shows the hero, the three calls to action and the plans with Pro highlighted', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Inizia Gratuitamente' })).toHaveAttribute('href', '/auth/register');
  await expect(page.getByRole('link', { name: 'Inizia a Costruire il Tuo Agente Ora' })).toHaveAttribute('href', '/auth/register');
  await expect(page.getByRole('link', { name: 'Scopri di Più' }).first()).toHaveAttribute('href', '/#features');
  const pricing = page.locator('#pricing');
  for (const plan of ['Base', 'Pro', 'Avanzato']) await expect(pricing.getByRole('article', { name: plan })).toBeVisible();
  await expect(pricing.getByRole('article', { name: 'Pro' }).getByText('Popolare')).toBeVisible();
  await expect(pricing.getByText('€95')).toBeVisible();
  await expect(pricing.getByText('1GB di spazio')).toBeVisible();
});

test('pricing asks a signed-out visitor to sign in before subscribing, and links the custom plan to contact', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Piani Tariffari' })).toBeVisible();
  // Each page names itself in the tab, and the title follows in-app navigation.
  await expect(page).toHaveTitle('Prezzi · Agenti AI');
  await expect(page.getByRole('article', { name: 'Su Misura' }).getByRole('link', { name: 'Contattaci' })).toHaveAttribute(
    'href',
    '/contact-us',
  );
  await page.getByRole('article', { name: 'Pro' }).getByRole('button', { name: 'Abbonati' }).click();
  await expect(page.getByText('Devi essere loggato per sottoscrivere un piano.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page).toHaveTitle('Accedi · Agenti AI');
});

test('under 768 px the navigation collapses into the drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeHidden();
  await page.getByRole('button', { name: 'Apri il menu di navigazione' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigazione' });
  await expect(drawer.getByText('Esplora la piattaforma')).toBeVisible();
  await drawer.getByRole('link', { name: 'Prezzi' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('no serious accessibility violations on landing, pricing, login, register and dashboard', async ({ page, request }) => {
  for (const path of ['/', '/pricing', '/auth/login', '/auth/register']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await seriousA11yViolations(page), path).toEqual([]);
  }
  const owner = await createOwner(request);
  await loginViaUi(page, owner);
  await expect(page.getByRole('link', { name: /Abbonamento/ }).first()).toBeVisible();
  expect(await seriousA11yViolations(page), '/dashboard').toEqual([]);
});

test('the contact form e-mails the operator', async ({ page }) => {
  await page.goto('/contact-us');
  await page.getByLabel('Nome e cognome').fill('Maria Rossi');
  await page.getByLabel('Email').fill('maria.rossi@esempio.it');
  await page.getByLabel('Messaggio').fill('Vorremmo un piano su misura per 50 utenti.');
  await page.getByRole('button', { name: 'Invia messaggio' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Messaggio inviato!' })).toBeVisible();
});
