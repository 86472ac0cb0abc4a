import { test, expect, createOwner, seriousA11yViolations, signInViaApi } from '../fixtures';
import { italianParagraphs, makePdf } from '../../apps/server/src/test/knowledge-files.mjs';

const SENTENCE = "La garanzia dell'asciugatrice Aurora dura trentasei mesi dalla consegna.";

/** A many-page Italian PDF, so processing takes long enough to be seen 'In attesa' first. */
function manualPdf(): Buffer {
  // About 1.5 s of processing here: long enough to see 'In attesa', far from any timeout.
  const filler = italianParagraphs(1200, 7);
  const pages = Array.from({ length: 300 }, (_, i) => filler.slice(i * 4, i * 4 + 4));
  pages[241] = [...pages[241]!, SENTENCE];
  return makePdf(pages);
}

test('a PDF uploaded in settings goes from In attesa to Processato live, then Prova la ricerca finds its sentence', async ({
  page,
  request,
}) => {
  const owner = await createOwner(request);
  await signInViaApi(page, owner);
  const created = await page.request.post('/api/agents', {
    data: { name: 'Assistente Garanzie', description: 'Garanzie', instructions: 'Rispondi in italiano.' },
  });
  expect(created.status()).toBe(201);
  const agent = (await created.json()) as { id: string };

  await page.goto(`/agent/${agent.id}/settings`);
  await page.getByRole('tab', { name: 'Dati di Addestramento & Memoria' }).click();
  await expect(page.getByText('Nessun documento caricato.', { exact: false })).toBeVisible();
  // Marks this page load (a reload would lose it) and records every state the document list shows, since
  // on a quiet machine 'In attesa' may last less than one polling interval of an assertion.
  await page.evaluate(() => {
    const w = window as unknown as { __sameLoad: boolean; __states: string[] };
    w.__sameLoad = true;
    w.__states = [];
    new MutationObserver(() => {
      const list = document.querySelector('[aria-label="Documenti caricati"]');
      const text = list?.textContent ?? '';
      if (text && w.__states.at(-1) !== text) w.__states.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

  await page
    .getByLabel('Carica documenti')
    .setInputFiles({ name: 'Manuale Asciugatrice.pdf', mimeType: 'application/pdf', buffer: manualPdf() });
  const row = page.getByRole('list', { name: 'Documenti caricati' }).getByRole('listitem').filter({ hasText: 'Manuale_Asciugatrice.pdf' });
  await expect(row.getByText('Processato')).toBeVisible({ timeout: 30_000 });
  const states = await page.evaluate(() => (window as unknown as { __states: string[] }).__states);
  const pending = states.findIndex((text) => text.includes('Manuale_Asciugatrice.pdf') && text.includes('In attesa'));
  const processed = states.findIndex((text) => text.includes('Manuale_Asciugatrice.pdf') && text.includes('Processato'));
  expect(pending).toBeGreaterThanOrEqual(0);
  expect(processed).toBeGreaterThan(pending);
  await expect(row).toContainText('300 pagine');
  expect(await page.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad)).toBe(true);

  await page.getByLabel('Domanda o frase da cercare').fill("Quanto dura la garanzia dell'asciugatrice?");
  await page.getByRole('button', { name: 'Cerca' }).click();
  const first = page.getByRole('list', { name: 'Risultati della ricerca' }).getByRole('listitem').first();
  await expect(first).toContainText(SENTENCE);
  await expect(first).toContainText('Manuale_Asciugatrice.pdf');
  await expect(first).toContainText('pagina 242');

  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a renamed program is refused with the spec message, and a document can be deleted', async ({ page, request }) => {
  const owner = await createOwner(request);
  await signInViaApi(page, owner);
  const created = await page.request.post('/api/agents', {
    data: { name: 'Assistente Prova', description: '', instructions: 'Rispondi in italiano.' },
  });
  const agent = (await created.json()) as { id: string };
  await page.goto(`/agent/${agent.id}/settings`);
  await page.getByRole('tab', { name: 'Dati di Addestramento & Memoria' }).click();

  const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(512)]);
  await page.getByLabel('Carica documenti').setInputFiles({ name: 'listino.pdf', mimeType: 'application/pdf', buffer: exe });
  await expect(
    page.getByText('Errore nel caricamento del file listino.pdf: Solo file PDF, DOCX, TXT, CSV, XLSX, audio e video sono supportati.'),
  ).toBeVisible();

  await page
    .getByLabel('Carica documenti')
    .setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('Orari del negozio: dal lunedì al sabato.') });
  const row = page.getByRole('listitem').filter({ hasText: 'note.txt' });
  await expect(row.getByText('Processato')).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: 'Elimina note.txt' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Elimina documento' }).click();
  await expect(page.getByText('Nessun documento caricato.', { exact: false })).toBeVisible();
});

test('on a phone a damaged PDF shows its reason in Italian and Riprova, without overflowing the screen', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const owner = await createOwner(request);
  await signInViaApi(page, owner);
  const created = await page.request.post('/api/agents', {
    data: { name: 'Assistente Telefono', description: '', instructions: 'Rispondi in italiano.' },
  });
  const agent = (await created.json()) as { id: string };
  await page.goto(`/agent/${agent.id}/settings`);
  await page.getByRole('tab', { name: 'Dati di Addestramento & Memoria' }).click();

  const damaged = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(400, 0x41)]);
  await page
    .getByLabel('Carica documenti')
    .setInputFiles({ name: 'Listino prezzi danneggiato.pdf', mimeType: 'application/pdf', buffer: damaged });
  const row = page
    .getByRole('list', { name: 'Documenti caricati' })
    .getByRole('listitem')
    .filter({ hasText: 'Listino_prezzi_danneggiato.pdf' });
  await expect(row.getByText('Il PDF è danneggiato o protetto e non può essere letto.')).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('Errore', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await row.getByRole('button', { name: "Riprova l'elaborazione di Listino_prezzi_danneggiato.pdf" }).click();
  await expect(page.getByText('Listino_prezzi_danneggiato.pdf è di nuovo in coda.')).toBeVisible();
  // Retried, it fails again for the same reason: it never stays 'In attesa'.
  const retried = async () => {
    const res = await page.request.get(`/api/agents/${agent.id}/documents`);
    return ((await res.json()) as { documents: { status: string; error: string | null }[] }).documents[0];
  };
  await expect
    .poll(retried, { timeout: 30_000 })
    .toEqual(expect.objectContaining({ status: 'error', error: 'Il PDF è danneggiato o protetto e non può essere letto.' }));
  await expect(row.getByText('Errore', { exact: true })).toBeVisible();
});
