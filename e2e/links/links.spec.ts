import type { Page } from '@playwright/test';
import { test, expect, linkIn, ownerSignedIn, seriousA11yViolations, uniqueEmail, waitForMail } from '../fixtures';
import { WIDTHS, sidewaysOverflow } from '../first-run/helpers';

/**
 * Issue 34, ADR 0133: the invited member learns who invited them; a link already used or expired (invitation, e-mail
 * confirmation, password reset) ends on 'link non valido' with a button to ask for a new one, answered the same for
 * any address.
 */

async function checkLayout(page: Page, what: string) {
  expect(await sidewaysOverflow(page), `${what} scrolls sideways`).toBe(0);
  expect(await seriousA11yViolations(page), what).toEqual([]);
}

test('the invitee reads who invited them; an invitation link used again offers a new invitation, which arrives', async ({
  page,
  browser,
  request,
}) => {
  const owner = await ownerSignedIn(page, request);
  const ownerName = owner.email.split('@')[0]!;
  const email = uniqueEmail('invitata');
  const added = await page.request.post('/api/team/members', { data: { email, password: 'Provvisoria1!', role: 'user' } });
  expect(added.status()).toBe(201);
  const link = linkIn(await waitForMail(email, /conferma il tuo invito/), '/auth/confirm-invite');

  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link);
  await expect(invitee).toHaveURL(/\/auth\/update-password$/);
  await expect(invitee.getByTestId('invited-by')).toHaveText(`${ownerName} ti ha invitato a unirti al suo team su Agenti AI.`);
  for (const size of WIDTHS) {
    await invitee.setViewportSize({ width: size.width, height: size.height });
    await checkLayout(invitee, `${size.name}: update-password of an invitee`);
  }

  // The same link again, in a browser not signed in: spent.
  const stranger = await (await browser.newContext()).newPage();
  for (const size of WIDTHS) {
    await stranger.setViewportSize({ width: size.width, height: size.height });
    await stranger.goto(link);
    await expect(stranger.getByRole('alert')).toHaveText('Il link di invito non è valido o è scaduto. Per favore, richiedine uno nuovo.');
    await expect(stranger.getByRole('button', { name: 'Richiedi un nuovo invito' })).toBeVisible();
    await checkLayout(stranger, `${size.name}: spent invitation`);
  }
  await stranger.getByRole('button', { name: 'Richiedi un nuovo invito' }).click();
  await stranger.getByLabel('Il tuo indirizzo email').fill(email);
  await stranger.getByRole('button', { name: 'Invia un nuovo link' }).click();
  const answer = "Se a questo indirizzo è destinato un invito non ancora confermato, riceverai a breve un'email con un nuovo link.";
  await expect(stranger.getByRole('status').filter({ hasText: answer })).toBeVisible();
  await checkLayout(stranger, 'phone: new invitation requested');
  await expect.poll(async () => linkIn(await waitForMail(email, /conferma il tuo invito/), '/auth/confirm-invite')).not.toBe(link);

  // An address without an invitation gets the very same answer.
  await stranger.goto(link);
  await stranger.getByRole('button', { name: 'Richiedi un nuovo invito' }).click();
  await stranger.getByLabel('Il tuo indirizzo email').fill(uniqueEmail('nessuno'));
  await stranger.getByRole('button', { name: 'Invia un nuovo link' }).click();
  await expect(stranger.getByRole('status').filter({ hasText: answer })).toBeVisible();
});

test('an e-mail confirmation link that is not valid offers a new one', async ({ page }) => {
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/auth/verify-email?token=inventato');
    await expect(page.getByRole('alert')).toHaveText('Il link non è valido o è scaduto. Richiedine uno nuovo.');
    await checkLayout(page, `${size.name}: invalid confirmation link`);
  }
  await page.getByRole('button', { name: 'Richiedi un nuovo link di conferma' }).click();
  await page.getByLabel('Il tuo indirizzo email').fill('non-una-email');
  await page.getByRole('button', { name: 'Invia un nuovo link' }).click();
  await expect(page.getByText('Indirizzo email non valido.')).toBeVisible();
  await page.getByLabel('Il tuo indirizzo email').fill(uniqueEmail('sconosciuto'));
  await page.getByRole('button', { name: 'Invia un nuovo link' }).click();
  await expect(page.getByRole('status')).toContainText(
    "Se l'indirizzo è registrato e non ancora confermato, riceverai un nuovo link di verifica.",
  );
  await checkLayout(page, 'phone: new confirmation link requested');
});

test('a password reset link already used or expired ends on Link non valido with a button for a new one', async ({ page, request }) => {
  const owner = await ownerSignedIn(page, request);
  await page.context().clearCookies();
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/auth/update-password?token=scaduto');
    await page.getByLabel('Nuova password', { exact: true }).fill('NuovaPassword1!');
    await page.getByLabel('Conferma nuova password').fill('NuovaPassword1!');
    await page.getByRole('button', { name: 'Aggiorna password' }).click();
    await expect(page.getByRole('heading', { name: 'Link non valido' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Il link non è valido o è scaduto. Richiedine uno nuovo.');
    await checkLayout(page, `${size.name}: invalid reset link`);
  }
  await page.getByRole('button', { name: 'Richiedi un nuovo link per reimpostare la password' }).click();
  await page.getByLabel('Il tuo indirizzo email').fill(owner.email);
  await page.getByRole('button', { name: 'Invia un nuovo link' }).click();
  await expect(page.getByRole('status')).toContainText('Controlla la tua mail: se eri registrato riceverai link per cambio password');
  const mail = await waitForMail(owner.email, /password/i);
  expect(linkIn(mail, '/auth/update-password')).toContain('token=');
});
