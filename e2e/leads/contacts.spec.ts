import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  checkedAtBothWidths,
  loginViaUi,
  ownerSignedIn,
  seriousA11yViolations,
  ownerWithSession,
  signInViaApi,
  PHONE_WIDTH,
} from '../fixtures';
import { LEADS_INSTRUCTOR, LEADS_OWNER } from '../support/env';

/** 'Contatti' and the leads webhook (issue 30): the leads are seeded by global setup through `recordLead`. */

async function fitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test("the owner lists the visitors' contacts, filters them, opens the conversation and downloads the CSV", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginViaUi(page, LEADS_OWNER);
  await page.getByRole('complementary', { name: "Menu dell'area riservata" }).getByRole('link', { name: 'Contatti', exact: true }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page).toHaveTitle('Contatti · Agenti AI');
  await expect(page.getByRole('heading', { level: 1, name: 'Contatti' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Elenco dei contatti' });
  await expect(table.getByRole('row')).toHaveCount(1 + 3);
  await expect(table.getByRole('row').nth(1)).toContainText('Luca Verdi');
  const mario = table.getByRole('row', { name: /Mario Rossi/ });
  await expect(mario).toContainText('Negozio Centro');
  await expect(mario).toContainText('mario.rossi@example.com');
  await expect(mario).toContainText('+39 333 1234567');
  await expect(mario).toContainText('Sì');
  expect(await seriousA11yViolations(page), '/contacts at 1280').toEqual([]);

  // Filters: the agent, then a search in name, e-mail and phone.
  await page.getByLabel('Agente').selectOption({ label: 'Assistenza Ordini' });
  await page.getByRole('button', { name: 'Applica' }).click();
  await expect(table.getByRole('row')).toHaveCount(1 + 2);
  await page.getByLabel('Cerca').fill('giulia');
  await page.getByRole('button', { name: 'Applica' }).click();
  await expect(table.getByRole('row')).toHaveCount(1 + 1);
  await expect(table).toContainText('Giulia Bianchi');
  await page.getByLabel('Dal giorno', { exact: true }).fill('2020-01-01');
  await page.getByLabel('Al giorno', { exact: true }).fill('2020-01-31');
  await page.getByRole('button', { name: 'Applica' }).click();
  await expect(page.getByText('Nessun contatto corrisponde ai filtri.')).toBeVisible();
  await page.getByRole('button', { name: 'Azzera filtri' }).click();
  await expect(table.getByRole('row')).toHaveCount(1 + 3);

  // The CSV, for Italian Excel.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Esporta CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^contatti-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFData;Agente;Nome;E-mail;Telefono;Consenso;Data consenso;Origine;Conversazione\r\n')).toBe(true);
  expect(csv).toContain(";Negozio Centro;Mario Rossi;mario.rossi@example.com;'+39 333 1234567;sì;");
  expect(csv.trim().split('\r\n')).toHaveLength(4);

  // The conversation the contact was left in.
  await mario.getByRole('link', { name: 'Apri la conversazione di Mario Rossi' }).click();
  await expect(page).toHaveURL(/\/analytics\/conversations\/[0-9a-f-]+$/);
});

test('at 375 px the contacts are cards, the filters fold away, and an instructor sees only their agents’ contacts', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInViaApi(page, LEADS_INSTRUCTOR);
  await page.goto('/contacts');
  const cards = page.getByRole('list', { name: 'Elenco dei contatti' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards).toContainText('Mario Rossi');
  await expect(cards).not.toContainText('Giulia Bianchi');
  await expect(page.getByLabel('Cerca')).toBeHidden();
  await page.getByRole('button', { name: 'Filtri' }).click();
  await expect(page.getByLabel('Cerca')).toBeVisible();
  await fitsPhone(page);
  expect(await seriousA11yViolations(page), '/contacts at 375').toEqual([]);
});

/** A receiver for the webhook on a real local socket. */
async function receiver() {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/crm`,
    received,
    close: () => new Promise((r) => server.close(r)),
  };
}

// The webhook's steps are the same at every width: once on a phone, its page checked at both widths (ADR 0382).
test(`the owner sets up the leads webhook, copies the secret once, sends a signed test and reads the log (375 px, checked at 1280)`, async ({
  page,
  request,
}) => {
  const crm = await receiver();
  await page.setViewportSize({ width: PHONE_WIDTH, height: 900 });
  await ownerSignedIn(page, request);
  // From 'Contatti', the link lands on the webhook's card, in the developers' part of the integrations page.
  await page.goto('/contacts');
  await page.getByRole('main').getByRole('link', { name: 'Integrazioni', exact: true }).click();
  await expect(page).toHaveURL(/\/integrations\/developers#webhook-contatti$/);
  const card = page.locator('#webhook-contatti');
  await expect(card.getByRole('heading', { name: 'Webhook dei contatti' })).toBeInViewport();
  await card.getByLabel('URL del webhook').fill('non un indirizzo');
  await card.getByRole('button', { name: 'Crea webhook' }).click();
  await expect(card.getByText('Indirizzo non valido: usa un URL https:// completo (es. https://esempio.it/webhook).')).toBeVisible();
  await card.getByLabel('URL del webhook').fill(crm.url);
  await card.getByRole('button', { name: 'Crea webhook' }).click();
  const secret = await card.getByRole('textbox', { name: 'Segreto di firma' }).inputValue();
  expect(secret).toMatch(/^whsec_/);
  await expect(card).toContainText(`Segreto in uso: ${secret.slice(0, 10)}…`);

  await card.getByRole('button', { name: 'Invia un test' }).click();
  // The test is delivered inside the request: give a busy machine room.
  await expect(page.getByText('Test consegnato: il server ha risposto HTTP 200.')).toBeVisible({ timeout: 30_000 });
  const log = card.getByRole('list', { name: 'Registro delle consegne' });
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await expect(log).toContainText('Prova');
  await expect(log).toContainText('Risposta: 200');
  expect(crm.received).toHaveLength(1);
  const [delivery] = crm.received;
  const expected = createHmac('sha256', secret).update(`${delivery!.headers['x-agenti-timestamp']}.${delivery!.body}`).digest('hex');
  expect(delivery!.headers['x-agenti-signature']).toBe(`sha256=${expected}`);
  expect(JSON.parse(delivery!.body)).toMatchObject({ event: 'webhook.test' });
  await checkedAtBothWidths(page);

  // After a reload the secret is gone for good: only its first characters remain.
  await page.reload();
  await expect(card).toContainText(`Segreto in uso: ${secret.slice(0, 10)}…`);
  await expect(card.getByRole('textbox', { name: 'Segreto di firma' })).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);
  await crm.close();
});

for (const width of [1280, 375]) {
  test(`'Contatti' shows a visitor's new contact live, without a reload (${width} px)`, async ({ page, request, playwright }) => {
    await page.setViewportSize({ width, height: 900 });
    await ownerWithSession(page, request);
    const created = await page.request.post('/api/agents', { data: { name: `Vetrina ${width}`, instructions: 'Rispondi in italiano.' } });
    expect(created.status()).toBe(201);
    const agent = (await created.json()) as { id: string };
    await page.goto('/contacts');
    await expect(page.getByText('Nessun contatto ancora: compariranno qui quando un visitatore lascerà i suoi recapiti.')).toBeVisible();

    // A visitor (no session) leaves a contact before the chat; the page open in the owner's browser shows it.
    const visitor = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    const left = await visitor.post(`/api/public/agents/${agent.id}/contact`, {
      data: {
        name: `Rita Live ${width}`,
        email: `rita.${width}@example.com`,
        consent: true,
        visitorId: crypto.randomUUID(),
        channel: 'widget',
      },
    });
    expect(left.status()).toBe(200);
    await visitor.dispose();
    const list = page.getByRole(width === 375 ? 'list' : 'table', { name: 'Elenco dei contatti' });
    await expect(list).toContainText(`Rita Live ${width}`);
    await expect(list).toContainText(`rita.${width}@example.com`);
    if (width === 375) await fitsPhone(page);
    expect(await seriousA11yViolations(page), `/contacts live at ${width}`).toEqual([]);
  });
}
