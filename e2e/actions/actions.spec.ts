import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { test, expect, seriousA11yViolations, ownerWithSession } from '../fixtures';

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** The business's own order system (an outside service), on a local socket reached as 'localhost' (CRAWLER_ALLOW_PRIVATE_HOSTS). */
async function startShop() {
  const seen: { url: string; authorization: string | undefined }[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
    const order = /^\/api\/ordini\/([^/?]+)/.exec(req.url ?? '');
    if (!order) return void res.writeHead(404).end();
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ numero: order[1], stato: 'Spedito', consegna: '9 dicembre', cliente: { email: 'privato@esempio.it' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}`, seen, close: () => new Promise((r) => server.close(r)) };
}

test("an action is defined, tried with 'Prova' and used from the test chat's form, at 1280 and 375 px", async ({ page, request }) => {
  const shop = await startShop();
  await ownerWithSession(page, request);
  const created = await page.request.post('/api/agents', {
    data: { name: 'Negozio Bici', description: 'Assistenza ordini', instructions: 'Rispondi in italiano.' },
  });
  expect(created.status()).toBe(201);
  const agent = (await created.json()) as { id: string };

  await page.goto(`/agent/${agent.id}/settings`);
  await page.getByRole('tab', { name: 'Azioni', exact: true }).click();
  await expect(page.getByText('Nessuna azione. Aggiungi la prima: per esempio «Stato ordine».')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Aggiungi azione' }).click();
  await page.getByLabel(/^Nome\*?( \(obbligatorio\))?$/).fill('Stato ordine');
  await page.getByLabel(/^Quando usarla/).fill('Quando il cliente chiede a che punto è il suo ordine.');
  // A private address is refused, in Italian, under the field.
  await page.getByLabel(/^Indirizzo \(URL\)/).fill('http://169.254.169.254/latest/{numero}');
  await page.getByRole('button', { name: 'Aggiungi parametro' }).click();
  await page.getByLabel(/^Nome parametro/).fill('numero');
  await page.getByLabel('Descrizione').fill("Numero dell'ordine");
  await page.getByRole('button', { name: 'Aggiungi intestazione' }).click();
  await page.getByLabel('Nome intestazione').fill('Authorization');
  await page.getByLabel('Valore (segreto)').fill('Bearer segreto-negozio');
  await page.getByLabel('Campi della risposta da mostrare').fill('stato, consegna');
  await page.getByRole('button', { name: 'Salva azione' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Questo indirizzo non è raggiungibile' })).toBeVisible();
  await page.getByLabel(/^Indirizzo \(URL\)/).fill(`${shop.url}/api/ordini/{numero}`);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Salva azione' }).click();
  await expect(page.getByText('Azione creata.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Azioni' }).getByText('Stato ordine')).toBeVisible();

  // 'Prova' with a sample value: the chosen fields, never the rest of the answer.
  await page.getByRole('button', { name: 'Prova', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Prova «Stato ordine»' });
  await dialog.getByLabel(/^Numero dell'ordine/).fill('A-17');
  await dialog.getByRole('button', { name: 'Esegui prova' }).click();
  const result = dialog.getByTestId('action-result');
  await expect(result).toContainText('Spedito');
  await expect(result).toContainText('9 dicembre');
  await expect(result).not.toContainText('privato@esempio.it');
  expect(shop.seen.at(-1)).toEqual({ url: '/api/ordini/A-17', authorization: 'Bearer segreto-negozio' });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The test chat, without a model: the question matches the action, its form appears; the result shows the fields.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/agent/${agent.id}/chat`);
  await page.getByLabel('Messaggio', { exact: true }).fill('A che punto è il mio ordine 1234?');
  await page.getByRole('button', { name: 'Invia', exact: true }).click();
  await expect(page.getByText('Posso verificarlo subito: compila il modulo.')).toBeVisible({ timeout: 30_000 });
  const form = page.getByRole('region', { name: 'Stato ordine' });
  await form.getByLabel(/^Numero dell'ordine/).fill('1234');
  await form.getByRole('button', { name: 'Esegui' }).click();
  await expect(form.getByTestId('action-result')).toContainText('Spedito');
  expect(shop.seen.at(-1)!.url).toBe('/api/ordini/1234');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
  // From the chat's 'Azioni' menu as well.
  await page.getByRole('button', { name: 'Azioni', exact: true }).click();
  await page.getByRole('list', { name: 'Cosa posso fare per te' }).getByRole('button', { name: 'Stato ordine' }).click();
  await expect(page.getByRole('region', { name: 'Stato ordine' }).getByLabel(/^Numero dell'ordine/)).toBeVisible();
  await shop.close();
});
