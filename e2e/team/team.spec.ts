import type { APIRequestContext, Page } from '@playwright/test';
import {
  test,
  expect,
  createOwner,
  loginViaUi,
  waitForMail,
  linkIn,
  uniqueEmail,
  seriousA11yViolations,
  PASSWORD,
  signInViaApi,
  addActiveMember,
} from '../fixtures';

const SIDEBAR = "Menu dell'area riservata";

async function openRowMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Azioni per ${name}` }).click();
}

function row(page: Page, email: string) {
  return page.getByTestId('team-row').filter({ hasText: email });
}

/** Adds a member through the API as the owner (the dialog has its own test). */
async function addMemberViaApi(
  request: APIRequestContext,
  owner: { email: string; password: string },
  member: { email: string; role: string; firstName: string },
) {
  const login = await request.post('/api/auth/login', { data: { email: owner.email, password: owner.password } });
  expect(login.status()).toBe(200);
  const res = await request.post('/api/team/members', { data: { ...member, password: PASSWORD } });
  expect(res.status()).toBe(201);
}

test('the owner adds an admin who confirms from the e-mail, sets a password, and is sent to login when deactivated', async ({
  page,
  browser,
  request,
}) => {
  const owner = await createOwner(request);
  await loginViaUi(page, owner);
  await expect(page.getByRole('complementary', { name: SIDEBAR }).getByRole('link', { name: 'Utenti' })).toBeVisible();
  // A fresh load: the sign-in toast would otherwise sit over the page during the accessibility check.
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Utenti', level: 1 })).toBeVisible();
  await expect(page.getByTestId('seat-counter')).toHaveText('Utenti: 1 / 10');
  await expect(page.getByText('Per ora nel team ci sei solo tu: aggiungi il primo membro con «Aggiungi Utente».')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Opened from the keyboard and closed with Escape, the dialog gives the focus back to the button that opened it.
  const addButton = page.getByRole('button', { name: 'Aggiungi Utente' });
  await addButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Aggiungi Utente' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(addButton).toBeFocused();

  const adminEmail = uniqueEmail('admin');
  await page.getByRole('button', { name: 'Aggiungi Utente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi Utente' });
  await dialog.getByLabel('Email').fill(adminEmail);
  await dialog.getByLabel('Password provvisoria').fill('debole');
  await dialog.getByRole('button', { name: 'Aggiungi Utente' }).click();
  await expect(dialog.getByText('La password non soddisfa tutti i requisiti di sicurezza.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await dialog.getByLabel('Password provvisoria').fill('Provvisoria1!');
  await dialog.getByLabel('Ruolo').selectOption({ label: 'Admin' });
  await dialog.getByLabel('Nome (facoltativo)', { exact: true }).fill('Alessia');
  await dialog.getByRole('button', { name: 'Aggiungi Utente' }).click();
  await expect(page.getByText(`Utente ${adminEmail} aggiunto con successo e email di benvenuto inviata.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row(page, adminEmail)).toContainText('Invitato');
  await expect(row(page, adminEmail)).toContainText('Admin');
  await expect(page.getByTestId('seat-counter')).toHaveText('Utenti: 2 / 10');

  // The new member, in their own browser, opens the welcome e-mail's link.
  const mail = await waitForMail(adminEmail, /Benvenuto in Agenti AI/);
  expect(mail.text).toContain('/auth/login');
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto(linkIn(mail, '/auth/confirm-invite'));
  await expect(member).toHaveURL(/\/auth\/update-password$/);
  await expect(member.getByText('Invito confermato!')).toBeVisible();
  await expect(
    member.getByRole('status').filter({ hasText: 'Per favore, imposta la tua password per attivare il tuo account.' }).first(),
  ).toBeVisible();
  // The owner's list turns 'Attivo' by itself: the confirmation reached it live.
  await expect(row(page, adminEmail)).toContainText('Attivo');

  await member.getByLabel('Nuova password', { exact: true }).fill('MiaPassword1!');
  await member.getByLabel('Conferma nuova password').fill('MiaPassword1!');
  await member.getByRole('button', { name: 'Aggiorna password' }).click();
  // Setting the password ends every session of the member: they sign in again with it.
  await expect(member).toHaveURL(/\/auth\/login$/);
  await loginViaUi(member, { email: adminEmail, password: 'MiaPassword1!' });

  const sidebar = member.getByRole('complementary', { name: SIDEBAR });
  await expect(sidebar.getByText('Admin', { exact: true })).toBeVisible();
  for (const item of ['Dashboard', 'Agenti', 'Attività', 'Integrazioni'])
    await expect(sidebar.getByRole('link', { name: item })).toBeVisible();
  for (const item of ['Utenti', 'Abbonamento']) await expect(sidebar.getByRole('link', { name: item })).toHaveCount(0);

  // Only owners manage the team, even by typing the address.
  await member.goto('/users');
  await expect(member.getByRole('heading', { name: 'Accesso Negato' })).toBeVisible();
  await expect(member.getByText("Solo i proprietari dell'account possono accedere a questa sezione.")).toBeVisible();
  await member.getByRole('button', { name: 'Torna indietro' }).click();
  await expect(member).toHaveURL(/\/dashboard$/);

  // Deactivation ends the member's session at once: their open tab goes to the login page.
  await openRowMenu(page, 'Alessia');
  await page.getByRole('menuitem', { name: 'Disattiva' }).click();
  await expect(page.getByText('Utente disattivato con successo.')).toBeVisible();
  // Sent by the live event of the deactivation: on a loaded machine the member's stream may take longer than 10 s.
  await expect(member).toHaveURL(/\/auth\/login$/, { timeout: 30_000 });
  await expect(row(page, adminEmail)).toContainText('Disattivato');
  await expect(page.getByTestId('seat-counter')).toHaveText('Utenti: 1 / 10');

  await member.getByLabel('Email').fill(adminEmail);
  await member.getByLabel('Password', { exact: true }).fill('MiaPassword1!');
  await member.getByRole('button', { name: 'Accedi' }).click();
  await expect(
    member.getByText('Il tuo account è stato disattivato. Contatta il proprietario del tuo team.', { exact: false }),
  ).toBeVisible();
  await memberContext.close();
});

