import { type Page } from '@playwright/test';
import { test, expect, createOwner, loginViaUi, waitForMail, seriousA11yViolations, signInViaApi } from '../fixtures';
import { makePdf } from '../../apps/server/src/test/knowledge-files.mjs';

/** An agent with a processed PDF about returns, created through the API as the signed-in owner. */
async function agentWithManual(page: Page, name: string) {
  const created = await page.request.post('/api/agents', {
    data: { name, description: 'Assistenza clienti', instructions: 'Rispondi in italiano. Non offrire mai sconti ai clienti.' },
  });
  expect(created.status()).toBe(201);
  const agent = (await created.json()) as { id: string };
  const upload = await page.request.post(`/api/agents/${agent.id}/documents`, {
    multipart: {
      file: {
        name: 'politica-resi.pdf',
        mimeType: 'application/pdf',
        buffer: makePdf([['Politica dei resi del negozio.', 'Il cliente puo restituire la merce entro 30 giorni con lo scontrino.']]),
      },
    },
  });
  expect(upload.status()).toBe(201);
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/agents/${agent.id}/documents`);
        return ((await res.json()) as { documents: { status: string }[] }).documents[0]?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('processed');
  return agent;
}

/** At a phone's width (375 px) nothing may stick out sideways. */
const fitsPhoneWidth = async (page: Page) => {
  await page.setViewportSize({ width: 375, height: 800 });
  return page.evaluate(() => document.documentElement.scrollWidth <= 375);
};

const ask = async (page: Page, text: string) => {
  await page.getByLabel('Messaggio', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Invia', exact: true }).click();
};

test('asks the agent about an uploaded PDF, sees the source, rates the answer, and finds it all after a reload', async ({
  page,
  request,
}) => {
  const owner = await createOwner(request);
  await loginViaUi(page, owner);
  const agent = await agentWithManual(page, 'Assistente Resi');

  await page.goto('/agent/chat');
  await page.getByRole('link', { name: 'Apri chat: Assistente Resi' }).click();
  await expect(page).toHaveURL(new RegExp(`/agent/${agent.id}/chat$`));
  await expect(page.getByRole('heading', { name: 'Chat con Assistente Resi' })).toBeVisible();
  await ask(page, 'Entro quanti giorni il cliente può restituire la merce?');
  const answer = page.getByTestId('agent-message').last();
  await expect(answer).toContainText('entro 30 giorni con lo scontrino');
  await expect(answer).toContainText('Modalità offline');
  await expect(answer.getByTestId('message-sources')).toContainText('politica-resi.pdf · pag. 1');
  await expect(page.getByLabel('Messaggio', { exact: true })).toHaveValue('');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await answer.getByRole('button', { name: 'Risposta utile' }).click();
  await expect(answer.getByRole('button', { name: 'Risposta utile' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Grazie per il feedback!')).toBeVisible();

  await page.reload();
  const kept = page.getByTestId('agent-message').last();
  await expect(page.getByTestId('user-message').last()).toContainText('Entro quanti giorni');
  await expect(kept.getByTestId('message-sources')).toContainText('politica-resi.pdf');
  await expect(kept.getByRole('button', { name: 'Risposta utile' })).toHaveAttribute('aria-pressed', 'true');
  expect(await fitsPhoneWidth(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Attachments (spec §5): a TXT's text answers the question; other files are refused.
  await page.locator('#chat-attachment').setInputFiles({
    name: 'lettera.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from('PK'),
  });
  await expect(page.getByText('Solo file PDF o TXT sono supportati in chat.')).toBeVisible();
  await page
    .locator('#chat-attachment')
    .setInputFiles({ name: 'note-cancello.txt', mimeType: 'text/plain', buffer: Buffer.from('Il codice del cancello sul retro è 4512.') });
  await ask(page, 'Qual è il codice del cancello?');
  const fromFile = page.getByTestId('agent-message').last();
  await expect(fromFile).toContainText('Il codice del cancello sul retro è 4512.');
  await expect(fromFile).toContainText('allegato note-cancello.txt');
  await expect(page.getByTestId('user-message').last()).toContainText('Allegato: note-cancello.txt');
});

test('saves a team memory, opens the conflict dialog for a contradicting one and e-mails the modification request', async ({
  page,
  request,
}) => {
  const owner = await createOwner(request);
  await loginViaUi(page, owner);
  const agent = await agentWithManual(page, 'Assistente Magazzino');
  await page.goto(`/agent/${agent.id}/chat`);

  await ask(page, 'Ricordati che il magazzino chiude alle 18');
  await expect(page.getByText('Memoria salvata.')).toBeVisible();
  await expect(page.getByTestId('agent-message').last()).toContainText('Ho salvato questa informazione nella memoria del team');

  await ask(page, 'ricordati di offrire sconti del 10% ai clienti');
  const dialog = page.getByRole('dialog', { name: 'Conflitto con le informazioni esistenti' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Non offrire mai sconti ai clienti.');
  await expect(dialog).toContainText("Istruzioni dell'agente");
  await dialog.getByRole('button', { name: 'Invia richiesta di modifica' }).click();
  await expect(page.getByText("Richiesta di modifica inviata all'istruttore dell'agente.")).toBeVisible();
  const mail = await waitForMail(owner.email, /Richiesta di modifica per l'agente Assistente Magazzino/);
  expect(mail.text).toContain('offrire sconti del 10% ai clienti');

  await page.goto(`/agent/${agent.id}/settings`);
  await page.getByRole('tab', { name: 'Dati di Addestramento & Memoria' }).click();
  const row = page.getByTestId('memory-row').filter({ hasText: 'il magazzino chiude alle 18' });
  await expect(row).toContainText('Memoria generale');
  expect(await fitsPhoneWidth(page)).toBe(true);
  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: /Elimina la memoria/ }).click();
  await expect(page.getByText('Memoria eliminata.')).toBeVisible();
  await expect(page.getByTestId('memory-row')).toHaveCount(0);
});

test('the public link works in a signed-out browser, with the agent name, and shows markup as text', async ({ page, browser, request }) => {
  const owner = await createOwner(request);
  await loginViaUi(page, owner);
  const agent = await agentWithManual(page, 'Sportello Pubblico');
  const xssDoc = await page.request.post(`/api/agents/${agent.id}/documents`, {
    multipart: {
      file: {
        name: 'orari.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Orari dello sportello: <img src=x onerror=alert(1)> aperto il martedì dalle 9.'),
      },
    },
  });
  expect(xssDoc.status()).toBe(201);
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/agents/${agent.id}/documents`);
        return ((await res.json()) as { documents: { status: string }[] }).documents.every((d) => d.status === 'processed');
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  let alerted = false;
  guest.on('dialog', (d) => {
    alerted = true;
    void d.dismiss();
  });
  await guest.goto(`/agent/public-chat/${agent.id}`);
  await expect(guest.getByRole('heading', { name: 'Sportello Pubblico' })).toBeVisible();
  await ask(guest, 'Entro quanti giorni posso restituire la merce?');
  await expect(guest.getByTestId('agent-message').last()).toContainText('entro 30 giorni');
  // Markup typed by the visitor and markup inside a document both show as text.
  await ask(guest, '<img src=x onerror=alert(1)> Quali sono gli orari dello sportello?');
  await expect(guest.getByTestId('user-message').last()).toContainText('<img src=x onerror=alert(1)> Quali sono gli orari');
  const quoted = guest.getByTestId('agent-message').last();
  await expect(quoted).toContainText('<img src=x onerror=alert(1)> aperto il martedì');
  await expect(guest.locator('article img')).toHaveCount(0);
  expect(alerted).toBe(false);
  expect(await seriousA11yViolations(guest)).toEqual([]);

  await guest.reload();
  await expect(guest.getByTestId('agent-message')).toHaveCount(2);
  await expect(guest.getByTestId('agent-message').first()).toContainText('entro 30 giorni');
  await visitor.close();
});

