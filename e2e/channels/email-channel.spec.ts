import { existsSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, expect, agentWithDocument, seriousA11yViolations, ownerWithSession } from '../fixtures';
import { startDovecot, startSmtpReceiver, type LocalImap, type LocalSmtp } from '../../apps/server/src/test/local-mail-servers';

/**
 * The e-mail channel (issue 47) in the browser: the owner fills the 'E-mail' section of 'Integrazioni' with the IMAP and
 * SMTP settings of a real local mailbox (Debian's Dovecot and an SMTP receiver, started here on 127.0.0.1 like the API
 * tests do; the server under test reaches them on their ports), tries 'Prova connessione' with a wrong password and the
 * right one, saves; a message delivered into the inbox is answered by SMTP in its thread (In-Reply-To, References),
 * and the conversation is read in 'Conversazioni' with its channel and the sender masked, at 1280 and 375 px with axe.
 *
 * Dovecot is a system package (.ci/run installs dovecot-imapd): without it the test fails, saying what to install.
 */
const DOVECOT = ['/usr/sbin/dovecot', '/usr/local/sbin/dovecot'].some((p) => existsSync(p));
test.describe.configure({ timeout: 180_000 });

let imap: LocalImap;
let smtp: LocalSmtp;
test.beforeAll(async () => {
  if (!DOVECOT) throw new Error('Dovecot is not installed: apt-get install -y --no-install-recommends dovecot-imapd');
  [imap, smtp] = await Promise.all([startDovecot(), startSmtpReceiver()]);
});
test.afterAll(async () => {
  await imap?.close();
  await smtp?.close();
});

async function fitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

/** Fills the section's form; TLS off (the local servers speak plain text on 127.0.0.1). */
async function fill(section: Locator, box: { address: string; password: string }) {
  await section.getByLabel('Indirizzo della casella').fill(box.address);
  await section.getByLabel('Nome utente').fill(box.address);
  await section.getByLabel('Server IMAP').fill(imap.host);
  await section.getByLabel('Porta IMAP').fill(String(imap.port));
  await section.getByLabel('Server SMTP').fill('127.0.0.1');
  await section.getByLabel('Porta SMTP').fill(String(smtp.port));
  await section.getByLabel('Password per le app').fill(box.password);
  await section.getByLabel('IMAP con TLS (porta 993)').uncheck();
  await section.getByLabel('SMTP con TLS (porta 465)').uncheck();
}