test('the owner changes a role, sees the resend notice and deletes a member after the browser confirmation', async ({ page, request }) => {
  const owner = await createOwner(request);
  const email = uniqueEmail('collega');
  await addMemberViaApi(request, owner, { email, role: 'user', firstName: 'Bruno' });
  await signInViaApi(page, owner);
  await page.goto('/users');
  await expect(row(page, email)).toContainText('Utente');
  await expect(row(page, owner.email).getByRole('button')).toHaveCount(0);

  await openRowMenu(page, 'Bruno');
  await page.getByRole('menuitem', { name: 'Reinvia Invito' }).click();
  await expect(page.getByText('Gli inviti non si reinviano: usa «Reimposta password» per inviargli un nuovo link.')).toBeVisible();

  await openRowMenu(page, 'Bruno');
  await page.getByRole('menuitem', { name: 'Modifica ruolo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifica ruolo' });
  await dialog.getByLabel('Ruolo').selectOption({ label: 'Istruttore' });
  await dialog.getByRole('button', { name: 'Salva ruolo' }).click();
  await expect(page.getByText(`Ruolo utente ${email} aggiornato a Istruttore con successo.`)).toBeVisible();
  await expect(row(page, email)).toContainText('Istruttore');

  // Dismissing the browser's confirmation keeps the member.
  page.once('dialog', (d) => void d.dismiss());
  await openRowMenu(page, 'Bruno');
  await page.getByRole('menuitem', { name: 'Elimina' }).click();
  await expect(row(page, email)).toHaveCount(1);

  page.once('dialog', (d) => {
    expect(d.message()).toContain('irreversibile');
    void d.accept();
  });
  await openRowMenu(page, 'Bruno');
  await page.getByRole('menuitem', { name: 'Elimina' }).click();
  await expect(page.getByText(`Utente ${email} eliminato con successo.`)).toBeVisible();
  await expect(row(page, email)).toHaveCount(0);
  await expect(page.getByText('Per ora nel team ci sei solo tu: aggiungi il primo membro con «Aggiungi Utente».')).toBeVisible();
});

test('an invalid invitation link shows the confirmation error, a link without token a neutral warning', async ({ page }) => {
  await page.goto('/auth/confirm-invite?token=inventato');
  await expect(page.getByRole('heading', { name: 'Errore di Conferma' })).toBeVisible();
  await expect(page.getByText('Il link di invito non è valido o è scaduto. Per favore, richiedine uno nuovo.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Torna al login' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.goto('/auth/confirm-invite');
  await expect(page.getByRole('heading', { name: 'Attenzione' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Torna al login' })).toBeVisible();
});

test('at the seat limit the add button is disabled with the limit message, and the page fits a 375 px phone', async ({ page, request }) => {
  const owner = await createOwner(request);
  // The trial has the Pro limit: the owner and nine members fill its ten seats.
  for (let i = 0; i < 9; i += 1)
    await addMemberViaApi(request, owner, { email: uniqueEmail(`posto${i}`), role: 'user', firstName: `Membro ${i}` });
  await page.setViewportSize({ width: 375, height: 800 });
  await signInViaApi(page, owner);
  await page.goto('/users');
  await expect(page.getByTestId('team-row')).toHaveCount(10);
  await expect(page.getByTestId('seat-counter')).toHaveText('Utenti: 10 / 10');
  await expect(page.getByRole('button', { name: 'Aggiungi Utente' })).toBeDisabled();
  await expect(page.getByText('Hai raggiunto il limite massimo di 10 utenti per il tuo piano attuale.')).toBeVisible();
  // The table scrolls inside its own box; the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("a member deactivated while their tab's live stream is still connecting is sent to login when it connects", async ({
  page,
  request,
  browser,
}) => {
  const owner = await createOwner(request);
  await signInViaApi(page, owner);
  const member = await addActiveMember(page, 'user', 'Bruno');
  const context = await browser.newContext();
  const tab = await context.newPage();
  await signInViaApi(tab, member);
  // The tab's live stream is held on its way to the server (a slow network, a busy server) until the owner has
  // deactivated the member: the 'session.ended' sent at that moment reaches no stream of theirs.
  let release!: () => void;
  const deactivated = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await tab.route('**/api/events', async (route) => {
    held += 1;
    await deactivated;
    await route.continue();
  });
  await tab.goto('/dashboard');
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => held).toBeGreaterThan(0);

  const res = await page.request.patch(`/api/team/members/${member.id}/status`, { data: { active: false } });
  expect(res.status()).toBe(200);
  release();
  // The stream reaches the server with a session that has ended: refused, the tab reads its session and goes to login.
  await expect(tab).toHaveURL(/\/auth\/login$/);
  await context.close();
});
