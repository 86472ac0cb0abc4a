import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { test, expect, seriousA11yViolations, ownerWithSession } from '../fixtures';

test('the owner reads what visitors asked, sees the question no document answered, and goes to add the document', async ({
  page,
  request,
}) => {
  await ownerWithSession(page, request);
  const created = await page.request.post('/api/agents', {
    data: { name: 'Agente Statistiche', description: 'Prova', instructions: 'Rispondi.' },
  });
  const agent = (await created.json()) as { id: string };
  // A visitor of the public chat asks something the agent has no document for.
  const asked = await page.request.post(`/api/public/agents/${agent.id}/messages`, {
    data: { text: 'Avete un parcheggio per i clienti?', visitorId: randomUUID() },
  });
  expect(asked.status()).toBe(200);

  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Attività' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lacune della conoscenza' })).toContainText('Avete un parcheggio per i clienti?');
  await expect(page.getByRole('region', { name: 'Domande più frequenti' })).toContainText('Agente Statistiche');
  await expect(page.getByRole('term').filter({ hasText: 'Conversazioni' })).toBeVisible();
  await page.getByText('Mostra come tabella').click();
  await expect(page.getByRole('table', { name: 'Conversazioni e risposte al giorno' })).toBeVisible();
  expect(await seriousA11yViolations(page), '/analytics').toEqual([]);

  await page.getByRole('button', { name: 'Ultimi 7 giorni' }).click();
  await expect(page.getByRole('button', { name: 'Ultimi 7 giorni' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('table', { name: 'Conversazioni e risposte al giorno' }).getByRole('row')).toHaveCount(8);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Esporta CSV' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(/^conversazioni-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await csv.path())!, 'utf8');
  expect(text.startsWith('\uFEFFConversazione;Agente;Canale;Data;Mittente;Testo;Valutazione;Fonti')).toBe(true);
  expect(text).toContain(';Agente Statistiche;Chat pubblica;');
  expect(text).toContain(';Utente;Avete un parcheggio per i clienti?;');

  await page.getByRole('link', { name: "Apri l'addestramento di Agente Statistiche" }).click();
  await expect(page).toHaveURL(new RegExp(`/agent/${agent.id}/settings\\?tab=training`));
  await expect(page.getByRole('tab', { name: 'Dati di Addestramento & Memoria' })).toHaveAttribute('aria-selected', 'true');

  // One agent's page, on a phone: nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/agent/${agent.id}/analytics`);
  await expect(page.getByRole('heading', { level: 1, name: 'Attività di Agente Statistiche' })).toBeVisible();
  await expect(page.getByText('Avete un parcheggio per i clienti?').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
