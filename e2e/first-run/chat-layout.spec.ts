import { randomUUID } from 'node:crypto';
import { test, expect, seriousA11yViolations, ownerWithSession } from '../fixtures';
import { WIDTHS, createAgentViaApi, sidewaysOverflow } from './helpers';

/** The answer streams as NDJSON events; the first one names the conversation. */
const startOf = (body: string): string =>
  body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { type: string; conversationId?: string })
    .find((e) => e.type === 'start')!.conversationId!;

test('the chat composer is always in view; only the message list scrolls (test chat and public chat)', async ({
  page,
  request,
  browser,
}) => {
  await ownerWithSession(page, request);
  const agent = await createAgentViaApi(page, { name: 'Assistente Lungo', description: 'Risponde a tutto' });
  // Enough messages in one conversation to overflow any window.
  let testConversation: string | undefined;
  for (let i = 0; i < 8; i += 1) {
    const res = await page.request.post(`/api/agents/${agent.id}/chat/messages`, {
      data: { text: `Domanda numero ${i}: quali sono gli orari?`, ...(testConversation ? { conversationId: testConversation } : {}) },
    });
    expect(res.status()).toBe(200);
    testConversation = startOf(await res.text());
  }
  const visitor = randomUUID();
  let conversationId: string | undefined;
  for (let i = 0; i < 8; i += 1) {
    const res = await request.post(`/api/public/agents/${agent.id}/messages`, {
      data: { text: `Domanda del visitatore ${i}`, visitorId: visitor, ...(conversationId ? { conversationId } : {}) },
    });
    expect(res.status()).toBe(200);
    conversationId = startOf(await res.text());
  }

  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`/agent/${agent.id}/chat`);
    const composer = page.getByLabel('Messaggio', { exact: true });
    await expect(composer).toBeVisible();
    const send = page.getByRole('button', { name: 'Invia', exact: true });
    const box = (await send.boundingBox())!;
    expect(box.y + box.height, `${size.name}: the send button is below the window`).toBeLessThanOrEqual(size.height);
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
      `${size.name}: the page scrolls`,
    ).toBeLessThanOrEqual(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    // The list scrolls inside its box and starts at the newest message.
    const list = page.getByRole('list', { name: 'Messaggi della conversazione' });
    expect(await list.evaluate((ol) => ol.parentElement!.scrollHeight > ol.parentElement!.clientHeight)).toBe(true);
    expect(await seriousA11yViolations(page), `${size.name}: /agent/:id/chat`).toEqual([]);
  }

  // The public chat, as the visitor who wrote those messages (the browser remembers their id and conversation).
  const context = await browser.newContext();
  await context.addInitScript(
    ([agentId, visitorId, conversation]) => {
      localStorage.setItem('agenti.visitor-id', visitorId!);
      localStorage.setItem(`agenti.public-chat.${agentId}`, conversation!);
    },
    [agent.id, visitor, conversationId],
  );
  const visitorPage = await context.newPage();
  for (const size of WIDTHS) {
    await visitorPage.setViewportSize({ width: size.width, height: size.height });
    await visitorPage.goto(`/agent/public-chat/${agent.id}`);
    const send = visitorPage.getByRole('button', { name: 'Invia', exact: true });
    await expect(send).toBeVisible();
    await expect(visitorPage.getByText('Domanda del visitatore 7')).toBeVisible();
    const box = (await send.boundingBox())!;
    expect(box.y + box.height, `${size.name}: public send button below the window`).toBeLessThanOrEqual(size.height);
    expect(await visitorPage.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(0);
  }
  await context.close();
});
