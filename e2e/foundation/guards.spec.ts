import { test, expect, createOwner, SUPER_ADMIN, freshSuperAdminCode, signInViaApi } from '../fixtures';

test('protected routes send a signed-out visitor to the login page', async ({ page }) => {
  for (const path of ['/dashboard', '/agents', '/users', '/billing']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth\/login$/);
  }
});

test('sign-in screens send a signed-in user to the dashboard', async ({ page, request }) => {
  const owner = await createOwner(request);
  await signInViaApi(page, owner);
  for (const path of ['/auth/login', '/auth/register', '/auth/forgot-password']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('super admin routes refuse a signed-out visitor and a customer, and admit the operator', async ({ page, request }) => {
  await page.goto('/super-admin/dashboard');
  await expect(page).toHaveURL(/\/super-admin\/login$/);
  await expect(page.getByText('Non autorizzato. Effettua il login come Super Admin.').first()).toBeVisible();

  const owner = await createOwner(request);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByText('Accesso negato. Solo i Super Admin possono accedere qui.').first()).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.goto('/super-admin/login');
  await page.getByLabel('Email').fill(SUPER_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  // D14: the password is followed by the authenticator app's code, computed here from the enrolled secret.
  await expect(page).toHaveURL(/\/auth\/second-factor$/);
  await page.getByLabel('Codice a 6 cifre').fill(freshSuperAdminCode());
  await page.getByRole('button', { name: 'Verifica' }).click();
  await expect(page).toHaveURL(/\/super-admin\/dashboard$/);
  await expect(page.getByText('Login Super Admin effettuato con successo!')).toBeVisible();
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByRole('paragraph').filter({ hasText: /^Super Admin$/ })).toBeVisible();
  await expect(sidebar.getByText('Gestione')).toBeVisible();
  for (const label of ['Abbonamenti', 'Piani Abbonamento', 'Chiavi API', 'Registro operazioni'])
    await expect(sidebar.getByRole('link', { name: label })).toBeVisible();
});

test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (msg) => logged.push(msg.text()));
  await page.goto('/una/pagina/inesistente');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ops! Pagina non trovata' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Torna alla Home' })).toHaveAttribute('href', '/');
  expect(logged.some((line) => line.includes('/una/pagina/inesistente'))).toBe(true);
});
