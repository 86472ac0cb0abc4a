import { randomUUID } from 'node:crypto';
import { test, expect, agentWithDocument, seriousA11yViolations, ownerWithSession } from '../fixtures';
import { WIDTHS, sidewaysOverflow } from '../first-run/helpers';

/**
 * Issue 34: the conversation review and 'Risposte valutate negativamente' show an answer as the chat does (Markdown,
 * safely: no raw `**` or `>`, no HTML from the text), and ratings with the app's icons and words, not emoji.
 */
test('answers are rendered as Markdown in the review and the lowest-rated list; ratings are icons with a label', async ({
  page,
  request,
}) => {
  await ownerWithSession(page, request);
  const agent = await agentWithDocument(page, 'Agente Resi', {
    name: 'resi.txt',
    text: 'Politica dei resi. Il cliente può restituire la merce entro 30 giorni con lo scontrino. <b>grassetto</b>',
  });

  const visitorId = randomUUID();
  const res = await page.request.post(`/api/public/agents/${agent.id}/messages`, {
    data: { text: 'Entro quanti giorni posso restituire la merce?', visitorId },
  });
  const events = (await res.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { type: string; conversationId?: string; message?: { id: string; text: string } });
  const conversationId = events.find((e) => e.type === 'start')!.conversationId!;
  const reply = events.find((e) => e.type === 'done')!.message!;
  // The offline answer is Markdown: a bold label, the passage quoted, its source in italics.
  expect(reply.text).toContain('**');
  expect(reply.text).toContain('> ');
  const rated = await page.request.put(`/api/public/agents/${agent.id}/messages/${reply.id}/rating`, { data: { rating: -1, visitorId } });
  expect(rated.status()).toBe(200);

  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`/analytics/conversations/${conversationId}`);
    const answer = page.getByRole('listitem').filter({ hasText: 'Agente' }).last();
    await expect(answer.locator('blockquote')).toContainText('entro 30 giorni');
    await expect(answer.locator('strong').first()).toBeVisible();
    await expect(answer).not.toContainText('**');
    const rating = page.getByText('Valutata negativamente');
    await expect(rating).toBeVisible();
    await expect(rating.locator('svg')).toHaveCount(1);
    await expect(page.locator('main')).not.toContainText('👎');
    expect(await sidewaysOverflow(page), `${size.name}: conversation scrolls sideways`).toBe(0);
    expect(await seriousA11yViolations(page), `${size.name}: conversation`).toEqual([]);

    await page.goto('/analytics');
    // The card: the heading's header, and the header's parent.
    const lowest = page.getByRole('heading', { name: 'Risposte valutate negativamente' }).locator('xpath=../..');
    await expect(lowest).toContainText('Entro quanti giorni posso restituire la merce?');
    await expect(lowest).not.toContainText('**');
    await expect(lowest.locator('strong').first()).toBeAttached();
    await expect(page.getByText('1 negativa')).toBeVisible();
    await expect(page.locator('main')).not.toContainText('👎');
    expect(await sidewaysOverflow(page), `${size.name}: analytics scrolls sideways`).toBe(0);
    expect(await seriousA11yViolations(page), `${size.name}: analytics`).toEqual([]);
  }
});
