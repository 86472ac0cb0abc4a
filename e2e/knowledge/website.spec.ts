import { test, expect, seriousA11yViolations, ownerWithSession } from '../fixtures';
import { TEST_WEBSITE_URL } from '../support/env';
import { expectAccessibleOnDesktopAndPhone, expectVisitorWording } from '../support/visitor-view';

/**
 * Issue 29, 'Sito web': the agent learns from the business's website. Added in agent creation and in the settings,
 * the crawl's progress is watched live, a question is answered from a page and the cited source opens the original.
 */
test('adds a website in creation and in the settings, watches the crawl, and answers citing the original page', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  await ownerWithSession(page, request);

  // Agent creation: a 'Sito web' field beside the documents.
  await page.goto('/agent/create');
  await page.getByLabel('Nome agente').fill('Ferramenta Sito');
  await page.getByLabel('Istruzioni').fill('Rispondi in italiano ai clienti della ferramenta.');
  await page.getByLabel('Sito web (facoltativo)').fill(`${TEST_WEBSITE_URL}/servizi`);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Crea Agente' }).click();
  await expect(page).toHaveURL(/\/agents$/);
  const agents = (await (await page.request.get('/api/agents')).json()) as { agents: { id: string; name: string }[] };
  const agent = agents.agents.find((a) => a.name === 'Ferramenta Sito')!;

  // The settings: the website of the creation is being read; a second address is added here.
  await page.goto(`/agent/${agent.id}/settings?tab=training`);
  const websites = page.getByRole('list', { name: 'Siti web' });
  await expect(websites.getByRole('link', { name: `Apri ${TEST_WEBSITE_URL}/servizi in una nuova scheda` })).toBeVisible();
  const form = page.getByRole('form', { name: 'Sito web' });
  await form.getByLabel('Indirizzo del sito o della sitemap').fill(`${TEST_WEBSITE_URL}/orari`);
  await form.getByText('Opzioni avanzate').click();
  await form.getByLabel('Profondità massima dei collegamenti').fill('0');
  await form.getByRole('button', { name: 'Aggiungi sito' }).click();
  await expect(page.getByText('Sito aggiunto: la lettura delle pagine è iniziata.')).toBeVisible();

  // Live progress, from the server's events, until both crawls are done and every page processed.
  const first = websites.locator('li', { has: page.getByRole('link', { name: `Apri ${TEST_WEBSITE_URL}/servizi in una nuova scheda` }) });
  const second = websites.locator('li', { has: page.getByRole('link', { name: `Apri ${TEST_WEBSITE_URL}/orari in una nuova scheda` }) });
  await expect(first.getByTestId('website-progress')).toContainText(/Trovate \d+/);
  await expect(first).toContainText('Completato', { timeout: 180_000 });
  await expect(second).toContainText('Completato', { timeout: 60_000 });
  await expect(second.getByTestId('website-progress')).toContainText('Processate 1', { timeout: 60_000 });
  await expect(first.getByRole('progressbar')).toHaveCount(0, { timeout: 120_000 });
  await expect(first.getByTestId('website-progress')).toContainText(/Processate [1-9]\d*/);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // What became of each address, with the reasons.
  await first.getByRole('button', { name: `Vedi le pagine di ${TEST_WEBSITE_URL}/servizi` }).click();
  const pages = page.getByRole('dialog', { name: `Pagine di ${TEST_WEBSITE_URL}/servizi` });
  await expect(pages.getByText('Salvata · Processato').first()).toBeVisible();
  await expect(pages.getByText(/Saltata · (Esclusa da robots.txt|Fuori dal sito|Duplicata)/).first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await pages.getByRole('button', { name: 'Chiudi' }).last().click();

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(first).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= 375)).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A question answered from a page; its source opens the original page.
  await page.goto(`/agent/${agent.id}/chat`);
  await page.getByLabel('Messaggio', { exact: true }).fill('Il sabato il negozio è aperto?');
  await page.getByRole('button', { name: 'Invia', exact: true }).click();
  const answer = page.getByTestId('agent-message').last();
  await expect(answer).toContainText('sabato');
  await answer
    .getByRole('button', { name: /Apri la fonte Orari – Ferramenta Rossi/ })
    .first()
    .click();
  const viewer = page.getByRole('dialog', { name: /Orari – Ferramenta Rossi/ });
  await expect(viewer.getByTestId('cited-passage')).toContainText(/sabato/i);
  const original = viewer.getByRole('link', { name: `Apri la pagina originale: ${TEST_WEBSITE_URL}/orari` });
  await expect(original).toHaveAttribute('href', `${TEST_WEBSITE_URL}/orari`);
  expect(await seriousA11yViolations(page)).toEqual([]);
  const [popup] = await Promise.all([page.waitForEvent('popup'), original.click()]);
  await expect(popup).toHaveURL(`${TEST_WEBSITE_URL}/orari`);
  await expect(popup.locator('h1')).toContainText('Orari di apertura');
  await popup.close();

  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= 375)).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A visitor (issue 44): the page's title as a link that opens the page itself, and no word of the configuration.
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const guest = await visitor.newPage();
  await guest.goto(`/agent/public-chat/${agent.id}`);
  await guest.getByLabel('Messaggio', { exact: true }).fill('Il sabato il negozio è aperto?');
  await guest.getByRole('button', { name: 'Invia', exact: true }).click();
  const reply = guest.getByTestId('agent-message').last();
  await expectVisitorWording(reply, TEST_WEBSITE_URL);
  const pageLink = reply.getByRole('link', { name: 'Apri la pagina Orari – Ferramenta Rossi (si apre in una nuova scheda)' });
  await expect(pageLink).toHaveAttribute('href', `${TEST_WEBSITE_URL}/orari`);
  await expectAccessibleOnDesktopAndPhone(guest);
  const [opened] = await Promise.all([guest.waitForEvent('popup'), pageLink.click()]);
  await expect(opened).toHaveURL(`${TEST_WEBSITE_URL}/orari`);
  await visitor.close();
});
