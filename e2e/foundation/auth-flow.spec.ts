import { test, expect, uniqueEmail, waitForMail, linkIn, PASSWORD, createOwner, loginViaUi } from '../fixtures';

test('a visitor registers, verifies through the e-mailed link, signs in, sees the dashboard and signs out', async ({ page }) => {
  const email = uniqueEmail('registrazione');
  await page.goto('/auth/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('debole');
  await expect(page.getByRole('listitem').filter({ hasText: 'Almeno 8 caratteri' })).toHaveClass(/text-red-700/);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(page.getByRole('listitem').filter({ hasText: 'Almeno 8 caratteri' })).toHaveClass(/text-green-700/);
  await page.getByLabel('Conferma password').fill('Diversa1!');
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByText('Le password non corrispondono.')).toBeVisible();
  await page.getByLabel('Conferma password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Registrazione quasi completata. Controlla la tua email per il link di verifica.' }),
  ).toBeVisible();

  const mail = await waitForMail(email, /Conferma il tuo indirizzo email/);
  await page.goto(linkIn(mail, '/auth/verify-email'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Proprietario')).toBeVisible();
  await expect(page.getByRole('link', { name: /Membri/ })).toBeVisible();

  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page.getByText('Disconnessione effettuata con successo!')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await loginViaUi(page, { email, password: PASSWORD });
  await expect(page.getByText('Accesso effettuato con successo!')).toBeVisible();
});

test('a wrong password shows the Italian login error', async ({ page, request }) => {
  const owner = await createOwner(request);
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill('Sbagliata1!');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByText('Errore di accesso: Email o password non validi.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('forgot password e-mails a link that sets a new password, then redirects to login', async ({ page, request }) => {
  const owner = await createOwner(request);
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByRole('button', { name: 'Invia link di reimpostazione' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Controlla la tua mail: se eri registrato riceverai link per cambio password' }),
  ).toBeVisible();
  const mail = await waitForMail(owner.email, /Reimposta la tua password/);
  await page.goto(linkIn(mail, '/auth/update-password'));
  await page.getByLabel('Nuova password', { exact: true }).fill('NuovaPass1!');
  await page.getByLabel('Conferma nuova password').fill('NuovaPass1!');
  await page.getByRole('button', { name: 'Aggiorna password' }).click();
  await expect(page.getByText('Password aggiornata!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 6000 });
  await loginViaUi(page, { email: owner.email, password: 'NuovaPass1!' });
});

test('signing out in one tab sends the other tab to the login page', async ({ page, context, request }) => {
  const owner = await createOwner(request);
  await loginViaUi(page, owner);
  const second = await context.newPage();
  await second.goto('/dashboard');
  await expect(second.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(second).toHaveURL(/\/auth\/login$/);
});
