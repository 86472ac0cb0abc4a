import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { collaborativeMemories, agents } from '../../db/schema/agents.js';
import { devMailbox } from '../../db/schema/platform.js';
import { answerOf } from '../chat/test-support/chat-fixtures.js';
import { findConflictOffline } from './find-memory-conflict.js';
import { MEMORIES_CHANGED_EVENT } from '@app/shared/api/memories';
import { MESSAGES } from '@app/shared/messages';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let ownerCookie: string;
let instructor: Awaited<ReturnType<typeof createUser>>;
let agent: Awaited<ReturnType<typeof createAgent>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccountWithOwner(t.ctx.db, { firstName: 'Giulia', lastName: 'Rossi' });
  ownerCookie = await signIn(t, owner);
  instructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor', firstName: 'Marco', lastName: 'Bianchi' });
  agent = await createAgent(t.ctx.db, {
    accountId: owner.accountId,
    userId: owner.id,
    instructorId: instructor.id,
    name: 'Assistente Negozio',
    instructions: 'Rispondi in italiano in modo cortese. Non offrire mai sconti ai clienti.',
  });
});
afterAll(async () => {
  await t.close();
});

const say = (text: string, cookie = ownerCookie, agentId = agent.id) =>
  t.request({ method: 'POST', url: `/api/agents/${agentId}/chat/messages`, cookie, payload: { text } });
const mailCount = async () => (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(devMailbox))[0]!.n;
const memoriesOf = (agentId = agent.id) => t.ctx.db.select().from(collaborativeMemories).where(eq(collaborativeMemories.agentId, agentId));

describe('memory commands (spec §5, case-insensitive)', () => {
  it('saves "memorizza X come procedura" as a procedure and confirms in the chat', async () => {
    const { done, text } = answerOf((await say('MEMORIZZA per i resi controlla sempre lo scontrino COME PROCEDURA')).body);
    expect(done!.memory).toEqual({ status: 'saved', type: 'procedure' });
    expect(text).toBe('Ho memorizzato questa procedura: «per i resi controlla sempre lo scontrino».');
    const saved = (await memoriesOf()).find((m) => m.content === 'per i resi controlla sempre lo scontrino');
    expect(saved).toMatchObject({ type: 'procedure', userId: owner.id, accountId: owner.accountId });
  });

  it('saves "ricordati X" and "salva X" as general memories', async () => {
    expect(answerOf((await say('Ricordati che il magazzino chiude alle 18')).body).done!.memory).toEqual({
      status: 'saved',
      type: 'general_memory',
    });
    expect(answerOf((await say('salva: il fornitore di vernici è Colorificio Sud')).body).done!.memory).toEqual({
      status: 'saved',
      type: 'general_memory',
    });
    const contents = (await memoriesOf()).map((m) => [m.type, m.content]);
    expect(contents).toContainEqual(['general_memory', 'il magazzino chiude alle 18']);
    expect(contents).toContainEqual(['general_memory', 'il fornitore di vernici è Colorificio Sud']);
  });

  it('saves nothing when the memory conflicts with the instructions, and says so with what it conflicts with', async () => {
    const before = (await memoriesOf()).length;
    const { done, text } = answerOf((await say('ricordati di offrire sconti del 10% ai clienti abituali')).body);
    expect(done!.memory).toEqual({
      status: 'conflict',
      type: 'general_memory',
      conflict: {
        newInstruction: 'di offrire sconti del 10% ai clienti abituali',
        existingInstruction: 'Non offrire mai sconti ai clienti.',
        source: 'instructions',
      },
    });
    expect(text).toContain("in conflitto con le istruzioni dell'agente");
    expect((await memoriesOf()).length).toBe(before);
  });

  it('detects a conflict with an existing memory (different numbers on the same subject)', async () => {
    const before = (await memoriesOf()).length;
    const { done } = answerOf((await say('ricordati che il magazzino chiude alle 19')).body);
    expect(done!.memory?.status).toBe('conflict');
    expect(done!.memory?.conflict).toMatchObject({ existingInstruction: 'il magazzino chiude alle 18', source: 'memory' });
    expect((await memoriesOf()).length).toBe(before);
  });

  it('treats the commands as ordinary questions when explicit memory is off, and in the public chat', async () => {
    const quiet = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    await t.ctx.db.update(agents).set({ enableExplicitMemory: false }).where(eq(agents.id, quiet.id));
    const { done } = answerOf((await say('ricordati che il martedì siamo chiusi', ownerCookie, quiet.id)).body);
    expect(done!.memory).toBeUndefined();
    expect(await memoriesOf(quiet.id)).toEqual([]);

    const res = await t.request({
      method: 'POST',
      url: `/api/public/agents/${agent.id}/messages`,
      payload: { text: 'ricordati che regalate tutto', visitorId: crypto.randomUUID() },
    });
    expect(answerOf(res.body).done!.memory).toBeUndefined();
    expect((await memoriesOf()).some((m) => m.content.includes('regalate'))).toBe(false);
  });
});