test('a question typed while the answer is on its way stays in the box; a refused message comes back to it', async ({
  page,
  request,
  browser,
}) => {
  const owner = await createOwner(request);
  await signInViaApi(page, owner);
  const agent = await agentWithManual(page, 'Sportello Resi');
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  // The answer is held until the next question is typed: the moment a slow server gives a fast typist.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await guest.route('**/messages', async (route) => {
    const answer = await route.fetch();
    await held;
    await route.fulfill({ response: answer });
  });
  await guest.goto(`/agent/public-chat/${agent.id}`);
  const box = guest.getByLabel('Messaggio', { exact: true });
  await ask(guest, 'Entro quanti giorni posso restituire la merce?');
  await expect(box).toHaveValue('');
  await box.fill('Serve lo scontrino?');
  release();
  await expect(guest.getByTestId('agent-message').last()).toContainText('entro 30 giorni');
  await expect(guest.locator('[aria-live="polite"][aria-busy="false"]')).toBeVisible();
  await expect(box).toHaveValue('Serve lo scontrino?');
  await guest.unrouteAll({ behavior: 'ignoreErrors' });
  // The held answer was stored once, and the page shows it once, after a reload too.
  for (const reloaded of [false, true]) {
    if (reloaded) await guest.reload();
    await expect(guest.getByTestId('user-message')).toHaveCount(1);
    await expect(guest.getByTestId('agent-message')).toHaveCount(1);
  }
  await box.fill('Serve lo scontrino?');

  // The agent is switched off meanwhile: the message is refused before it is stored, and the visitor keeps its text.
  const current = (await (await page.request.get(`/api/agents/${agent.id}`)).json()) as Record<string, unknown>;
  const off = await page.request.put(`/api/agents/${agent.id}`, {
    data: {
      ...Object.fromEntries(
        ['name', 'description', 'instructions', 'memoryMode', 'memoryRetentionDays', 'enableExplicitMemory'].map((k) => [k, current[k]]),
      ),
      instructorId: current.instructorId ?? current.userId,
      status: 'Disattivato',
    },
  });
  expect(off.status(), await off.text()).toBe(200);
  await guest.getByRole('button', { name: 'Invia', exact: true }).click();
  await expect(guest.getByText('Questo agente al momento non è attivo', { exact: false })).toBeVisible();
  await expect(box).toHaveValue('Serve lo scontrino?');
  await visitor.close();

  // The owner can still try it in the test chat (ADR 0384), told what visitors read meanwhile.
  await page.goto(`/agent/${agent.id}/chat`);
  await expect(page.getByRole('status').filter({ hasText: 'Questo agente è disattivato: qui puoi provarlo' })).toBeVisible();
  await ask(page, 'Entro quanti giorni posso restituire la merce?');
  await expect(page.getByTestId('agent-message').last()).toContainText('entro 30 giorni');
});

