import { randomUUID } from 'node:crypto';
import { test, expect, agentWithDocument, seriousA11yViolations, ownerWithSession } from '../fixtures';
import { WIDTHS, sidewaysOverflow } from '../first-run/helpers';

/**
 * Issue 30: in the conversation review, a reply a member typed in 'Richieste' is a person's, not the agent's: it
 * carries the member's name and a style of its own, and is shown as typed (never as Markdown or HTML).
 */
test("the review shows a member's reply as a person's, with their name, apart from the agent's answers", async ({ page, request }) => {
  const owner = await ownerWithSession(page, request);
  const agent = await agentWithDocument(page, 'Agente Orari', { name: 'orari.txt', text: 'Il negozio apre alle nove.' });

  const visitorId = randomUUID();
  const chat = await page.request.post(`/api/public/agents/${agent.id}/messages`, { data: { text: 'A che ora aprite?', visitorId } });
  const conversationId = (await chat.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { type: string; conversationId?: string })
    .find((e) => e.type === 'start')!.conversationId!;
  const asked = await page.request.post(`/api/public/agents/${agent.id}/handoff`, {
    data: { name: 'Piera', email: 'piera@example.com', consent: true, visitorId, conversationId },
  });
  expect(asked.status()).toBe(200);
  // A new owner: this is the account's only request.
  const { requests } = (await (await page.request.get('/api/inbox')).json()) as { requests: { id: string }[] };
  expect(requests).toHaveLength(1);
  const requestId = requests[0]!.id;
  const replied = await page.request.post(`/api/inbox/${requestId}/replies`, { data: { text: 'Ciao Piera, **oggi** apriamo alle 10.' } });
  expect(replied.status()).toBe(200);

  const member = owner.email.split('@')[0]!;
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`/analytics/conversations/${conversationId}`);
    const items = page.getByRole('listitem');
    const reply = items.filter({ hasText: 'oggi' });
    await expect(reply).toContainText(`${member} · Team`);
    await expect(reply).not.toContainText('Agente');
    // As typed: the asterisks stay, nothing is turned into bold.
    await expect(reply).toContainText('Ciao Piera, **oggi** apriamo alle 10.');
    await expect(reply.locator('strong')).toHaveCount(0);
    await expect(reply).toHaveAttribute('data-sender', 'team');
    // Its own colour: not the agent's answer's background.
    const answer = items.filter({ hasText: 'Agente' }).first();
    const background = (l: typeof reply) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background(reply)).not.toBe(await background(answer));
    expect(await sidewaysOverflow(page), size.name).toBe(0);
    expect(await seriousA11yViolations(page), size.name).toEqual([]);
  }
});
