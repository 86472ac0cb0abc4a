import { test, expect } from '../fixtures';

test('a link opens the next page at its top, and Back returns to where the visitor was', async ({ page }) => {
  await page.goto('/');
  const plans = page.locator('#pricing');
  await plans.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(300);
  await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: /Accedi/ }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});

test('a page whose code cannot be downloaded shows the generic error; the home link loads the product afresh', async ({ page }) => {
  await page.goto('/');
  const pricingCode = /\/assets\/pricing-page-[^/]+\.js$/;
  await page.route(pricingCode, (route) => route.abort());
  await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Prezzi' }).click();
  const failure = page.getByRole('alert');
  await expect(failure.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(failure).toContainText('Ricarica la pagina o torna alla home.');
  await page.unroute(pricingCode);
  await failure.getByRole('link').click();
  await expect(page).toHaveTitle('Crea agenti AI per la tua azienda · Agenti AI');
  await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Prezzi' }).click();
  await expect(page.getByRole('heading', { name: 'Piani Tariffari' })).toBeVisible();
});
