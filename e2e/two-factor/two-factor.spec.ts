import type { Browser, Page } from '@playwright/test';
import { test, expect, createOwner, uniqueEmail, seriousA11yViolations, totpCode, totpStep, waitForMail, linkIn } from '../fixtures';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/**
 * The test's authenticator app: each code is of a step after the last one used (the server refuses a code used
 * twice), the current one when possible; the server accepts the step after the current one too.
 */
function phone(secret: string) {
  let last = 0;
  return () => {
    last = Math.max(totpStep(), last + 1);
    return totpCode(secret, last);
  };
}

async function signInWithPassword(page: Page, user: { email: string; password: string }, rememberMe = true) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  if (rememberMe) await page.getByLabel('Ricordami').check();
  await page.getByRole('button', { name: 'Accedi' }).click();
}

async function newPage(browser: Browser, options: { userAgent?: string; width?: number } = {}) {
  const context = await browser.newContext({
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    viewport: { width: options.width ?? 1280, height: 800 },
  });
  return context.newPage();
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('two-factor sign-in: enable it, sign in with a code and a recovery code, see and end sessions, require it for the team', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await createOwner(request);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Without the factor the password alone signs in.
  await signInWithPassword(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile');
  await expect(page.getByText('Non attiva')).toBeVisible();
  await page.getByRole('button', { name: 'Attiva la verifica in due passaggi' }).click();
  await expect(page.getByRole('img', { name: "Codice QR per l'app di autenticazione" })).toBeVisible();
  expect(await seriousA11yViolations(page), 'enrolment at 1280 px').toEqual([]);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const nextCode = phone(secret);

  // A wrong code first: refused in Italian, nothing enabled.
  await page.getByLabel('Codice a 6 cifre').fill(totpCode(secret, totpStep() - 10));
  await page.getByRole('button', { name: 'Attiva', exact: true }).click();
  await expect(page.getByText(/Errore di verifica: Codice non valido\./)).toBeVisible();
  await page.getByLabel('Codice a 6 cifre').fill(nextCode());
  await page.getByRole('button', { name: 'Attiva', exact: true }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await page.getByRole('button', { name: 'Ho salvato i codici' }).click();
  await expect(page.getByText('Attiva', { exact: true })).toBeVisible();
  // The owner's mailbox is told (ADR 0112).
  expect((await waitForMail(owner.email, /^Verifica in due passaggi attivata$/)).text).toContain('Conserva i codici di recupero');

  // A second browser (another device): the password, then the app's code.
  const laptop = await newPage(browser, { userAgent: FIREFOX_WINDOWS });
  await signInWithPassword(laptop, owner);
  await expect(laptop).toHaveURL(/\/auth\/second-factor$/);
  await laptop.goto('/dashboard');
  await expect(laptop).toHaveURL(/\/auth\/second-factor$/);
  await laptop.getByLabel('Codice a 6 cifre').fill('12345');
  await laptop.getByRole('button', { name: 'Verifica' }).click();
  await expect(laptop.getByText('Errore di verifica: Inserisci le 6 cifre del codice.')).toBeVisible();
  await laptop.getByLabel('Codice a 6 cifre').fill(nextCode());
  await laptop.getByRole('button', { name: 'Verifica' }).click();
  await expect(laptop).toHaveURL(/\/dashboard$/);

  // A third one signs in with a recovery code; the same code is refused the next time.
  const spare = await newPage(browser);
  await signInWithPassword(spare, owner, false);
  await expect(spare).toHaveURL(/\/auth\/second-factor$/);
  await spare.getByRole('button', { name: 'Usa un codice di recupero' }).click();
  await spare.getByLabel('Codice di recupero').fill(recoveryCodes[0]!);
  await spare.getByRole('button', { name: 'Verifica' }).click();
  await expect(spare).toHaveURL(/\/dashboard$/);
  // 'Ricordami' unchecked: the cookie ends with the browser (no expiry date).
  const spareCookie = (await spare.context().cookies()).find((c) => c.name === 'agenti.session_token');
  expect(spareCookie?.expires).toBe(-1);
  const again = await newPage(browser);
  await signInWithPassword(again, owner);
  await again.getByRole('button', { name: 'Usa un codice di recupero' }).click();
  await again.getByLabel('Codice di recupero').fill(recoveryCodes[0]!);
  await again.getByRole('button', { name: 'Verifica' }).click();
  await expect(again.getByText('Errore di verifica: Codice di recupero non valido o già usato.')).toBeVisible();
  await again.context().close();

  // The sessions on the profile: this one marked, the Firefox one ended from here, which signs that browser out.
  await page.reload();
  const sessions = page.getByTestId('sessions-list');
  await expect(sessions.getByText('Questa sessione')).toBeVisible();
  await expect(sessions.getByText('Firefox 133 su Windows')).toBeVisible();
  await expect(sessions.getByText(/Indirizzo IP 127\.0\.0\.x|Luogo sconosciuto/).first()).toBeVisible();
  await expect(sessions.getByText('Fino alla chiusura del browser')).toBeVisible();
  expect(await seriousA11yViolations(page), 'profile at 1280 px').toEqual([]);
  await page.getByRole('button', { name: 'Termina la sessione Firefox 133 su Windows' }).click();
  await expect(page.getByText('Sessione terminata.')).toBeVisible();
  await expect(sessions.getByText('Firefox 133 su Windows')).toHaveCount(0);
  await expect(laptop).toHaveURL(/\/auth\/login$/);
  await page.getByRole('button', { name: 'Termina tutte le altre sessioni' }).click();
  await expect(page.getByText('Tutte le altre sessioni sono state terminate.')).toBeVisible();
  await expect(spare).toHaveURL(/\/auth\/login$/);
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  // The profile at phone width.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('button', { name: 'Genera nuovi codici di recupero' })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(375);
  expect(await seriousA11yViolations(page), 'profile at 375 px').toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The owner requires the factor of the whole team, then adds a member.
  await page.goto('/users');
  const rule = page.getByLabel('Richiedi la verifica in due passaggi a tutti i membri');
  // Checked once the server has saved it (the box shows the session's rule, not the click).
  await rule.click();
  await expect(page.getByText('Da ora ogni membro del team deve usare la verifica in due passaggi.')).toBeVisible();
  await expect(rule).toBeChecked();
  expect(await seriousA11yViolations(page), 'team page at 1280 px').toEqual([]);
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(rule).toBeVisible();
  expect(await seriousA11yViolations(page), 'team page at 375 px').toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  const memberEmail = uniqueEmail('membro');
  await page.getByRole('button', { name: 'Aggiungi Utente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi Utente' });
  await dialog.getByLabel('Email').fill(memberEmail);
  await dialog.getByLabel('Password provvisoria').fill('Provvisoria1!');
  await dialog.getByRole('button', { name: 'Aggiungi Utente' }).click();
  await expect(dialog).toHaveCount(0);

  // The member, on a phone, accepts the invitation and chooses a password, as every invited member does...
  const member = await newPage(browser, { width: 375 });
  const mail = await waitForMail(memberEmail, /Benvenuto in Agenti AI/);
  await member.goto(linkIn(mail, '/auth/confirm-invite'));
  await expect(member).toHaveURL(/\/auth\/update-password$/);
  await member.getByLabel('Nuova password', { exact: true }).fill('MiaPassword1!');
  await member.getByLabel('Conferma nuova password').fill('MiaPassword1!');
  await member.getByRole('button', { name: 'Aggiorna password' }).click();
  await expect(member).toHaveURL(/\/auth\/login$/);
  // ...and at sign-in is led to set the factor up before anything else.
  await signInWithPassword(member, { email: memberEmail, password: 'MiaPassword1!' });
  await expect(member).toHaveURL(/\/auth\/second-factor$/);
  await expect(member.getByText(/Il proprietario del tuo team richiede la verifica in due passaggi/)).toBeVisible();
  await member.goto('/agents');
  await expect(member).toHaveURL(/\/auth\/second-factor$/);
  expect(await seriousA11yViolations(member), 'set-up at 375 px').toEqual([]);
  await member.getByRole('button', { name: "Configura l'app di autenticazione" }).click();
  const memberSecret = (await member.getByTestId('totp-secret').textContent())!.trim();
  expect(await noSidewaysScroll(member)).toBeLessThanOrEqual(375);
  await member.getByLabel('Codice a 6 cifre').fill(totpCode(memberSecret, totpStep()));
  await member.getByRole('button', { name: 'Attiva', exact: true }).click();
  await expect(member.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await member.getByRole('button', { name: 'Continua' }).click();
  await expect(member).toHaveURL(/\/dashboard$/);
  // The member cannot turn it off: the owner requires it.
  await member.goto('/profile');
  await expect(member.getByText('Obbligatoria: il proprietario del team la richiede a tutti i membri.')).toBeVisible();
  await expect(member.getByRole('button', { name: 'Disattiva' })).toHaveCount(0);

  // The member lost the phone: the owner resets the factor, which signs the member out; the next sign-in sets it up anew.
  await page.goto('/users');
  await page
    .getByTestId('team-row')
    .filter({ hasText: memberEmail })
    .getByRole('button', { name: /Azioni per/ })
    .click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('menuitem', { name: 'Reimposta verifica in due passaggi' }).click();
  await expect(page.getByText(`Verifica in due passaggi reimpostata per ${memberEmail}`, { exact: false })).toBeVisible();
  // The member is told by e-mail, whoever holds the session (ADR 0112).
  const resetNotice = await waitForMail(memberEmail, /^La tua verifica in due passaggi è stata reimpostata$/);
  expect(resetNotice.text).toContain('Il proprietario del tuo team ha reimpostato la verifica in due passaggi');
  await expect(member).toHaveURL(/\/auth\/login$/);
  await signInWithPassword(member, { email: memberEmail, password: 'MiaPassword1!' });
  await expect(member).toHaveURL(/\/auth\/second-factor$/);
  await expect(member.getByRole('button', { name: "Configura l'app di autenticazione" })).toBeVisible();
});
