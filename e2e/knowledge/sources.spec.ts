import { type Page } from '@playwright/test';
import { test, expect, createOwner, loginViaUi, seriousA11yViolations } from '../fixtures';
import { makePdf } from '../../apps/server/src/test/knowledge-files.mjs';
import { makeScannedPdf } from '../../apps/server/src/test/scanned-pdf.mjs';
import { expectAccessibleOnDesktopAndPhone, expectVisitorWording } from '../support/visitor-view';

const PAGES = [
  ['Manuale del negozio di ferramenta: regole generali per il personale e per i clienti.'],
  ['Politica dei resi: il cliente può restituire la merce entro trenta giorni presentando lo scontrino fiscale.'],
];

async function agentWithManual(page: Page) {
  const created = await page.request.post('/api/agents', {
    data: { name: 'Ferramenta Fonti', description: 'Assistenza', instructions: 'Rispondi in italiano.' },
  });
  const agent = (await created.json()) as { id: string };
  const upload = await page.request.post(`/api/agents/${agent.id}/documents`, {
    multipart: { file: { name: 'manuale.pdf', mimeType: 'application/pdf', buffer: makePdf(PAGES) } },
  });
  expect(upload.status()).toBe(201);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/agents/${agent.id}/documents`)).json()) as { documents: { status: string }[] }).documents[0]
          ?.status,
      {
        timeout: 30_000,
      },
    )
    .toBe('processed');
  return agent;
}

const ask = async (page: Page, text: string) => {
  await page.getByLabel('Messaggio', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Invia', exact: true }).click();
};

test('a source opens the cited passage highlighted with its PDF page; a visitor sees the passage alone; the owner reads the text', async ({
  page,
  request,
  browser,
}) => {
  const owner = await createOwner(request);
  await loginViaUi(page, owner);
  const agent = await agentWithManual(page);

  await page.goto(`/agent/${agent.id}/chat`);
  await ask(page, 'Entro quanti giorni il cliente può restituire la merce?');
  const answer = page.getByTestId('agent-message').last();
  await expect(answer).toContainText('entro trenta giorni');
  await answer.getByRole('button', { name: 'Apri la fonte manuale.pdf, pagina 2' }).click();
  const viewer = page.getByRole('dialog', { name: 'manuale.pdf, pagina 2' });
  await expect(viewer.getByTestId('cited-passage')).toContainText('entro trenta giorni');
  await expect(viewer.getByTestId('passage-context')).toContainText('Manuale del negozio');
  const image = viewer.getByRole('img', { name: 'Pagina 2 di manuale.pdf' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(500);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= 375)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });

  // The owner reads what the agent knows of the file, in the settings.
  await page.goto(`/agent/${agent.id}/settings`);
  await page.getByRole('tab', { name: 'Dati di Addestramento & Memoria' }).click();
  await page.getByRole('button', { name: 'Vedi il testo estratto da manuale.pdf' }).click();
  const text = page.getByRole('dialog', { name: 'Testo di manuale.pdf' });
  await expect(text.getByTestId('document-text')).toContainText('Politica dei resi');
  await expect(text.getByRole('region', { name: 'pagina 2' })).toContainText('entro trenta giorni');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // A scanned page is read with OCR, and the list says so.
  const { pdf } = makeScannedPdf([{ scan: ['Il magazzino chiude per inventario il primo lunedì di febbraio.'] }]);
  await page.getByLabel('Carica documenti').setInputFiles({ name: 'scansione.pdf', mimeType: 'application/pdf', buffer: pdf });
  const scanned = page.getByRole('list', { name: 'Documenti caricati' }).getByRole('listitem').filter({ hasText: 'scansione.pdf' });
  await expect(scanned.getByText('Processato')).toBeVisible({ timeout: 60_000 });
  await expect(scanned).toContainText('OCR su 1 pagina');

  const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const guest = await visitor.newPage();
  await guest.goto(`/agent/public-chat/${agent.id}`);
  await ask(guest, 'Entro quanti giorni posso restituire la merce?');
  const reply = guest.getByTestId('agent-message').last();
  await expect(reply).toContainText('entro trenta giorni');
  // Issue 44: a visitor reads an honest label, never the configuration, and the document's title, not its file.
  await expectVisitorWording(reply, 'manuale.pdf');
  await expectAccessibleOnDesktopAndPhone(guest);
  await reply.getByRole('button', { name: 'Apri la fonte Manuale' }).click();
  const shown = guest.getByRole('dialog', { name: 'Manuale' });
  await expect(shown.getByTestId('cited-passage')).toContainText('entro trenta giorni');
  await expect(shown).toContainText('È visibile solo il passaggio citato nella risposta.');
  await expect(shown).not.toContainText('Manuale del negozio');
  await expect(shown.getByRole('img')).toHaveCount(0);
  expect(await seriousA11yViolations(guest)).toEqual([]);
  await visitor.close();
});
