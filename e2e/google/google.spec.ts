import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, checkedAtBothWidths, createOwner, linkIn, uniqueEmail, waitForMail, PASSWORD, PHONE_WIDTH } from '../fixtures';

/**
 * Google sign-in (issue 17) through the fake OpenID Connect provider that global setup starts: the browser really goes
 * to the provider's consent page (another origin), picks the account there, and comes back through the server's
 * callback. Each flow runs once, on a phone (375 px): its steps are the same at every width. Every page the user sees is
 * checked at 375 and at 1280 px, axe and no sideways scroll at each (ADR 0382).
 */
const PHONE = { width: PHONE_WIDTH, height: 800 };

/** On the provider's consent page: choose the Google account with this address (or refuse). */
async function atGoogle(page: Page, email: string, decision: 'Consenti' | 'Rifiuta' = 'Consenti') {
  await expect(page.getByRole('heading', { name: 'Fake Google: scegli un account' })).toBeVisible();
  await page.getByLabel('Email Google').fill(email);
  await page.getByRole('button', { name: decision }).click();
}

const checked = checkedAtBothWidths;

async function addMemberViaApi(request: APIRequestContext, owner: { email: string; password: string }, email: string) {
  const login = await request.post('/api/auth/login', { data: { email: owner.email, password: owner.password } });
  expect(login.status()).toBe(200);
  const res = await request.post('/api/team/members', { data: { email, password: PASSWORD, role: 'user', firstName: 'Gaia' } });
  expect(res.status()).toBe(201);
}

test.describe('Google sign-in', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  test("registers with Google, then sets a password with 'Imposta Password'", async ({ page }) => {
    const email = uniqueEmail('google');
    await page.goto('/auth/register');
    const google = page.getByRole('link', { name: 'Accedi con Google' });
    await expect(google).toBeVisible();
    await expect(page.getByText('oppure', { exact: true })).toBeVisible();
    await checked(page);
    await google.click();
    await atGoogle(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/profile');
    const methods = page.getByRole('list', { name: 'Metodi di accesso' });
    await expect(methods.getByRole('listitem').filter({ hasText: 'Google' })).toContainText('Collegato');
    await expect(methods.getByRole('listitem').filter({ hasText: 'Email e password' })).toContainText('Password non impostata');
    const form = page.getByRole('form', { name: 'Imposta Password' });
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Password attuale')).toHaveCount(0);
    await checked(page);
    await form.getByLabel('Nuova password', { exact: true }).fill('Google1!pass');
    await form.getByLabel('Conferma nuova password').fill('Google1!pass');
    await form.getByRole('button', { name: 'Imposta password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Password aggiornata' }).first()).toBeVisible();
    await expect(methods.getByRole('listitem').filter({ hasText: 'Email e password' })).toContainText('Collegato');

    // Afterwards the account counts as having a password: the normal form asks for the current one.
    await page.reload();
    const change = page.getByRole('form', { name: 'Cambia Password' });
    await expect(change.getByLabel('Password attuale')).toBeVisible();
    await checked(page);
  });

  test('links an existing e-mail account only after its password is proved', async ({ page, request }) => {
    const owner = await createOwner(request);
    await page.goto('/auth/login');
    await checked(page);
    await page.getByRole('link', { name: 'Accedi con Google' }).click();
    await atGoogle(page, owner.email);
    await expect(page).toHaveURL(/\/auth\/google\/collega$/);
    await expect(page.getByRole('heading', { name: 'Collega il tuo account Google' })).toBeVisible();
    await expect(page.getByText(owner.email)).toBeVisible();
    await checked(page);

    await page.getByLabel('Password', { exact: true }).fill('Sbagliata1!');
    await page.getByRole('button', { name: 'Collega e accedi' }).click();
    await expect(page.getByText('Password non corretta.')).toBeVisible();
    await checked(page);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Collega e accedi' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // 'Ricordami' was left unchecked: the session cookie ends with the browser, as with the password (ADR 0123).
    const sessionCookie = async (p: Page) => (await p.context().cookies()).find((c) => c.name === 'agenti.session_token');
    expect((await sessionCookie(page))?.expires).toBe(-1);

    await page.goto('/profile');
    const methods = page.getByRole('list', { name: 'Metodi di accesso' });
    await expect(methods.getByRole('listitem').filter({ hasText: 'Google' })).toContainText('Collegato');
    await expect(methods.getByRole('listitem').filter({ hasText: 'Email e password' })).toContainText('Collegato');

    // Another browser, 'Ricordami' checked: Google signs the linked account in for 30 days.
    const other = await page.context().browser()!.newContext({ viewport: PHONE });
    const again = await other.newPage();
    await again.goto('/auth/login');
    await again.getByLabel('Ricordami').check();
    await again.getByRole('link', { name: 'Accedi con Google' }).click();
    await atGoogle(again, owner.email);
    await expect(again).toHaveURL(/\/dashboard$/);
    expect((await sessionCookie(again))!.expires * 1000).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    await other.close();
  });

  test('an invited member accepts the invitation with Google (the invited address only)', async ({ browser, request }) => {
    const owner = await createOwner(request);
    const email = uniqueEmail('invitata');
    await addMemberViaApi(request, owner, email);
    const mail = await waitForMail(email, /Benvenuto in Agenti AI/);

    const context = await browser.newContext({ viewport: PHONE });
    const member = await context.newPage();
    await member.goto(linkIn(mail, '/auth/confirm-invite'));
    await expect(member).toHaveURL(/\/auth\/update-password$/);
    const activate = member.getByRole('link', { name: 'Attiva con Google' });
    await expect(activate).toBeVisible();
    await checked(member);

    // Another Google account than the invited address: refused, with the reason.
    await activate.click();
    await atGoogle(member, uniqueEmail('altro'));
    await expect(member).toHaveURL(/\/auth\/update-password\?google=inviteMismatch$/);
    await expect(member.getByRole('alert')).toContainText("L'email del tuo account Google non corrisponde a quella dell'invito.");
    await checked(member);

    await member.getByRole('link', { name: 'Attiva con Google' }).click();
    await atGoogle(member, email);
    await expect(member).toHaveURL(/\/dashboard$/);
    await member.goto('/profile');
    await expect(member.getByRole('form', { name: 'Imposta Password' })).toBeVisible();
    await context.close();
  });

  test('a refused consent comes back to the login page with an Italian message', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Accedi con Google' }).click();
    await atGoogle(page, uniqueEmail('rifiuto'), 'Rifiuta');
    await expect(page).toHaveURL(/\/auth\/login\?google=denied$/);
    await expect(page.getByRole('alert')).toHaveText("Accesso con Google annullato: non hai concesso l'autorizzazione.");
    await checked(page);
  });
});
