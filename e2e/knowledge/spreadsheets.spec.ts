import { type Page } from '@playwright/test';
import { test, expect, createOwner, seriousA11yViolations, signInViaApi } from '../fixtures';

const TYPES = 'PDF, DOCX, TXT, CSV, XLSX, audio e video';
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test("creating an agent: required fields marked, an example for 'Istruzioni', one list of file types, a CSV price list answers 'Quanto costa…'", async ({
  page,
  request,
}) => {
  const owner = await createOwner(request);
  await signInViaApi(page, owner);
  await page.goto('/agent/create');
  await expect(page.getByText('I campi contrassegnati con * sono obbligatori.')).toBeVisible();
  await expect(page.getByLabel('Nome agente')).toHaveAttribute('aria-required', 'true');
  await expect(page.getByLabel('Istruzioni')).toHaveAttribute('aria-required', 'true');
  await expect(page.getByLabel('Istruzioni')).toHaveAttribute('placeholder', /^Es\.: Sei l’assistente del negozio/);
  await expect(page.getByLabel('Descrizione')).not.toHaveAttribute('aria-required', 'true');
  const files = page.getByLabel(`Documenti di addestramento (${TYPES})`);
  await expect(files).toHaveAttribute('accept', /\.csv/);
  await expect(files).toHaveAttribute('accept', /\.xlsx/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByLabel('Nome agente').fill('Bottega del Caffè');
  await page.getByLabel('Istruzioni').fill('Rispondi in italiano usando il listino.');
  await files.setInputFiles({
    name: 'listino.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Prodotto;Prezzo;Formato\nCaffè in grani;12,50 €;1 kg\nTè verde;4 €;100 g\n', 'utf8'),
  });
  await expect(page.locator('[data-upload-state="pending"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Crea Agente' }).click();
  await expect(page).toHaveURL(/\/agents$/);
  await expect(page.getByText('Agente creato con successo!')).toBeVisible();

  const list = (await (await page.request.get('/api/agents')).json()) as { agents: { id: string }[] };
  await page.goto(`/agent/${list.agents[0]!.id}/settings?tab=training`);
  const row = page.getByRole('list', { name: 'Documenti caricati' }).getByRole('listitem').filter({ hasText: 'listino.csv' });
  await expect(row.getByText('Processato')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`${TYPES}: l'agente risponde`)).toBeVisible();
  await page.getByLabel('Domanda o frase da cercare').fill('Quanto costa il caffè in grani?');
  await page.getByRole('button', { name: 'Cerca' }).click();
  const first = page.getByRole('list', { name: 'Risultati della ricerca' }).getByRole('listitem').first();
  await expect(first).toContainText('Prodotto: Caffè in grani; Prezzo: 12,50 €; Formato: 1 kg');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the landing page names the same list of file types', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(`Carica ${TYPES}`)).toBeVisible();
});
