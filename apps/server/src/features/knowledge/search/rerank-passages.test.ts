import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../../test/factories.js';
import { signIn } from '../../../test/sign-in.js';
import { addProcessedDocument, answerOf } from '../../chat/test-support/chat-fixtures.js';
import { startFakeLlmServer, type FakeLlmServer } from '../../chat/test-support/fake-llm-server.js';

const CODES = ['ALFA', 'BRAVO', 'CHARLIE', 'DELTA'];
const PAGES = [
  'La fiera del libro apre il sabato alle nove nel padiglione ALFA.',
  'La fiera del libro apre la domenica alle dieci nel padiglione BRAVO.',
  'Biglietti della fiera del libro: ingresso ridotto nel padiglione CHARLIE.',
  'La fiera del libro chiude alle venti; uscita dal padiglione DELTA.',
];
const env = (fake: FakeLlmServer) => ({
  LLM_BASE_URL: fake.baseUrl,
  LLM_MODEL: 'modello-prova',
  LLM_API_KEY: 'sk-ambiente',
  LLM_ALLOW_PRIVATE_BASE_URL: 'true',
});

let fake: FakeLlmServer;
let t: TestApp;
let off: TestApp;

async function agentWithFair(app: TestApp) {
  const owner = await createAccountWithOwner(app.ctx.db);
  const agent = await createAgent(app.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Fiera' });
  await addProcessedDocument(app.ctx.db, { accountId: owner.accountId, agentId: agent.id, fileName: 'fiera.txt', pages: PAGES });
  const cookie = await signIn(app, owner);
  const ask = async (text: string) => {
    const res = await app.request({ method: 'POST', url: `/api/agents/${agent.id}/chat/messages`, cookie, payload: { text } });
    expect(res.statusCode).toBe(200);
    return answerOf(res.body);
  };
  return { ask };
}

/** The codes of the passages in a prompt, in the order they appear. */
const codesIn = (content: string) =>
  [...content.matchAll(/padiglione (ALFA|BRAVO|CHARLIE|DELTA)/g)].map((m) => m[1]!).filter((c, i, all) => all.indexOf(c) === i);

beforeAll(async () => {
  fake = await startFakeLlmServer();
  t = await createTestApp({ ...env(fake), RERANK_WITH_MODEL: 'true' });
  off = await createTestApp(env(fake));
});
afterAll(async () => {
  await t.close();
  await off.close();
  await fake.close();
});

describe('reranking by the chat model (RERANK_WITH_MODEL)', () => {
  it('asks the model to order the candidates, and the answer gets them in its order', async () => {
    const { ask } = await agentWithFair(t);
    const before = fake.requests.length;
    fake.enqueue({ kind: 'answer', text: '4, 2' }, { kind: 'answer', text: 'La fiera apre il sabato.' });
    const { text, done } = await ask('A che ora apre la fiera del libro?');
    expect(text).toBe('La fiera apre il sabato.');
    const [rerank, answer] = fake.requests.slice(before);
    expect(fake.requests.length - before).toBe(2);
    // The reranking request: the question and every candidate numbered, with the instruction to answer with numbers.
    const system = rerank!.body.messages.find((m) => m.role === 'system')!.content;
    expect(system).toContain('Rispondi solo con i numeri dei passaggi');
    const listed = rerank!.body.messages.find((m) => m.role === 'user')!.content;
    expect(listed).toContain('Domanda: A che ora apre la fiera del libro?');
    const numbered = codesIn(listed);
    expect([...numbered].sort()).toEqual([...CODES].sort());
    // The model's 4th and 2nd come first, the others keep their full-text order.
    const expected = [numbered[3]!, numbered[1]!, numbered[0]!, numbered[2]!];
    const prompt = answer!.body.messages.map((m) => m.content).join('\n');
    expect(codesIn(prompt)).toEqual(expected);
    expect(done!.message.sources.length).toBeGreaterThan(0);
  });

  it('keeps the full-text order when the model fails, refuses or answers without usable numbers', async () => {
    const { ask } = await agentWithFair(t);
    for (const behaviour of [
      { kind: 'http-error', status: 500 } as const,
      { kind: 'refusal' } as const,
      { kind: 'answer', text: 'Non saprei, forse il 99.' } as const,
    ]) {
      const before = fake.requests.length;
      fake.enqueue(behaviour, { kind: 'answer', text: 'Risposta.' });
      const { text } = await ask('A che ora apre la fiera del libro?');
      expect(text).toBe('Risposta.');
      const [rerank, answer] = fake.requests.slice(before);
      const listed = codesIn(rerank!.body.messages.find((m) => m.role === 'user')!.content);
      expect(codesIn(answer!.body.messages.map((m) => m.content).join('\n'))).toEqual(listed);
    }
  });

  it('is off by default: one model call per question', async () => {
    const { ask } = await agentWithFair(off);
    const before = fake.requests.length;
    fake.enqueue({ kind: 'answer', text: 'Alle nove.' });
    expect((await ask('A che ora apre la fiera del libro?')).text).toBe('Alle nove.');
    expect(fake.requests.length - before).toBe(1);
    expect(fake.requests.at(-1)!.body.messages.some((m) => m.content.includes('Rispondi solo con i numeri dei passaggi'))).toBe(false);
  });
});
