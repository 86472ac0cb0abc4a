import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { test, expect, createOwner, loginViaUi, ownerSignedIn } from '../fixtures';
import { italianParagraphs, makePdf } from '../../apps/server/src/test/knowledge-files.mjs';
import { INSTANCE_PORTS } from './cluster-env';
import { killInstance, readState, restartInstance } from './cluster-control';
import { SLOW_ANSWER_MARKER } from './cluster-llm';
import { E2E_BASE_URL } from '../support/env';

test.describe.configure({ mode: 'serial' });

/**
 * The agent's documents, or none while the balancer has no live instance to ask: right after the whole fleet is
 * restarted nginx still skips the killed instances for `fail_timeout` and answers its own 502 page.
 */
const documentsOf = async (
  request: { get: (url: string) => Promise<{ ok: () => boolean; json: () => Promise<unknown> }> },
  agentId: string,
): Promise<{ id: string; status: string; fileName: string }[]> => {
  const response = await request.get(`/api/agents/${agentId}/documents`);
  if (!response.ok()) return [];
  return ((await response.json()) as { documents: { id: string; status: string; fileName: string }[] }).documents;
};

const sql = async <T>(text: string, values: unknown[]): Promise<T[]> => {
  const client = new pg.Client({ connectionString: readState().env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
};

test('a session made through the balancer is recognised by every instance', async ({ page, request }) => {
  const owner = await ownerSignedIn(page, request);
  const cookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  for (const port of INSTANCE_PORTS) {
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/session`, { headers: { cookie: cookies } });
    expect(res.status, `instance ${port}`).toBe(200);
    expect(((await res.json()) as { user: { email: string } }).user.email).toBe(owner.email);
  }
});

test('a document uploaded in one browser is stored in the bucket, processed by any instance, and shown live in another browser', async ({
  page,
  browser,
  request,
}) => {
  const owner = await ownerSignedIn(page, request);
  const created = await page.request.post('/api/agents', {
    data: { name: 'Agente del Cluster', description: 'Prova', instructions: 'Rispondi.' },
  });
  expect(created.status()).toBe(201);
  const agent = (await created.json()) as { id: string };
  await page.goto(`/agent/${agent.id}/settings`);
  await page.getByRole('tab', { name: 'Dati di Addestramento & Memoria' }).click();
  await expect(page.getByText('Nessun documento caricato.', { exact: false })).toBeVisible();

  // The same account in another browser (its own event stream, most likely on another instance) uploads.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await loginViaUi(otherPage, owner);
  const paragraphs = italianParagraphs(8, 21);
  const uploaded = await otherPage.request.post(`/api/agents/${agent.id}/documents`, {
    multipart: {
      file: {
        name: 'Regolamento Cluster.pdf',
        mimeType: 'application/pdf',
        buffer: makePdf([paragraphs.slice(0, 4), paragraphs.slice(4)]),
      },
    },
  });
  expect(uploaded.status()).toBe(201);
  const row = page.getByRole('list', { name: 'Documenti caricati' }).getByRole('listitem').filter({ hasText: 'Regolamento_Cluster.pdf' });
  await expect(row.getByText('Processato')).toBeVisible({ timeout: 30_000 });
  await other.close();

  // Stored in the bucket (the product's files never touch an instance's disk) and searchable from any instance.
  const [stored] = await sql<{ file_path: string }>('select file_path from agent_documents where agent_id = $1', [agent.id]);
  const bucket = readState().env;
  const object = await fetch(`${bucket.S3_ENDPOINT}/${bucket.S3_BUCKET}/${stored!.file_path}`, { method: 'HEAD' });
  expect(object.status).toBe(200);

  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await guest.goto(`/agent/public-chat/${agent.id}`);
  await expect(guest.getByRole('heading', { name: 'Agente del Cluster' })).toBeVisible();
  const question = paragraphs[5]!.split(' ').slice(0, 9).join(' ');
  await guest.getByRole('textbox').fill(`${question}?`);
  await guest.getByRole('textbox').press('Enter');
  const answer = guest.getByTestId('agent-message').last();
  await expect(answer.getByTestId('message-sources')).toContainText('Regolamento Cluster', { timeout: 20_000 });
  await visitor.close();

  // A fresh instance searches the agent with nothing of it in memory and nothing to load first (ADR 0147): its very
  // first search, straight to it rather than through the balancer, finds the passage.
  const port = INSTANCE_PORTS[1]!;
  killInstance(port);
  await restartInstance(port);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const search = await fetch(`http://127.0.0.1:${port}/api/agents/${agent.id}/retrieval-test`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: question, topK: 3 }),
  });
  expect(search.status).toBe(200);
  const found = (await search.json()) as { results: { file: string }[] };
  expect(found.results[0]?.file).toBe('Regolamento_Cluster.pdf');
});

test('a sign-in limit trips at the same count through three instances as on one', async ({ request }) => {
  const owner = await createOwner(request);
  const statuses: number[] = [];
  for (let i = 0; i < 11; i += 1) {
    const res = await request.post('/api/auth/login', { data: { email: owner.email, password: 'Sbagliata1!' } });
    statuses.push(res.status());
  }
  // The login limit is 10 a minute for an address and an e-mail (rate-limit/limits.ts), counted in the run's Redis:
  // round-robin over three instances with per-process counters would have allowed 30.
  expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
  expect(statuses[10]).toBe(429);
});

test('with an instance killed, the next requests are served by the others; killed mid-processing, a document is finished once', async ({
  page,
  request,
}) => {
  await ownerSignedIn(page, request);
  const created = await page.request.post('/api/agents', {
    data: { name: 'Agente Resiliente', description: 'Prova', instructions: 'Rispondi.' },
  });
  const agent = (await created.json()) as { id: string };

  killInstance(INSTANCE_PORTS[0]!);
  for (let i = 0; i < 6; i += 1) expect((await page.request.get('/api/agents')).status()).toBe(200);

  // A long PDF, and the whole fleet cut off while it is being processed: nothing is lost, nothing is done twice.
  const pages = italianParagraphs(2400, 33);
  const pdf = makePdf(Array.from({ length: 800 }, (_, i) => pages.slice(i * 3, i * 3 + 3)));
  const uploaded = await page.request.post(`/api/agents/${agent.id}/documents`, {
    multipart: { file: { name: 'Manuale Lungo.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(uploaded.status()).toBe(201);
  const documentId = ((await uploaded.json()) as { id: string }).id;
  await expect
    .poll(async () => (await documentsOf(page.request, agent.id))[0]?.status, { timeout: 20_000, intervals: [50] })
    .toBe('processing');
  for (const port of INSTANCE_PORTS.slice(1)) killInstance(port);
  // Cut off in the middle: the fleet died before the document was finished.
  const [atCrash] = await sql<{ status: string }>('select status from agent_documents where id = $1', [documentId]);
  expect(atCrash!.status).toBe('processing');
  for (const port of INSTANCE_PORTS) await restartInstance(port);

  await expect.poll(async () => (await documentsOf(page.request, agent.id))[0]?.status, { timeout: 60_000 }).toBe('processed');
  const [chunks] = await sql<{ total: number; distinct_ordinals: number; max_ordinal: number }>(
    'select count(*)::int as total, count(distinct ordinal)::int as distinct_ordinals, max(ordinal) as max_ordinal from document_chunks where document_id = $1',
    [documentId],
  );
  expect(chunks!.total).toBeGreaterThan(100);
  expect(chunks!.distinct_ordinals).toBe(chunks!.total);
  expect(chunks!.max_ordinal).toBe(chunks!.total - 1);
});

test('an instance killed in the middle of a chat answer: the visitor asks again and another answers, the cut-off reply is released', async ({
  page,
  request,
}) => {
  await ownerSignedIn(page, request);
  const created = await page.request.post('/api/agents', {
    data: { name: 'Agente Interrotto', description: 'Prova', instructions: 'Rispondi.' },
  });
  const agent = (await created.json()) as { id: string };
  const visitorId = randomUUID();
  const ask = (text: string) =>
    fetch(`${E2E_BASE_URL}/api/public/agents/${agent.id}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text, visitorId }),
    });

  const streaming = await ask(`Rispondi ${SLOW_ANSWER_MARKER}, per favore.`);
  expect(streaming.status).toBe(200);
  const reader = streaming.body!.getReader();
  const decoder = new TextDecoder();
  let received = '';
  while (!received.includes('"delta"')) {
    const { value, done } = await reader.read();
    if (done) break;
    received += decoder.decode(value, { stream: true });
  }
  // The instance streaming the answer, from the reply row it reserved.
  const [reply] = await sql<{ id: string; label: string }>(
    `select m.id, i.label from messages m join server_instances i on i.id = m.reserved_by
      where m.agent_id = $1 and m.sender = 'agent' and m.latency_ms is null`,
    [agent.id],
  );
  const pid = Number(reply!.label.split(':').at(-1));
  const port = Number(Object.entries(readState().pids).find(([, p]) => p === pid)![0]);
  killInstance(port);

  // The visitor's answer stops short: no 'done' event ever comes.
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      received += decoder.decode(value, { stream: true });
    }
  } catch {
    // the connection was cut
  }
  expect(received).not.toContain('"done"');

  // Asked again, the question is answered by one of the other instances.
  const again = await ask('Me lo ripeti?');
  expect(again.status).toBe(200);
  expect(await again.text()).toContain('"done"');

  // The reply the dead instance reserved stops counting toward the month and leaves the conversation.
  await expect
    .poll(async () => (await sql<{ n: number }>('select count(*)::int as n from messages where id = $1', [reply!.id]))[0]!.n, {
      timeout: 45_000,
      intervals: [1000],
    })
    .toBe(0);
  await restartInstance(port);
});
