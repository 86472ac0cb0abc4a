import { test, expect, loginViaUi, seriousA11yViolations, uniqueEmail, waitForMail, linkIn, PASSWORD, ownerWithSession } from '../fixtures';
import { WIDTHS, sidewaysOverflow } from './helpers';

/** The signed-in menu: the sidebar on a desktop, the drawer (a dialog) on a phone. */
async function openMenu(page: import('@playwright/test').Page, size: (typeof WIDTHS)[number]) {
  if (size.width >= 768) return page.getByRole('complementary', { name: "Menu dell'area riservata" });
  await page.getByRole('button', { name: 'Apri il menu di navigazione' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigazione' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('first and last name: set on the profile, shown in the sidebar, the team list, the instructor picker and e-mails', async ({
  page,
  request,
}) => {
  const owner = await ownerWithSession(page, request);
  const ownerLocal = owner.email.split('@')[0]!;
  // No name yet: the spec's fallback, the part of the e-mail before the at sign, everywhere.
  const instructorEmail = uniqueEmail('senzanome');
  const instructorLocal = instructorEmail.split('@')[0]!;
  const added = await page.request.post('/api/team/members', {
    data: { email: instructorEmail, password: 'Provvisoria1!', role: 'instructor' },
  });
  expect(added.status()).toBe(201);
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/profile');
    const menu = await openMenu(page, size);
    await expect(menu).toContainText(ownerLocal);
    await expect(menu).not.toContainText(owner.email);
    expect(await seriousA11yViolations(page), `${size.name}: /profile with the menu`).toEqual([]);
    await page.keyboard.press('Escape');
    await page.goto('/agent/create');
    const picker = page.getByLabel('Istruttore agente');
    await expect(picker.locator('option', { hasText: instructorLocal })).toHaveText(instructorLocal);
    await expect(picker.locator('option', { hasText: ownerLocal })).toHaveText(ownerLocal);
    await expect(picker.locator('option', { hasText: '@' })).toHaveCount(0);
    expect(await sidewaysOverflow(page), `${size.name}: /agent/create scrolls sideways`).toBe(0);
    expect(await seriousA11yViolations(page), `${size.name}: /agent/create`).toEqual([]);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Nome e cognome' });
  await form.getByLabel('Nome', { exact: true }).fill('Marta');
  await form.getByLabel('Cognome').fill('Rossi');
  await form.getByRole('button', { name: 'Salva nome' }).click();
  await expect(page.getByText('Nome aggiornato con successo!')).toBeVisible();

  const email = uniqueEmail('collega');
  const colleague = await page.request.post('/api/team/members', {
    data: { email, password: 'Provvisoria1!', role: 'admin', firstName: 'Bruno' },
  });
  expect(colleague.status()).toBe(201);
  const welcome = await waitForMail(email, /conferma il tuo invito/);
  expect(welcome.text).toContain('Marta Rossi ti ha aggiunto al suo team');

  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/profile');
    await expect(await openMenu(page, size)).toContainText('Marta Rossi');
    expect(await seriousA11yViolations(page), `${size.name}: /profile with the menu`).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/users');
    await expect(page.getByTestId('team-row').first()).toContainText('Marta Rossi');
    // The row's actions carry the member's name: the name, else the e-mail before the at sign.
    await expect(page.getByRole('button', { name: 'Azioni per Bruno', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Azioni per ${instructorLocal}`, exact: true })).toBeVisible();
    expect(await sidewaysOverflow(page), `${size.name}: /users scrolls sideways`).toBe(0);
    expect(await seriousA11yViolations(page), `${size.name}: /users`).toEqual([]);

    await page.goto('/agent/create');
    const picker = page.getByLabel('Istruttore agente');
    await expect(picker.locator('option', { hasText: 'Marta Rossi' })).toHaveText('Marta Rossi');
    await expect(picker.locator('option', { hasText: 'Bruno' })).toHaveText('Bruno');
    await expect(picker.locator('option', { hasText: instructorLocal })).toHaveText(instructorLocal);
  }
});

test('the owner e-mails a member a password-reset link (never seeing the password); the team table fits a phone', async ({
  page,
  request,
  browser,
}) => {
  await ownerWithSession(page, request);
  const email = uniqueEmail('dimentico');
  const added = await page.request.post('/api/team/members', {
    data: { email, password: 'Provvisoria1!', role: 'instructor', firstName: 'Carla', lastName: 'Bianchi Esposito De Santis' },
  });
  expect(added.status()).toBe(201);

  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/users');
    const row = page.getByTestId('team-row').filter({ hasText: email });
    await expect(row).toBeVisible();
    expect(await sidewaysOverflow(page), `${size.name}: /users scrolls sideways`).toBe(0);
    for (const part of [row.getByText('Istruttore'), row.getByText('Invitato'), row.getByRole('button', { name: /Azioni per/ })]) {
      await expect(part).toBeVisible();
      const box = (await part.boundingBox())!;
      expect(box.x + box.width, `${size.name}: cut off on the right`).toBeLessThanOrEqual(size.width);
    }
    await row.getByRole('button', { name: /Azioni per/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Reimposta password' })).toBeVisible();
    expect(await seriousA11yViolations(page), `${size.name}: /users with the menu open`).toEqual([]);
    await page.keyboard.press('Escape');
  }

  await page
    .getByTestId('team-row')
    .filter({ hasText: email })
    .getByRole('button', { name: /Azioni per/ })
    .click();
  await page.getByRole('menuitem', { name: 'Reimposta password' }).click();
  await expect(page.getByText(`Link per reimpostare la password inviato a ${email}.`)).toBeVisible();

  const mail = await waitForMail(email, /Reimposta la tua password/);
  const member = await (await browser.newContext()).newPage();
  await member.goto(linkIn(mail, '/auth/update-password'));
  await member.getByLabel('Nuova password', { exact: true }).fill(PASSWORD);
  await member.getByLabel('Conferma nuova password').fill(PASSWORD);
  await member.getByRole('button', { name: 'Aggiorna password' }).click();
  await expect(member.getByRole('heading', { name: 'Password aggiornata!' })).toBeVisible();
  await loginViaUi(member, { email, password: PASSWORD });
});
