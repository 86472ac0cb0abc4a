import http from 'node:http';
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { test, expect, agentWithDocument, ownerSignedIn, seriousA11yViolations, ownerWithSession } from '../fixtures';
import { E2E_BASE_URL } from '../support/env';
import { expectAccessibleOnDesktopAndPhone, expectVisitorWording } from '../support/visitor-view';

/** A customer's site on another local port: it serves one page with the given HTML body. */
async function customerSite(body: (port: number) => string) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="it"><head><title>Negozio</title></head><body><h1>Il nostro negozio</h1>${body(port())}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = () => (server.address() as AddressInfo).port;
  return { url: `http://localhost:${port()}/`, host: `localhost:${port()}`, close: () => new Promise((r) => server.close(r)) };
}

const scriptTag = (agentId: string) => `<script src="${E2E_BASE_URL}/widget.js" data-agent-id="${agentId}" async></script>`;
const iframeTag = (agentId: string) =>
  `<iframe src="${E2E_BASE_URL}/widget/${agentId}" title="Chat incorporata" style="width:100%;height:600px;border:0"></iframe>`;

test('the owner sets up the widget on /integrations; an allowed site embeds it and gets answers with sources, another is refused', async ({
  page,
  request,
  browser,
}) => {
  await ownerWithSession(page, request);
  const agent = await agentWithDocument(page, 'Assistente Negozio');
  const allowed = await customerSite(() => scriptTag(agent.id));
  const other = await customerSite(() => scriptTag(agent.id));
  try {
    await page.goto('/integrations');
    await expect(page.getByRole('heading', { name: 'Integrazioni', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Link della chat pubblica' })).toHaveValue(
      `${E2E_BASE_URL}/agent/public-chat/${agent.id}`,
    );
    // The page's parts (issue 50): the site's widget one click away.
    await page.getByRole('navigation', { name: 'Parti della pagina Integrazioni' }).getByRole('link', { name: 'Widget sul sito' }).click();
    await expect(page).toHaveURL(/\/integrations\/widget$/);
    await expect(page.getByRole('textbox', { name: 'Script del widget (pulsante flottante)' })).toHaveValue(
      new RegExp(`data-agent-id="${agent.id}"`),
    );
    // The chat's look is the agent's 'Aspetto' (issue 34): the widget part links there.
    await page.getByRole('link', { name: 'modificali in Impostazioni › Aspetto' }).first().click();
    await page.getByLabel('Messaggio di benvenuto').fill('Benvenuto nel nostro negozio!');
    await page.getByLabel('Domande suggerite (una per riga, al massimo 5)').fill('Quando apre il negozio?');
    await page.getByRole('button', { name: 'Salva aspetto' }).click();
    await expect(page.getByText('Aspetto salvato.')).toBeVisible();
    await page.goto('/integrations/widget');
    await page.getByLabel('Domini consentiti (uno per riga)').fill(allowed.host);
    await page.getByRole('button', { name: 'Salva impostazioni' }).click();
    await expect(page.getByText('Impostazioni del widget salvate.')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // An API token, shown once, in the developers' part.
    await page.getByRole('navigation', { name: 'Parti della pagina Integrazioni' }).getByRole('link', { name: 'Sviluppatori' }).click();
    await page.getByLabel('Nome del token').fill('Gestionale');
    await page.getByRole('button', { name: 'Crea token' }).click();
    await expect(page.getByRole('textbox', { name: 'Il tuo nuovo token (copialo ora: non sarà più mostrato)' })).toHaveValue(/^agt_/);
    await expect(page.getByRole('button', { name: 'Revoca il token Gestionale' })).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= 375)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The allowed site: bubble, lazily loaded chat, welcome, suggested question, answer with its source.
    // A context of its own at 1280 px: axe checks the visitor's page and the chat's frame in it.
    const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(allowed.url);
    expect(await visitor.locator('iframe').count()).toBe(0);
    await visitor.getByRole('button', { name: 'Apri la chat con Assistente Negozio' }).click();
    const chat = visitor.frameLocator('iframe[title="Chat con Assistente Negozio"]');
    await expect(chat.getByText('Benvenuto nel nostro negozio!')).toBeVisible();
    await chat.getByRole('button', { name: 'Quando apre il negozio?' }).click();
    const answer = chat.getByTestId('agent-message').last();
    await expect(answer).toContainText('alle nove del mattino');
    // Issue 44: the document's title and an honest label, never the file name or the configuration.
    await expect(answer.getByTestId('message-sources')).toHaveText(/Orari$/);
    await expectVisitorWording(answer, 'orari.txt');
    await expectAccessibleOnDesktopAndPhone(visitor);
    await visitorContext.close();

    // A site not on the list gets a clear refusal, no frame.
    const stranger = await browser.newPage();
    await stranger.goto(other.url);
    await stranger.getByRole('button', { name: "Apri la chat con l'assistente" }).click();
    await expect(stranger.getByRole('alert')).toHaveText("Questo sito non è autorizzato a mostrare l'assistente.");
    expect(await stranger.locator('iframe').count()).toBe(0);
    await stranger.close();
  } finally {
    await allowed.close();
    await other.close();
  }
});

test('the iframe snippet shows the chat on an allowed site and an Italian refusal inside the frame elsewhere', async ({
  page,
  request,
  browser,
}) => {
  await ownerSignedIn(page, request);
  const agent = await agentWithDocument(page, 'Assistente Incorporato');
  const allowed = await customerSite(() => iframeTag(agent.id));
  const other = await customerSite(() => iframeTag(agent.id));
  try {
    const saved = await page.request.put(`/api/agents/${agent.id}/widget`, {
      data: {
        position: 'right',
        bubbleLabel: '',
        allowedDomains: [allowed.host],
        identityRequired: false,
      },
    });
    expect(saved.status()).toBe(200);

    // The chat page of the frame on its own: accessible, and it fits a phone.
    await page.goto(`/widget/${agent.id}`);
    await expect(page.getByRole('heading', { name: 'Assistente Incorporato' })).toBeVisible();
    await expect(page.getByLabel('Messaggio', { exact: true })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 700 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= 375)).toBe(true);

    const visitor = await browser.newPage();
    await visitor.goto(allowed.url);
    const chat = visitor.frameLocator('iframe[title="Chat incorporata"]');
    await expect(chat.getByRole('heading', { name: 'Assistente Incorporato' })).toBeVisible();
    await chat.getByLabel('Messaggio', { exact: true }).fill('Quando apre il negozio?');
    await chat.getByRole('button', { name: 'Invia', exact: true }).click();
    await expect(chat.getByTestId('agent-message').last().getByTestId('message-sources')).toContainText('Orari');
    await visitor.close();

    // A site not on the list: the frame says so in Italian (issue 33), with no chat in it, at 1280 and 375 px.
    const strangerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const stranger = await strangerContext.newPage();
    await stranger.goto(other.url);
    const refusal = stranger.frameLocator('iframe[title="Chat incorporata"]');
    await expect(refusal.getByText('Questo assistente non è disponibile su questo sito')).toBeVisible();
    await expect(refusal.getByRole('heading', { name: 'Assistente Incorporato' })).toHaveCount(0);
    await expect(refusal.getByLabel('Messaggio', { exact: true })).toHaveCount(0);
    expect(await seriousA11yViolations(stranger)).toEqual([]);
    await stranger.setViewportSize({ width: 375, height: 700 });
    await expect(refusal.getByText('Questo assistente non è disponibile su questo sito')).toBeVisible();
    await strangerContext.close();
  } finally {
    await allowed.close();
    await other.close();
  }
});

test('a signed customer chats through the widget; a wrong signature is refused inside the frame', async ({ page, request, browser }) => {
  await ownerSignedIn(page, request);
  const agent = await agentWithDocument(page, 'Assistente Clienti');
  const secretRes = await page.request.post(`/api/agents/${agent.id}/widget/identity-secret`);
  expect(secretRes.status()).toBe(200);
  const { secret } = (await secretRes.json()) as { secret: string };
  const sign = (id: string) => createHmac('sha256', secret).update(id).digest('hex');
  const tag = (signature: string) =>
    `<script src="${E2E_BASE_URL}/widget.js" data-agent-id="${agent.id}" data-customer-id="cliente-7" data-customer-signature="${signature}" async></script>`;
  const signed = await customerSite(() => tag(sign('cliente-7')));
  const forged = await customerSite(() => tag(sign('cliente-8')));
  try {
    const saved = await page.request.put(`/api/agents/${agent.id}/widget`, {
      data: {
        position: 'right',
        bubbleLabel: 'Aiuto',
        allowedDomains: [signed.host, forged.host],
        identityRequired: true,
      },
    });
    expect(saved.status()).toBe(200);
    const customer = await browser.newPage();
    await customer.goto(signed.url);
    await customer.getByRole('button', { name: 'Apri la chat con Assistente Clienti' }).click();
    const chat = customer.frameLocator('iframe[title="Chat con Assistente Clienti"]');
    await chat.getByLabel('Messaggio', { exact: true }).fill('Quando apre il negozio?');
    await chat.getByRole('button', { name: 'Invia', exact: true }).click();
    const reply = chat.getByTestId('agent-message').last();
    await expect(reply.getByTestId('message-sources')).toContainText('Orari');
    // The answer is stored under the customer's own visitor id: its source opens for them, the passage alone.
    await reply.getByRole('button', { name: 'Apri la fonte Orari' }).click();
    const viewer = chat.getByRole('dialog', { name: 'Orari' });
    await expect(viewer.getByTestId('cited-passage')).toContainText('Il negozio apre dal lunedì al sabato');
    await expect(viewer).toContainText('È visibile solo il passaggio citato nella risposta.');
    await customer.close();

    const impostor = await browser.newPage();
    await impostor.goto(forged.url);
    await impostor.getByRole('button', { name: 'Apri la chat con Assistente Clienti' }).click();
    const frame = impostor.frameLocator('iframe[title="Chat con Assistente Clienti"]');
    await expect(frame.getByRole('alert')).toHaveText('Identificazione del cliente non valida.');
    await impostor.close();
  } finally {
    await signed.close();
    await forged.close();
  }
});