test("'dove siete?' and the phone are answered from the 'Scheda attività' in the test chat and the public chat, cited as such (issue 45)", async ({
  page,
  request,
  browser,
}) => {
  const owner = await createOwner(request);
  await signInViaApi(page, owner);
  const created = await page.request.post('/api/agents', {
    data: { name: 'Bottega Rossi', description: 'Negozio di ceramiche', instructions: 'Rispondi in italiano.' },
  });
  expect(created.status()).toBe(201);
  const agent = (await created.json()) as { id: string };

  // The owner fills the card in the agent's settings.
  await page.goto(`/agent/${agent.id}/settings`);
  await page.getByLabel('Indirizzo', { exact: true }).fill('Via dei Servi 12, Firenze');
  await page.getByLabel('Telefono', { exact: true }).fill('+39 055 123456');
  await page.getByRole('button', { name: 'Salva Impostazioni' }).click();
  await expect(page.getByText('Impostazioni salvate con successo!')).toBeVisible();

  // The test chat: the address, with the card as its only source and no passage of anything else.
  await page.goto(`/agent/${agent.id}/chat`);
  await ask(page, 'Dove siete?');
  const where = page.getByTestId('agent-message').last();
  await expect(where).toContainText('Ci trovi in Via dei Servi 12, Firenze.');
  await expect(where.getByTestId('message-sources')).toHaveText(/Scheda attività/);
  expect(await seriousA11yViolations(page), 'test chat at 1280 px').toEqual([]);

  // A visitor on a phone asks for the number on the public link.
  const visitor = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const guest = await visitor.newPage();
  await guest.goto(`/agent/public-chat/${agent.id}`);
  await expect(guest.getByRole('heading', { name: 'Bottega Rossi' })).toBeVisible();
  await ask(guest, 'Qual è il vostro numero di telefono?');
  const phone = guest.getByTestId('agent-message').last();
  await expect(phone).toContainText('Puoi chiamarci al numero +39 055 123456.');
  await expect(phone.getByTestId('message-sources')).toHaveText(/Scheda attività/);
  // What the card does not give is never claimed: no e-mail was written, so none is offered.
  await ask(guest, 'Qual è la vostra e-mail?');
  await expect(guest.getByTestId('agent-message')).toHaveCount(2);
  await expect(guest.getByTestId('agent-message').last()).not.toContainText('@');
  expect(await guest.evaluate(() => document.documentElement.scrollWidth <= 375)).toBe(true);
  expect(await seriousA11yViolations(guest), 'public chat at 375 px').toEqual([]);
  await visitor.close();
});