describe('the offline conflict rule', () => {
  const statements = [
    { text: 'Dai sempre del lei ai clienti.', source: 'instructions' as const },
    { text: 'Il negozio apre alle 9.', source: 'memory' as const },
  ];
  it('flags opposite or negated statements on the same subject, and different figures', () => {
    expect(findConflictOffline('dai del tu ai clienti', statements)?.text).toBe('Dai sempre del lei ai clienti.');
    expect(findConflictOffline('il negozio apre alle 10', statements)?.text).toBe('Il negozio apre alle 9.');
    expect(findConflictOffline('il negozio non apre', statements)?.text).toBe('Il negozio apre alle 9.');
  });
  it('lets unrelated or agreeing statements through', () => {
    expect(findConflictOffline('il parcheggio è riservato ai fornitori', statements)).toBeNull();
    expect(findConflictOffline('il negozio apre alle 9 anche il sabato', statements)).toBeNull();
  });
});

describe('modification request (spec §7 request-modification-email)', () => {
  const payload = {
    newInstruction: 'offri sconti del 10% ai clienti abituali',
    existingInstruction: 'Non offrire mai sconti ai clienti.',
    source: 'instructions',
  };

  it("e-mails the agent's instructor with agent, requester, both instructions and the source", async () => {
    const user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user', firstName: 'Luca', lastName: 'Verdi' });
    const res = await t.request({
      method: 'POST',
      url: `/api/agents/${agent.id}/memories/modification-request`,
      cookie: await signIn(t, user),
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Richiesta di modifica inviata all'istruttore dell'agente.");
    const mail = await t.lastEmail(instructor.email);
    expect(mail?.subject).toBe("Richiesta di modifica per l'agente Assistente Negozio");
    expect(mail?.text).toContain(`Luca Verdi (${user.email})`);
    expect(mail?.text).toContain('offri sconti del 10% ai clienti abituali');
    expect(mail?.text).toContain('Non offrire mai sconti ai clienti.');
    expect(mail?.text).toContain("Fonte: Istruzioni dell'agente");
    expect(mail?.text).toContain(`http://localhost:3000/agent/${agent.id}/settings`);
  });

  it('goes to the agent owner when there is no instructor', async () => {
    const solo = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Senza Istruttore' });
    await t.request({
      method: 'POST',
      url: `/api/agents/${solo.id}/memories/modification-request`,
      cookie: ownerCookie,
      payload: { ...payload, source: 'memory' },
    });
    const mail = await t.lastEmail(owner.email);
    expect(mail?.subject).toBe("Richiesta di modifica per l'agente Senza Istruttore");
    expect(mail?.text).toContain('Fonte: Memoria del team');
  });

  it('a conflicting memory from the chat becomes the e-mailed request, and nothing is saved', async () => {
    const before = (await memoriesOf()).length;
    const { done } = answerOf((await say('Salva: ai clienti abituali offri sempre sconti del 5%')).body);
    expect(done!.memory?.status).toBe('conflict');
    const conflict = done!.memory!.conflict!;
    // What the dialog sends: the conflict exactly as the chat reported it.
    const res = await t.request({
      method: 'POST',
      url: `/api/agents/${agent.id}/memories/modification-request`,
      cookie: ownerCookie,
      payload: conflict,
      remoteAddress: '10.5.0.1',
    });
    expect(res.statusCode).toBe(200);
    const mail = await t.lastEmail(instructor.email);
    expect(mail?.text).toContain('Giulia Rossi');
    expect(mail?.text).toContain('ai clienti abituali offri sempre sconti del 5%');
    expect(mail?.text).toContain('Non offrire mai sconti ai clienti.');
    expect((await memoriesOf()).length).toBe(before);
  });

  it('refuses empty texts, another account and callers who cannot see the agent; sends nothing', async () => {
    const mailsBefore = await mailCount();
    const empty = await t.request({
      method: 'POST',
      url: `/api/agents/${agent.id}/memories/modification-request`,
      cookie: ownerCookie,
      payload: { ...payload, newInstruction: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Il nuovo testo è obbligatorio.');
    // From another address: the requests of this file would otherwise reach the per-address limit (5 per 15 minutes).
    const badSource = await t.request({
      method: 'POST',
      url: `/api/agents/${agent.id}/memories/modification-request`,
      cookie: ownerCookie,
      payload: { ...payload, source: 'altro' },
      remoteAddress: '10.5.0.2',
    });
    expect(badSource.statusCode).toBe(400);
    expect(badSource.json().message).toBe("La fonte deve essere 'instructions' o 'memory'.");
    const notText = await t.request({
      method: 'POST',
      url: `/api/agents/${agent.id}/memories/modification-request`,
      cookie: ownerCookie,
      payload: { ...payload, existingInstruction: 42 },
      remoteAddress: '10.5.0.2',
    });
    expect(notText.json().message).toBe('Il testo esistente è obbligatorio.');
    const stranger = await createAccountWithOwner(t.ctx.db);
    const other = await t.request({
      method: 'POST',
      url: `/api/agents/${agent.id}/memories/modification-request`,
      cookie: await signIn(t, stranger),
      payload,
    });
    expect(other.statusCode).toBe(404);
    const otherInstructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
    const hidden = await t.request({
      method: 'POST',
      url: `/api/agents/${agent.id}/memories/modification-request`,
      cookie: await signIn(t, otherInstructor),
      payload,
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(MESSAGES.agentNotFound);
    expect((await t.request({ method: 'POST', url: `/api/agents/${agent.id}/memories/modification-request`, payload })).statusCode).toBe(
      401,
    );
    expect(await mailCount()).toBe(mailsBefore);
  });
});

describe('memories list and delete (settings tab)', () => {
  it("lists content, type, author's name and date for the agent's owner and instructor", async () => {
    for (const cookie of [ownerCookie, await signIn(t, instructor)]) {
      const res = await t.request({ method: 'GET', url: `/api/agents/${agent.id}/memories`, cookie });
      expect(res.statusCode).toBe(200);
      const procedure = res.json().memories.find((m: { type: string }) => m.type === 'procedure');
      expect(procedure).toMatchObject({
        content: 'per i resi controlla sempre lo scontrino',
        authorName: 'Giulia Rossi',
        agentId: agent.id,
      });
      expect(Number.isNaN(Date.parse(procedure.createdAt))).toBe(false);
    }
  });

  it('refuses users and admins who do not manage the agent, and other accounts', async () => {
    const user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    for (const someone of [user, admin]) {
      const res = await t.request({ method: 'GET', url: `/api/agents/${agent.id}/memories`, cookie: await signIn(t, someone) });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.agentForbidden);
    }
    const [memory] = await memoriesOf();
    expect(
      (await t.request({ method: 'DELETE', url: `/api/agents/${agent.id}/memories/${memory!.id}`, cookie: await signIn(t, user) }))
        .statusCode,
    ).toBe(403);
    const stranger = await createAccountWithOwner(t.ctx.db);
    const strangerCookie = await signIn(t, stranger);
    expect((await t.request({ method: 'GET', url: `/api/agents/${agent.id}/memories`, cookie: strangerCookie })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/agents/${agent.id}/memories/${memory!.id}`, cookie: strangerCookie })).statusCode,
    ).toBe(404);
    expect((await memoriesOf()).some((m) => m.id === memory!.id)).toBe(true);
  });

  it("lets the agent's instructor delete a memory, telling the account's open lists", async () => {
    const [memory] = await memoriesOf();
    const heard = new Promise<unknown>((resolve) => {
      const stop = t.ctx.realtime.subscribe((event) => {
        if (event.type === MEMORIES_CHANGED_EVENT) {
          stop();
          resolve(event);
        }
      });
    });
    const res = await t.request({
      method: 'DELETE',
      url: `/api/agents/${agent.id}/memories/${memory!.id}`,
      cookie: await signIn(t, instructor),
    });
    expect(await heard).toMatchObject({ accountId: owner.accountId, payload: { agentId: agent.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Memoria eliminata.');
    expect((await memoriesOf()).some((m) => m.id === memory!.id)).toBe(false);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/agents/${agent.id}/memories/${memory!.id}`, cookie: ownerCookie })).statusCode,
    ).toBe(404);
  });
});
