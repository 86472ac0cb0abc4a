import { test, expect, loginViaUi, ownerSignedIn, seriousA11yViolations, uniqueEmail, waitForMail, linkIn, PASSWORD } from '../fixtures';
import { WIDTHS, sidewaysOverflow } from './helpers';

test('first and last name: set on the profile, shown in the sidebar, the team list, the instructor picker and e-mails', async ({
  page,
  request,
}) => {
  await ownerSignedIn(page, request);
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Nome e cognome' });
  await form.getByLabel('Nome', { exact: true }).fill('Marta');
  await form.getByLabel('Cognome').fill('Rossi');
  await form.getByRole('button', { name: 'Salva nome' }).click();
  await expect(page.getByText('Nome aggiornato con successo!')).toBeVisible();
  await expect(page.getByRole('complementary', { name: "Menu dell'area riservata" })).toContainText('Marta Rossi');
  expect(await seriousA11yViolations(page), '/profile').toEqual([]);

  await page.goto('/users');
  await expect(page.getByTestId('team-row').first()).toContainText('Marta Rossi');
  const email = uniqueEmail('collega');
  const added = await page.request.post('/api/team/members', {
    data: { email, password: 'Provvisoria1!', role: 'admin', firstName: 'Bruno' },
  });
  expect(added.status()).toBe(201);
  const welcome = await waitForMail(email, /conferma il tuo invito/);
  expect(welcome.text).toContain('Marta Rossi ti ha aggiunto al suo team');

  await page.goto('/agent/create');
  await expect(page.getByLabel('Istruttore agente').locator('option', { hasText: 'Marta Rossi' })).toHaveCount(1);
});

test('the owner e-mails a member a password-reset link (never seeing the password); the team table fits a phone', async ({
  page,
  request,
  browser,
}) => {
  await ownerSignedIn(page, request);
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
