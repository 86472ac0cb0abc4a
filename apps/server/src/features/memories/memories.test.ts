import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { collaborativeMemories, agents } from '../../db/schema/agents.js';
import { devMailbox } from '../../db/schema/platform.js';
import { answerOf } from '../chat/test-support/chat-fixtures.js';
import { findConflictOffline } from './find-memory-conflict.js';
import { MEMORIES_CHANGED_EVENT } from '@app/shared/realtime-events';
import { MESSAGES } from '@app/shared/i18n/common';
import { INVALID_ID } from '@app/shared/i18n/common';

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

describe("'Approvazione dei ricordi' (issue 34, ADR 0132)", () => {
  const approve = (memoryId: string, cookie: string, agentId = agent.id) =>
    t.request({ method: 'POST', url: `/api/agents/${agentId}/memories/${memoryId}/approve`, cookie });
  const listed = async (cookie = ownerCookie, agentId = agent.id) =>
    (await t.request({ method: 'GET', url: `/api/agents/${agentId}/memories`, cookie })).json<{
      memories: { id: string; content: string; status: string }[];
    }>().memories;
  const usesMemory = async (question: string, agentId = agent.id) =>
    answerOf((await say(question, ownerCookie, agentId)).body).text.includes('Fonte: memoria del team');

  it("holds a user's memory for approval, tells the approvers by e-mail, and never uses it until approved", async () => {
    const user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user', firstName: 'Luca', lastName: 'Verdi' });
    const userCookie = await signIn(t, user);
    const mailsBefore = await mailCount();
    const { done, text } = answerOf((await say('ricordati che il parcheggio dei clienti è in via Roma 12', userCookie)).body);
    expect(done!.memory).toEqual({ status: 'pending', type: 'general_memory' });
    expect(text).toContain("quando il proprietario o l'istruttore dell'agente l'avrà approvata");
    const row = (await memoriesOf()).find((m) => m.content === 'il parcheggio dei clienti è in via Roma 12')!;
    expect(row).toMatchObject({ status: 'pending', userId: user.id });

    // The assigned instructor and the owner (who created the agent) are told, once each; the author is not.
    expect(await mailCount()).toBe(mailsBefore + 2);
    for (const to of [instructor.email, owner.email]) {
      const mail = await t.lastEmail(to);
      expect(mail!.subject).toBe("Una memoria da approvare per l'agente Assistente Negozio");
      expect(mail!.text).toContain('Luca Verdi ha insegnato');
      expect(mail!.text).toContain('il parcheggio dei clienti è in via Roma 12');
      expect(mail!.text).toContain(`/agent/${agent.id}/settings?tab=training`);
    }
    expect(await t.lastEmail(user.email)).toBeUndefined();

    // Listed first, marked as waiting; not used in an answer.
    expect((await listed())[0]).toMatchObject({ id: row.id, status: 'pending' });
    expect(await usesMemory('Dove si trova il parcheggio dei clienti?')).toBe(false);

    // Only whoever may manage the agent approves: the user 403, an instructor of another agent 404, another account 404.
    const otherInstructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
    const stranger = await createAccountWithOwner(t.ctx.db);
    expect((await approve(row.id, userCookie)).statusCode).toBe(403);
    expect((await approve(row.id, await signIn(t, otherInstructor))).statusCode).toBe(404);
    const foreign = await approve(row.id, await signIn(t, stranger));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MESSAGES.agentNotFound);
    expect((await memoriesOf()).find((m) => m.id === row.id)!.status).toBe('pending');

    const ok = await approve(row.id, await signIn(t, instructor));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: "Memoria approvata: l'agente la userà nelle risposte." });
    expect((await memoriesOf()).find((m) => m.id === row.id)!.status).toBe('approved');
    expect(await usesMemory('Dove si trova il parcheggio dei clienti?')).toBe(true);

    const again = await approve(row.id, ownerCookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Questa memoria è già stata approvata.');
  });

  it('answers an unknown or malformed memory id in Italian, changing nothing', async () => {
    const missing = await approve('inesistente', ownerCookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Memoria non trovata.');
    const malformed = await approve('x'.repeat(300), ownerCookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(INVALID_ID);
    // A memory of another agent of the same account is not this agent's.
    const second = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    const user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    expect(
      answerOf((await say('ricordati che la vetrina si pulisce il lunedì', await signIn(t, user), second.id)).body).done!.memory?.status,
    ).toBe('pending');
    const pending = (await memoriesOf(second.id))[0]!;
    expect((await approve(pending.id, ownerCookie, agent.id)).statusCode).toBe(404);
    expect((await memoriesOf(second.id))[0]!.status).toBe('pending');
  });

  it('applies at once the memories of whoever may manage the agent: its instructor, an admin or user who created it', async () => {
    const byInstructor = answerOf((await say('ricordati che il corriere passa alle 11', await signIn(t, instructor))).body);
    expect(byInstructor.done!.memory?.status).toBe('saved');
    expect((await memoriesOf()).find((m) => m.content === 'il corriere passa alle 11')!.status).toBe('approved');

    for (const role of ['admin', 'user'] as const) {
      const member = await createUser(t.ctx.db, { accountId: owner.accountId, role });
      const cookie = await signIn(t, member);
      const own = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: member.id });
      expect(answerOf((await say('ricordati che le consegne partono il venerdì', cookie, own.id)).body).done!.memory?.status).toBe('saved');
      // On an agent they did not create, an admin is like a user: the memory waits.
      expect(answerOf((await say(`ricordati che il ${role} preferisce il tè`, cookie)).body).done!.memory?.status).toBe('pending');
    }
  });

  it('with the setting off, a user teaches at once; the setting is refused in Italian when not a yes or no', async () => {
    const open = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, instructorId: instructor.id });
    const detail = (await t.request({ method: 'GET', url: `/api/agents/${open.id}`, cookie: ownerCookie })).json<Record<string, unknown>>();
    expect(detail.memoryApproval).toBe(true);
    const settings = {
      name: detail.name,
      description: detail.description,
      instructions: detail.instructions,
      instructorId: instructor.id,
      status: 'Attivo',
      memoryMode: 'none',
      memoryRetentionDays: null,
      enableExplicitMemory: true,
    };
    const put = (payload: Record<string, unknown>, cookie = ownerCookie) =>
      t.request({ method: 'PUT', url: `/api/agents/${open.id}`, cookie, payload });

    const bad = await put({ ...settings, memoryApproval: 'sì' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Indica se i ricordi degli utenti devono essere approvati.');
    const user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const userCookie = await signIn(t, user);
    // A user may not change the agent's settings, this one included.
    expect((await put({ ...settings, memoryApproval: false }, userCookie)).statusCode).toBe(403);
    expect((await t.ctx.db.select().from(agents).where(eq(agents.id, open.id)))[0]!.memoryApproval).toBe(true);

    const off = await put({ ...settings, memoryApproval: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().memoryApproval).toBe(false);
    // Omitted: unchanged.
    expect((await put(settings)).json().memoryApproval).toBe(false);
    expect(answerOf((await say('ricordati che il bagno è al primo piano', userCookie, open.id)).body).done!.memory?.status).toBe('saved');
    expect((await listed(ownerCookie, open.id))[0]!.status).toBe('approved');
  });
});
