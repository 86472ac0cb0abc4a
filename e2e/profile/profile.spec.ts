import { test, expect, createOwner, loginViaUi, waitForMail, linkIn, uniqueEmail, seriousA11yViolations, signInViaApi } from '../fixtures';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('changing the password from the profile, then signing in with the new one', async ({ page, request }) => {
  const owner = await createOwner(request);
  await signInViaApi(page, owner);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profilo Utente' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  const form = page.getByRole('form', { name: 'Cambia Password' });
  await form.getByLabel('Password attuale').fill(owner.password);
  await form.getByLabel('Nuova password', { exact: true }).fill('NuovaPass1!');
  await form.getByLabel('Conferma nuova password').fill('Diversa1!');
  await form.getByRole('button', { name: 'Aggiorna password' }).click();
  await expect(form.getByText('La nuova password e la conferma password non corrispondono.')).toBeVisible();

  await form.getByLabel('Conferma nuova password').fill('NuovaPass1!');
  await form.getByRole('button', { name: 'Aggiorna password' }).click();
  const done = "Password aggiornata con successo! Ti è stata inviata un'email di conferma.";
  await expect(page.getByRole('status').filter({ hasText: done }).first()).toBeVisible();
  await expect(page.getByRole('form', { name: 'Cambia Password' })).toHaveCount(0);
  await waitForMail(owner.email, /La tua password è stata aggiornata/);

  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await loginViaUi(page, { email: owner.email, password: 'NuovaPass1!' });
});

test('an avatar is shown at once and is still there, in the sidebar too, after a reload', async ({ page, request }) => {
  const owner = await createOwner(request);
  await signInViaApi(page, owner);
  await page.goto('/profile');
  await page.getByLabel('Cambia avatar').setInputFiles({ name: 'io.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Avatar aggiornato!')).toBeVisible();
  await expect(page.getByTestId('avatar-image')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('avatar-image')).toHaveAttribute('src', /^\/api\/profile\/avatar\//);
  // The sidebar (visible on desktop) shows the kept avatar too, and the browser really decodes it.
  const sidebarAvatar = page.locator('a[href="/profile"] img').first();
  await expect(sidebarAvatar).toHaveAttribute('src', /^\/api\/profile\/avatar\//);
  await expect.poll(() => sidebarAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
});

test('a new e-mail address takes effect only after its confirmation link is opened', async ({ page, request }) => {
  const owner = await createOwner(request);
  await signInViaApi(page, owner);
  await page.goto('/profile');
  const newEmail = uniqueEmail('nuova');
  await page.getByLabel('Nuova email').fill(newEmail);
  await page.getByRole('button', { name: 'Aggiorna email' }).click();
  await expect(page.getByText('Email aggiornata con successo! Controlla la tua nuova email per la conferma.')).toBeVisible();
  await expect(page.getByTestId('current-email')).toHaveText(owner.email);
  await expect(page.getByText(`abbiamo inviato un link a ${newEmail}`)).toBeVisible();

  const mail = await waitForMail(newEmail, /Conferma il tuo nuovo indirizzo email/);
  await page.goto(linkIn(mail, '/auth/confirm-email'));
  await expect(page.getByText('Indirizzo email confermato! Da ora accedi con il nuovo indirizzo.')).toBeVisible();
  await page.getByRole('link', { name: 'Vai al profilo' }).click();
  await expect(page.getByTestId('current-email')).toHaveText(newEmail);
});

test('deleting the account with CANCELLA signs out and the account is gone', async ({ page, request }) => {
  const owner = await createOwner(request);
  await signInViaApi(page, owner);
  await page.goto('/profile');

  const button = page.getByRole('button', { name: 'Elimina definitivamente' });
  await expect(button).toBeDisabled();
  const word = page.getByLabel('Digita CANCELLA per confermare');
  await word.fill('cancella');
  await expect(button).toBeDisabled();
  await word.fill('CANCELLA');
  await expect(button).toBeEnabled();
  await button.click();

  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Account eliminato con successo. Sarai reindirizzato alla pagina di login.').first()).toBeVisible();

  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByText('Errore di accesso: Email o password non validi.')).toBeVisible();
});

test("'Esporta i dati': the owner starts the export, reads the progress, gets the e-mail and downloads the ZIP (issue 33)", async ({
  page,
  request,
}) => {
  const owner = await createOwner(request);
  await signInViaApi(page, owner);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Esporta i dati' }).click();
  await expect(page.getByText('Esportazione avviata')).toBeVisible();
  const link = page.getByRole('link', { name: 'Scarica il file ZIP' });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const mail = await waitForMail(owner.email, /I dati del tuo account Agenti AI sono pronti/);
  const emailed = linkIn(mail, '/profile/export/');
  expect(emailed).toContain('?token=');
  const download = page.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toMatch(/^agenti-ai-dati-\d{4}-\d{2}-\d{2}\.zip$/);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await seriousA11yViolations(page), `/profile at ${width} px`).toEqual([]);
  }

  // Issue 44: the e-mail's link needs the owner's session. Signed out, it asks to sign in and then downloads.
  for (const width of [1280, 375]) {
    await page.context().clearCookies();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(emailed);
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByText("Accedi come proprietario dell'account per scaricare il file ZIP dei tuoi dati.")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await seriousA11yViolations(page), `sign-in from the e-mail's link at ${width} px`).toEqual([]);
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    const after = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Accedi' }).click();
    expect((await after).suggestedFilename()).toMatch(/^agenti-ai-dati-\d{4}-\d{2}-\d{2}\.zip$/);
    await expect(page.getByText('Il download del file ZIP è iniziato.', { exact: false })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await seriousA11yViolations(page), `the e-mail's page at ${width} px`).toEqual([]);
  }
});