test('the owner connects a mailbox; a message is answered in its thread and the conversation is read', async ({ page, request }) => {
  const run = `${Date.now().toString(36)}${process.pid}`;
  const box = { address: `info.${run}@negozio-e2e.test`, password: `app-password-${run}` };
  const customer = `cliente.${run}@esempio.it`;
  imap.addUser(box.address, box.password);
  smtp.addUser(box.address, box.password);

  await ownerWithSession(page, request);
  const agent = await agentWithDocument(page, 'Assistente E-mail');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/integrations/channels');
  const card = page.locator('#canali');
  await expect(card.getByRole('heading', { name: 'Canali' })).toBeVisible();
  const section = card.locator('section').filter({ has: page.getByRole('heading', { name: 'E-mail', exact: true }) });

  // 'Prova connessione' with a wrong password: the IMAP server refused it, said in Italian; nothing saved.
  await fill(section, { ...box, password: 'sbagliata' });
  await section.getByRole('button', { name: 'Prova connessione' }).click();
  await expect(page.getByText(/Il server IMAP ha rifiutato utente o password/)).toBeVisible();
  // The right one: both servers answer.
  await section.getByLabel('Password per le app').fill(box.password);
  await section.getByRole('button', { name: 'Prova connessione' }).click();
  await expect(page.getByText('Connessione riuscita: la casella si legge (IMAP) e si scrive (SMTP).')).toBeVisible();
  await section.getByRole('button', { name: 'Collega la casella' }).click();
  await expect(page.getByText(/E-mail collegata/)).toBeVisible();
  await expect(section.getByText(`Casella: ${box.address}`)).toBeVisible();
  await expect(section.getByText(`IMAP ${imap.host}:${imap.port} · SMTP 127.0.0.1:${smtp.port}`)).toBeVisible();
  await expect(section.getByLabel('Password per le app')).toHaveValue('');
  await page.reload();
  await expect(section.getByText(`Casella: ${box.address}`)).toBeVisible();
  await expect(section.getByText('Stato: Collegato')).toBeVisible();
  await expect(card).not.toContainText(box.password);
  expect(await seriousA11yViolations(page), '/integrations at 1280 px').toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(section.getByText(`Casella: ${box.address}`)).toBeVisible();
  await fitsPhone(page);
  expect(await seriousA11yViolations(page), '/integrations at 375 px').toEqual([]);

  // A customer writes to the mailbox (delivered into the inbox as a delivery agent does): answered in the thread.
  const messageId = `<domanda.${run}@esempio.it>`;
  const raw = [
    `From: Carla Bianchi <${customer}>`,
    `To: ${box.address}`,
    'Subject: Orari del negozio',
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: ${messageId}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Buongiorno, a che ora aprite il sabato?',
    '',
  ].join('\r\n');
  await imap.deliver(box.address, box.password, raw);
  const answer = await smtp.next((m) => m.to.includes(customer));
  expect(answer.user).toBe(box.address);
  expect(answer.mail.from?.value[0]?.address).toBe(box.address);
  expect(answer.mail.subject).toBe('Re: Orari del negozio');
  expect(answer.mail.inReplyTo).toBe(messageId);
  expect(answer.mail.references).toContain(messageId);
  expect(answer.mail.text).toContain('nove del mattino');
  expect(answer.mail.html || '').toContain('nove del mattino');
  // The original is marked as read.
  await expect
    .poll(async () => (await imap.inbox(box.address, box.password)).find((m) => m.subject === 'Orari del negozio')?.seen)
    .toBe(true);

  // 'Conversazioni': the e-mail, its channel and the sender masked; read at 1280 and 375 px.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/agent/${agent.id}/analytics/conversations`);
  const list = page.getByRole('list', { name: 'Conversazioni' });
  const item = list.getByRole('listitem').filter({ hasText: 'a che ora aprite il sabato?' });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('E-mail');
  await expect(item).toContainText(`cl•••@esempio.it`);
  await expect(item).not.toContainText(customer);
  expect(await seriousA11yViolations(page), '/analytics/conversations at 1280 px').toEqual([]);
  await item.getByRole('link').click();
  await expect(page.getByText('a che ora aprite il sabato?')).toBeVisible();
  await expect(page.getByText(/nove del mattino/).first()).toBeVisible();
  expect(await seriousA11yViolations(page), 'an e-mail conversation at 1280 px').toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByText('a che ora aprite il sabato?')).toBeVisible();
  await expect(page.getByText(/nove del mattino/).first()).toBeVisible();
  await fitsPhone(page);
  expect(await seriousA11yViolations(page), 'an e-mail conversation at 375 px').toEqual([]);

  // The customer asks to be forgotten: the owner finds the e-mail conversation by their address and erases it.
  const emailConversations = async () => {
    const res = await page.request.get(`/api/analytics/conversations?channel=email&agentId=${agent.id}`);
    expect(res.status()).toBe(200);
    return ((await res.json()) as { conversations: unknown[] }).conversations.length;
  };
  expect(await emailConversations()).toBe(1);
  await page.goto('/analytics/conversations');
  const erasure = page.getByRole('region', { name: 'Cancella i dati di un visitatore' });
  await erasure.getByLabel('E-mail del visitatore').fill(customer.toUpperCase());
  await erasure.getByRole('button', { name: 'Cerca' }).click();
  await expect(erasure.getByText('Trovata 1 conversazione:')).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await erasure.getByRole('button', { name: 'Cancella i dati del visitatore' }).click();
  await expect(page.getByText('Cancellata 1 conversazione del visitatore.')).toBeVisible();
  expect(await emailConversations()).toBe(0);

  // The mail server stops: the card says since when the mailbox is not read (the reader tries again at once after a
  // connection that worked is dropped), at 1280 and 375 px.
  await imap.close();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/integrations/channels');
  const notRead = section.getByRole('alert').filter({ hasText: /^La casella non si legge dal \d{2}\/\d{2}\/\d{4}/ });
  await expect(async () => {
    await page.reload();
    await expect(notRead).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(notRead).toContainText('l’agente riprova da solo');
  expect(await seriousA11yViolations(page), '/integrations with a mailbox not read, at 1280 px').toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(notRead).toBeVisible();
  await fitsPhone(page);
});
