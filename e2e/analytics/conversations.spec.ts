import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, ownerSignedIn, seriousA11yViolations } from '../fixtures';

/** A public visitor's question; the reply streams as NDJSON events: `start` names the conversation, `done` the reply. */
async function ask(request: APIRequestContext, agentId: string, visitorId: string, text: string, conversationId?: string) {
  const res = await request.post(`/api/public/agents/${agentId}/messages`, {
    data: { text, visitorId, ...(conversationId ? { conversationId } : {}) },
  });
  expect(res.status()).toBe(200);
  const body = await res.text();
  const events = body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { type: string; conversationId?: string; message?: { id: string } });
  const start = events.find((event) => event.type === 'start')!;
  const done = events.find((event) => event.type === 'done')!;
  return { conversationId: start.conversationId!, replyId: done.message!.id };
}

async function fitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('the owner reviews conversations: filters them, reads one, downloads them, and sets how long they are kept', async ({
  page,
  request,
}) => {
  await ownerSignedIn(page, request);
  const created = await page.request.post('/api/agents', {
    data: { name: 'Agente Revisione', description: 'Prova', instructions: 'Rispondi.' },
  });
  const agent = (await created.json()) as { id: string };
  const visitor = randomUUID();
  const first = await ask(page.request, agent.id, visitor, 'Avete un parcheggio per i clienti?');
  await ask(page.request, agent.id, visitor, 'E per le biciclette?', first.conversationId);
  const rated = await page.request.put(`/api/public/agents/${agent.id}/messages/${first.replyId}/rating`, {
    data: { rating: -1, visitorId: visitor },
  });
  expect(rated.status()).toBe(200);
  await ask(page.request, agent.id, randomUUID(), 'Quali sono gli orari di apertura?');

  // The dashboard counts the three replies of the last 24 hours.
  await page.goto('/dashboard');
  await expect(page.getByRole('main').getByRole('link', { name: /Interazioni ultime 24 ore/ })).toContainText(
    '3 Interazioni ultime 24 ore',
  );

  await page.goto('/analytics');
  await page.getByRole('link', { name: 'Conversazioni', exact: true }).click();
  await expect(page).toHaveURL(/\/analytics\/conversations\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Conversazioni' })).toBeVisible();
  await expect(page).toHaveTitle('Conversazioni · Agenti AI');
  const list = page.getByRole('list', { name: 'Conversazioni' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('Quali sono gli orari di apertura?');
  expect(await seriousA11yViolations(page), '/analytics/conversations').toEqual([]);

  // Italian text search: the plural finds the singular.
  await page.getByLabel('Cerca nel testo').fill('parcheggi');
  await page.getByRole('button', { name: 'Filtra' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Avete un parcheggio per i clienti?');
  await expect(list).toContainText('4 messaggi');
  await page.getByRole('button', { name: 'Azzera filtri' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Valutazione').selectOption('negative');
  await page.getByRole('button', { name: 'Filtra' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('1 valutazione negativa');

  // The JSON export of what the list shows (the rated-down conversation alone), downloaded and read back.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Esporta JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^conversazioni-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.json$/);
  const rows = JSON.parse(readFileSync((await file.path())!, 'utf8')) as { agent: string; sender: string; text: string; rating: string }[];
  expect(rows).toHaveLength(4);
  expect(rows.filter((r) => r.sender === 'Utente').map((r) => r.text)).toEqual([
    'Avete un parcheggio per i clienti?',
    'E per le biciclette?',
  ]);
  expect(rows.filter((r) => r.rating === 'negativa')).toHaveLength(1);
  expect(rows.every((r) => r.agent === 'Agente Revisione')).toBe(true);

  // One conversation: both turns, the rating, and the gap with the way to the training tab.
  await list.getByRole('link', { name: /Avete un parcheggio/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conversazione' })).toBeVisible();
  await expect(page).toHaveTitle('Conversazione · Agenti AI');
  await expect(page.getByText('E per le biciclette?')).toBeVisible();
  await expect(page.getByText('Valutata negativamente')).toBeVisible();
  await expect(page.getByText('Nessun documento ha risposto a questa domanda')).toHaveCount(2);
  expect(await seriousA11yViolations(page), 'conversation view').toEqual([]);

  // On a phone: the view, then the list, nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  await expect(page.getByText('E per le biciclette?')).toBeVisible();
  await fitsPhone(page);
  expect(await seriousA11yViolations(page), 'conversation view at 375 px').toEqual([]);
  await page.getByRole('button', { name: 'Torna alle conversazioni' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await fitsPhone(page);

  // Retention: the owner keeps conversations 90 days; the choice is there after a reload.
  const retention = page.getByRole('region', { name: 'Conservazione delle conversazioni' });
  await expect(retention.getByLabel('Conserva le conversazioni')).toHaveValue('');
  await retention.getByLabel('Conserva le conversazioni').selectOption({ label: '90 giorni' });
  await retention.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Periodo di conservazione salvato.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Conservazione delle conversazioni' }).getByLabel('Conserva le conversazioni')).toHaveValue(
    '90',
  );
  expect(await seriousA11yViolations(page), '/analytics/conversations at 375 px').toEqual([]);

  // One agent's analytics lead to that agent's conversations.
  await page.goto(`/agent/${agent.id}/analytics`);
  await expect(page.getByRole('heading', { level: 1, name: 'Attività di Agente Revisione' })).toBeVisible();
  await fitsPhone(page);
  expect(await seriousA11yViolations(page), 'agent analytics at 375 px').toEqual([]);
  await page.getByRole('link', { name: 'Leggi le conversazioni con lacune' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conversazioni di Agente Revisione' })).toBeVisible();
  // On a phone the filters fold behind 'Filtri', which counts the active ones.
  await page.getByRole('button', { name: 'Filtri (1 attivo)' }).click();
  await expect(page.getByLabel('Lacune della conoscenza')).toHaveValue('true');
  await expect(page.getByRole('list', { name: 'Conversazioni' }).getByRole('listitem')).toHaveCount(2);
  await fitsPhone(page);
});

test("the owner erases one visitor's conversations found by the e-mail they wrote (issue 33), at 1280 and 375 px", async ({
  page,
  request,
}) => {
  await ownerSignedIn(page, request);
  const created = await page.request.post('/api/agents', {
    data: { name: 'Agente Privacy', description: 'Prova', instructions: 'Rispondi.' },
  });
  const agent = (await created.json()) as { id: string };
  await ask(page.request, agent.id, randomUUID(), 'Ricontattatemi a giulia.verdi@example.it, grazie');
  await ask(page.request, agent.id, randomUUID(), 'Avete un parcheggio?');

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/analytics/conversations');
    const erasure = page.getByRole('region', { name: 'Cancella i dati di un visitatore' });
    await expect(erasure).toBeVisible();
    // The retention card's button is dimmed until its setting has loaded: check the page once it has.
    await expect(
      page.getByRole('region', { name: 'Conservazione delle conversazioni' }).getByLabel('Conserva le conversazioni'),
    ).toBeEnabled();
    expect(await seriousA11yViolations(page), `erasure at ${width} px`).toEqual([]);
  }
  await fitsPhone(page);
  const erasure = page.getByRole('region', { name: 'Cancella i dati di un visitatore' });
  await erasure.getByLabel('E-mail del visitatore').fill('giulia.verdi@example.it');
  await erasure.getByRole('button', { name: 'Cerca' }).click();
  await expect(erasure.getByText('Trovata 1 conversazione:')).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await erasure.getByRole('button', { name: 'Cancella i dati del visitatore' }).click();
  await expect(page.getByText('Cancellata 1 conversazione del visitatore.')).toBeVisible();
  // Searched again from the keyboard: on a phone the confirmation's toast slides in over the bottom of the screen,
  // where the button scrolled into view may sit, and a click there lands on the toast.
  await erasure.getByLabel('E-mail del visitatore').fill('giulia.verdi@example.it');
  await erasure.getByLabel('E-mail del visitatore').press('Enter');
  await expect(erasure.getByText('Nessuna conversazione o contatto trovato per questo visitatore.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conversazioni' }).getByRole('listitem')).toHaveCount(1);
});
