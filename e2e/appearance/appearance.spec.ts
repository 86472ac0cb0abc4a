import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { test, expect, createOwner, ownerSignedIn, seriousA11yViolations, ownerWithSession } from '../fixtures';
import { E2E_BASE_URL } from '../support/env';

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test("the owner sets the agent's 'Aspetto' once; the public link and the test chat show it, readable at 1280 and 375 px", async ({
  page,
  request,
  browser,
}) => {
  await ownerWithSession(page, request);
  const created = await page.request.post('/api/agents', {
    data: { name: 'Negozio Aspetto', description: 'Assistenza', instructions: 'Rispondi in italiano.' },
  });
  expect(created.status()).toBe(201);
  const agent = (await created.json()) as { id: string };

  await page.goto(`/agent/${agent.id}/settings`);
  await page.getByRole('tab', { name: 'Aspetto' }).click();
  // Without a welcome, the preview shows what the chats show: their own invitation to write, then a sample exchange.
  const preview = page.getByTestId('appearance-preview');
  await expect(preview.getByText('Nessun messaggio. Scrivi una domanda per iniziare.')).toBeVisible();
  await expect(preview.getByText('La consegna è gratuita per ordini sopra i 50 €.')).toBeVisible();
  await page.getByLabel('Messaggio di benvenuto').fill('Benvenuti da Negozio Aspetto!');
  await expect(preview.getByText('Benvenuti da Negozio Aspetto!')).toBeVisible();
  await page.getByLabel('Domande suggerite (una per riga, al massimo 5)').fill('Quanto costa la consegna?\nOrari di apertura?');
  // A colour too light for a white page is refused in Italian, nothing is saved.
  await page.getByLabel('Colore', { exact: true }).fill('#fde68a');
  await page.getByRole('button', { name: 'Salva aspetto' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Colore troppo chiaro' })).toBeVisible();
  // A mid orange: black text on it (white would not reach AA).
  await page.getByLabel('Colore', { exact: true }).fill('#d97706');
  await expect(page.getByTestId('appearance-preview').getByText('Quanto costa la consegna?').first()).toBeVisible();
  await page.getByRole('button', { name: 'Salva aspetto' }).click();
  await expect(page.getByText('Aspetto salvato.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The public link: accent on the header, the welcome message and the suggested questions.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/agent/public-chat/${agent.id}`);
  await expect(visitor.getByRole('heading', { name: 'Negozio Aspetto' })).toBeVisible();
  await expect(visitor.getByText('Benvenuti da Negozio Aspetto!')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Quanto costa la consegna?' })).toBeVisible();
  const header = visitor.locator('header').first();
  await expect(header).toHaveCSS('background-color', 'rgb(217, 119, 6)');
  await expect(header).toHaveCSS('color', 'rgb(0, 0, 0)');
  await visitor.getByRole('button', { name: 'Quanto costa la consegna?' }).click();
  const mine = visitor.getByTestId('user-message').last().locator('article');
  await expect(mine).toHaveCSS('background-color', 'rgb(217, 119, 6)');
  await expect(visitor.getByTestId('agent-message').last()).toBeVisible({ timeout: 30_000 });
  expect(await seriousA11yViolations(visitor)).toEqual([]);
  await visitor.setViewportSize({ width: 375, height: 740 });
  expect(await noSidewaysScroll(visitor)).toBe(true);
  expect(await seriousA11yViolations(visitor)).toEqual([]);
  await visitorContext.close();

  // The test chat: the same welcome, questions and accent.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/agent/${agent.id}/chat`);
  await expect(page.getByText('Benvenuti da Negozio Aspetto!')).toBeVisible();
  await page.getByRole('button', { name: 'Orari di apertura?' }).click();
  await expect(page.getByTestId('user-message').last().locator('article')).toHaveCSS('background-color', 'rgb(217, 119, 6)');
  await expect(page.getByTestId('agent-message').last()).toBeVisible({ timeout: 30_000 });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("another account's owner cannot change the look: 404 and nothing changes", async ({ page, request }) => {
  await ownerSignedIn(page, request);
  const created = await page.request.post('/api/agents', {
    data: { name: 'Agente Protetto', description: '', instructions: 'Rispondi in italiano.' },
  });
  const agent = (await created.json()) as { id: string };
  // Another account's owner: the agent does not exist for them.
  const stranger = await browserlessOwner(request);
  const foreign = await stranger.put(`/api/agents/${agent.id}/appearance`, {
    data: { welcomeMessage: 'x', suggestedQuestions: [], color: '#1e3a8a', avatarUrl: '' },
  });
  expect(foreign.status()).toBe(404);
  expect(((await foreign.json()) as { message: string }).message).toMatch(/non trovato/i);
  const after = (await (await page.request.get(`/api/agents/${agent.id}`)).json()) as { appearance: { welcomeMessage: string } };
  expect(after.appearance.welcomeMessage).toBe('');
});

/** Another account's owner, signed in on its own request context. */
async function browserlessOwner(request: APIRequestContext) {
  const owner = await createOwner(request);
  const ctx = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const res = await ctx.post('/api/auth/login', { data: { email: owner.email, password: owner.password } });
  expect(res.status()).toBe(200);
  return ctx;
}
