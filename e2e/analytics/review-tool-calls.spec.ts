import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { test, expect, seriousA11yViolations, ownerWithSession } from '../fixtures';

/**
 * Issue 46: the conversation review shows which actions were called for an answer (action, origin, outcome, duration),
 * and the result of a form the visitor sent without a model is a message of the conversation.
 */
async function startShop() {
  const server = http.createServer((req, res) => {
    const order = /^\/api\/ordini\/([^/?]+)/.exec(req.url ?? '');
    if (!order) return void res.writeHead(404).end();
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ numero: order[1], stato: 'Spedito', consegna: '9 dicembre' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(r)) };
}

test('the review shows the form call under the answer that offered it and the result as a message, at 1280 and 375 px', async ({
  page,
  request,
}) => {
  const shop = await startShop();
  await ownerWithSession(page, request);
  const created = await page.request.post('/api/agents', {
    data: { name: 'Negozio Revisione', description: 'Assistenza ordini', instructions: 'Rispondi in italiano.' },
  });
  const agent = (await created.json()) as { id: string };
  const action = await page.request.post(`/api/agents/${agent.id}/actions`, {
    data: {
      name: 'Stato ordine',
      whenToUse: 'Quando il cliente chiede a che punto è il suo ordine.',
      method: 'GET',
      url: `${shop.url}/api/ordini/{numero}`,
      headers: [],
      parameters: [{ name: 'numero', type: 'string', description: "Numero dell'ordine", required: true, allowedValues: [] }],
      resultFields: ['stato', 'consegna'],
      enabled: true,
    },
  });
  expect(action.status()).toBe(201);
  const actionId = ((await action.json()) as { action: { id: string } }).action.id;

  // A visitor asks about their order; without a model the form is offered, and they send it.
  const visitorId = randomUUID();
  const asked = await page.request.post(`/api/public/agents/${agent.id}/messages`, {
    data: { text: 'A che punto è il mio ordine?', visitorId },
  });
  const start = (await asked.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { type: string; conversationId?: string })
    .find((event) => event.type === 'start')!;
  const ran = await page.request.post(`/api/public/agents/${agent.id}/actions/${actionId}/run`, {
    data: { visitorId, conversationId: start.conversationId, values: { numero: 'A-17' } },
  });
  expect(ran.status()).toBe(200);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/analytics/conversations/${start.conversationId}`);
    await expect(page.locator('li[data-sender]')).toHaveCount(3);
    const offer = page.locator('li[data-sender="agent"]').first();
    const calls = offer.getByRole('table', { name: /Azioni chiamate/ });
    await expect(calls.getByRole('row', { name: /Stato ordine Modulo in chat Riuscita · HTTP 200 [\d,]+ m?s/ })).toBeVisible();
    const result = page.locator('li[data-sender="agent"]').last();
    await expect(result).toContainText('Risultato: Stato ordine');
    await expect(result).toContainText('stato: Spedito');
    await expect(result).toContainText('consegna: 9 dicembre');
    await expect(result.getByTestId('answer-outcome')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await seriousA11yViolations(page)).toEqual([]);
  }
  await shop.close();
});
