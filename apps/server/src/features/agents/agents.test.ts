import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared/i18n/common';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { agentLimitMessage } from '@app/shared/i18n/agents';
import { PLAN_EXPIRED_MESSAGE } from '@app/shared/i18n/plans';
import { createTestApp, linkFrom, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser, type CreatedUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { agents, collaborativeMemories } from '../../db/schema/agents.js';
import { agentDocuments } from '../../db/schema/documents.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { actionTokens } from '../../db/schema/platform.js';
import { users } from '../../db/schema/auth.js';
import { newId } from '../../db/ids.js';
import type { EventOf, RealtimeEvent } from '@app/shared/realtime-events';
import { isStored } from '../../test/stored-files.js';
import { errorBody } from '../../test/error-body.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const agentInput = (over: Record<string, unknown> = {}) => ({
  name: 'Supporto Vendite',
  description: 'Aiuta i clienti',
  instructions: 'Rispondi sempre in italiano.',
  ...over,
});
const settingsInput = (instructorId: string, over: Record<string, unknown> = {}) => ({
  name: 'Nome Aggiornato',
  description: 'Nuova descrizione',
  instructions: 'Nuove istruzioni.',
  instructorId,
  status: 'Attivo',
  memoryMode: 'none',
  memoryRetentionDays: null,
  enableExplicitMemory: true,
  ...over,
});
const agentRow = async (id: string) => (await t.ctx.db.select().from(agents).where(eq(agents.id, id)))[0];
const agentCount = async (accountId: string) => (await t.ctx.db.select().from(agents).where(eq(agents.accountId, accountId))).length;

/** One account with every role, plus a stranger: the owner of another account. */
async function team() {
  const owner = await createAccountWithOwner(t.ctx.db, { firstName: 'Olga', lastName: 'Titolare' });
  const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin', firstName: 'Aldo' });
  const instructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor', firstName: 'Ines' });
  const otherInstructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor', firstName: 'Ivo' });
  const user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user', firstName: 'Ugo' });
  const stranger = await createAccountWithOwner(t.ctx.db);
  const cookies: Record<string, string> = {};
  for (const [name, who] of Object.entries({ owner, admin, instructor, otherInstructor, user, stranger }))
    cookies[name] = await signIn(t, who);
  // An agent created by the admin, assigned to `instructor`.
  const agent = await createAgent(t.ctx.db, {
    accountId: owner.accountId,
    userId: admin.id,
    instructorId: instructor.id,
    name: 'Agente Admin',
  });
  const unassigned = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Agente Titolare' });
  return { owner, admin, instructor, otherInstructor, user, stranger, cookies, agent, unassigned };
}

describe('who sees which agents (D3)', () => {
  it('lists every agent of the account to owner, admin and user, only assigned ones to an instructor, none to another account', async () => {
    const s = await team();
    const names = async (cookie: string) => {
      const res = await t.request({ method: 'GET', url: '/api/agents', cookie });
      expect(res.statusCode).toBe(200);
      return (res.json().agents as { name: string }[]).map((a) => a.name).sort();
    };
    expect(await names(s.cookies.owner!)).toEqual(['Agente Admin', 'Agente Titolare']);
    expect(await names(s.cookies.admin!)).toEqual(['Agente Admin', 'Agente Titolare']);
    expect(await names(s.cookies.user!)).toEqual(['Agente Admin', 'Agente Titolare']);
    expect(await names(s.cookies.instructor!)).toEqual(['Agente Admin']);
    expect(await names(s.cookies.otherInstructor!)).toEqual([]);
    expect(await names(s.cookies.stranger!)).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/agents' })).statusCode).toBe(401);
  });

  it('reads one agent with the permissions of the caller; an unassigned instructor and another account get 404', async () => {
    const s = await team();
    const read = (cookie: string | undefined, id = s.agent.id) => t.request({ method: 'GET', url: `/api/agents/${id}`, cookie });
    const owner = await read(s.cookies.owner);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().permissions).toEqual({ manage: true, duplicateOrDelete: true, analytics: true });
    expect((await read(s.cookies.admin)).json().permissions).toEqual({ manage: true, duplicateOrDelete: true, analytics: true });
    expect((await read(s.cookies.instructor)).json().permissions).toEqual({ manage: true, duplicateOrDelete: false, analytics: true });
    expect((await read(s.cookies.user)).json().permissions).toEqual({ manage: false, duplicateOrDelete: false, analytics: false });
    const hidden = await read(s.cookies.otherInstructor);
    const foreign = await read(s.cookies.stranger);
    const missing = await read(s.cookies.owner, newId());
    expect([hidden.statusCode, foreign.statusCode, missing.statusCode]).toEqual([404, 404, 404]);
    expect(errorBody(foreign)).toEqual(errorBody(missing));
    expect((await read(undefined)).statusCode).toBe(401);
  });

  it('answers the share link (the public chat URL) to everyone who sees the agent, 404 to others', async () => {
    const s = await team();
    const share = (cookie: string | undefined) => t.request({ method: 'GET', url: `/api/agents/${s.agent.id}/share-link`, cookie });
    for (const who of ['owner', 'admin', 'instructor', 'user'] as const) {
      const res = await share(s.cookies[who]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ url: `http://localhost:3000/agent/public-chat/${s.agent.id}` });
    }
    expect((await share(s.cookies.otherInstructor)).statusCode).toBe(404);
    expect((await share(s.cookies.stranger)).statusCode).toBe(404);
    expect((await share(undefined)).statusCode).toBe(401);
  });
});

describe('creating agents', () => {
  it('lets owner, admin and user create; the creator becomes the agent owner; an instructor is refused with the 0-agent limit', async () => {
    const s = await team();
    // Pro trial: 3 agents, two exist.
    const created = await t.request({
      method: 'POST',
      url: '/api/agents',
      cookie: s.cookies.user,
      payload: agentInput({ instructorId: s.instructor.id }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Supporto Vendite',
      userId: s.user.id,
      instructorId: s.instructor.id,
      status: 'Attivo',
      memoryMode: 'none',
      permissions: { manage: true, duplicateOrDelete: true },
    });
    const refused = await t.request({ method: 'POST', url: '/api/agents', cookie: s.cookies.instructor, payload: agentInput() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(agentLimitMessage(0));
    expect((await t.request({ method: 'POST', url: '/api/agents', payload: agentInput() })).statusCode).toBe(401);
    expect(await agentCount(s.owner.accountId)).toBe(3);
  });

  it('refuses past the plan limit with the spec message and the number, and reports the limit on the list', async () => {
    const s = await team();
    const ok = await t.request({ method: 'POST', url: '/api/agents', cookie: s.cookies.admin, payload: agentInput() });
    expect(ok.statusCode).toBe(201);
    const list = await t.request({ method: 'GET', url: '/api/agents', cookie: s.cookies.owner });
    expect(list.json().limit).toMatchObject({ max: 3, used: 3, reached: true, planStatus: 'trial' });
    expect(list.json().canCreate).toBe(true);
    const over = await t.request({ method: 'POST', url: '/api/agents', cookie: s.cookies.owner, payload: agentInput() });
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe(
      "Hai raggiunto il limite massimo di 3 agenti per il tuo piano attuale. Effettua l'upgrade per crearne altri.",
    );
    expect(await agentCount(s.owner.accountId)).toBe(3);
  });

  it('holds the limit when many creations arrive at once', async () => {
    const owner = await createAccountWithOwner(t.ctx.db, { plan: 'base', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
    const cookie = await signIn(t, owner);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.request({ method: 'POST', url: '/api/agents', cookie, payload: agentInput({ name: `Agente ${i}` }) }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(refused[0]!.json().message).toBe(agentLimitMessage(1));
    expect(await agentCount(owner.accountId)).toBe(1);

    const pro = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
    const proCookie = await signIn(t, pro);
    const proResults = await Promise.all(
      Array.from({ length: 7 }, () => t.request({ method: 'POST', url: '/api/agents', cookie: proCookie, payload: agentInput() })),
    );
    expect(proResults.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(await agentCount(pro.accountId)).toBe(3);
  });

  it('refuses creation after the trial ended without a plan (402, data kept)', async () => {
    const owner = await createAccountWithOwner(t.ctx.db, { trialEndsAt: new Date(Date.now() - 86_400_000) });
    await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    const cookie = await signIn(t, owner);
    const res = await t.request({ method: 'POST', url: '/api/agents', cookie, payload: agentInput() });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(PLAN_EXPIRED_MESSAGE);
    const list = await t.request({ method: 'GET', url: '/api/agents', cookie });
    expect(list.json().agents).toHaveLength(1);
    expect(list.json().limit).toMatchObject({ max: 0, reached: true, planStatus: 'expired' });
  });

  it('validates name, instructions, instructor and API key with Italian messages and creates nothing', async () => {
    const s = await team();
    const post = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/agents', cookie: s.cookies.owner, payload });
    const empty = await post(agentInput({ name: '   ', instructions: '' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Nome agente e istruzioni sono obbligatori.');
    expect(empty.json().fieldErrors).toMatchObject({
      name: ['Nome agente e istruzioni sono obbligatori.'],
      instructions: ['Nome agente e istruzioni sono obbligatori.'],
    });
    const missing = await post({ description: 'solo descrizione' });
    expect(missing.json().message).toBe('Nome agente e istruzioni sono obbligatori.');
    // An instructor must be a member of this account with role owner, admin or instructor.
    for (const instructorId of [s.stranger.id, s.user.id, newId()]) {
      const res = await post(agentInput({ instructorId }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.instructorId[0]).toMatch(/^L'istruttore selezionato non è valido/);
    }
    const badKey = await post(agentInput({ apiKeyId: newId() }));
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().message).toBe('La chiave API selezionata non esiste.');
    // Requests the form would never send still get Italian answers.
    const noBody = await t.request({ method: 'POST', url: '/api/agents', cookie: s.cookies.owner });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().message).toBe('Richiesta non valida: compila il modulo e riprova.');
    const wrongTypes = await post({ name: 42, instructions: ['x'], description: false, instructorId: 7 });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().fieldErrors).toMatchObject({
      name: ['Nome agente e istruzioni sono obbligatori.'],
      instructions: ['Nome agente e istruzioni sono obbligatori.'],
      description: ['La descrizione non è valida.'],
    });
    expect(wrongTypes.json().fieldErrors.instructorId[0]).toMatch(/^L'istruttore selezionato non è valido/);
    const tooLong = await post(agentInput({ name: 'x'.repeat(121) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Il nome può contenere al massimo 120 caratteri.');
    expect(await agentCount(s.owner.accountId)).toBe(2);
  });

  it('lists potential instructors of the own account only: owner, admin and instructors', async () => {
    const s = await team();
    const res = await t.request({ method: 'GET', url: '/api/agents/instructors', cookie: s.cookies.user });
    expect(res.statusCode).toBe(200);
    const ids = (res.json().instructors as { id: string }[]).map((i) => i.id).sort();
    expect(ids).toEqual([s.owner.id, s.admin.id, s.instructor.id, s.otherInstructor.id].sort());
    expect(res.json().instructors.find((i: { id: string }) => i.id === s.owner.id)).toEqual({
      id: s.owner.id,
      firstName: 'Olga',
      lastName: 'Titolare',
      email: s.owner.email,
    });
    expect((await t.request({ method: 'GET', url: '/api/agents/instructors' })).statusCode).toBe(401);
  });
});

describe('agent settings', () => {
  it('lets the account owner, the agent creator and its instructor save; others are refused and nothing changes', async () => {
    const s = await team();
    const put = (cookie: string | undefined, payload: Record<string, unknown>) =>
      t.request({ method: 'PUT', url: `/api/agents/${s.agent.id}`, cookie, payload });
    for (const who of ['owner', 'admin', 'instructor'] as const) {
      const res = await put(s.cookies[who], settingsInput(s.instructor.id, { name: `Salvato da ${who}` }));
      expect(res.statusCode).toBe(200);
      expect((await agentRow(s.agent.id))!.name).toBe(`Salvato da ${who}`);
    }
    const before = await agentRow(s.agent.id);
    const secondAdmin = await createUser(t.ctx.db, { accountId: s.owner.accountId, role: 'admin' });
    const refusals = [
      [await put(s.cookies.user, settingsInput(s.instructor.id, { name: 'X' })), 403],
      [await put(await signIn(t, secondAdmin), settingsInput(s.instructor.id, { name: 'X' })), 403],
      [await put(s.cookies.otherInstructor, settingsInput(s.otherInstructor.id, { name: 'X' })), 404],
      [await put(s.cookies.stranger, settingsInput(s.stranger.id, { name: 'X' })), 404],
      [await put(undefined, settingsInput(s.instructor.id, { name: 'X' })), 401],
    ] as const;
    expect(refusals.map(([res]) => res.statusCode)).toEqual(refusals.map(([, status]) => status));
    expect(await agentRow(s.agent.id)).toEqual(before);
  });

  it('saves status, memory mode, retention (null unless all_chats) and explicit memory', async () => {
    const s = await team();
    const put = (payload: Record<string, unknown>) =>
      t.request({ method: 'PUT', url: `/api/agents/${s.agent.id}`, cookie: s.cookies.owner, payload });
    const all = await put(
      settingsInput(s.admin.id, { status: 'Disattivato', memoryMode: 'all_chats', memoryRetentionDays: '30', enableExplicitMemory: false }),
    );
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({
      status: 'Disattivato',
      memoryMode: 'all_chats',
      memoryRetentionDays: 30,
      enableExplicitMemory: false,
      instructorId: s.admin.id,
    });
    const unlimited = await put(settingsInput(s.admin.id, { memoryMode: 'all_chats', memoryRetentionDays: '' }));
    expect(unlimited.json().memoryRetentionDays).toBeNull();
    const none = await put(settingsInput(s.admin.id, { memoryMode: 'none', memoryRetentionDays: 15 }));
    expect(none.json().memoryRetentionDays).toBeNull();
    expect((await agentRow(s.agent.id))!.memoryRetentionDays).toBeNull();
  });

  it('validates the settings with Italian messages and changes nothing', async () => {
    const s = await team();
    const before = await agentRow(s.agent.id);
    const put = (payload: Record<string, unknown>) =>
      t.request({ method: 'PUT', url: `/api/agents/${s.agent.id}`, cookie: s.cookies.owner, payload });
    const cases: [Record<string, unknown>, string][] = [
      [settingsInput(''), "L'istruttore agente è obbligatorio."],
      [{ ...settingsInput(s.instructor.id), instructorId: undefined }, "L'istruttore agente è obbligatorio."],
      [settingsInput(s.instructor.id, { name: '' }), 'Nome agente e istruzioni sono obbligatori.'],
      [settingsInput(s.instructor.id, { instructions: ' ' }), 'Nome agente e istruzioni sono obbligatori.'],
      [
        settingsInput(s.instructor.id, { memoryMode: 'all_chats', memoryRetentionDays: 0 }),
        'I giorni di conservazione devono essere un numero intero maggiore o uguale a 1.',
      ],
      [
        settingsInput(s.instructor.id, { memoryMode: 'all_chats', memoryRetentionDays: '2.5' }),
        'I giorni di conservazione devono essere un numero intero maggiore o uguale a 1.',
      ],
      [settingsInput(s.instructor.id, { status: 'Pausa' }), "Lo stato dell'agente deve essere 'Attivo' o 'Disattivato'."],
      [settingsInput(s.instructor.id, { memoryMode: 'sempre' }), 'La modalità di memoria non è valida.'],
    ];
    for (const [payload, message] of cases) {
      const res = await put(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const foreignInstructor = await put(settingsInput(s.stranger.id));
    expect(foreignInstructor.statusCode).toBe(400);
    expect(foreignInstructor.json().fieldErrors.instructorId[0]).toMatch(/^L'istruttore selezionato non è valido/);
    expect(await agentRow(s.agent.id)).toEqual(before);
  });
});

describe('duplicating agents', () => {
  it('copies name with (Copia), description, instructions and instructor for the agent owner and the account owner', async () => {
    const s = await team();
    const copy = await t.request({ method: 'POST', url: `/api/agents/${s.agent.id}/duplicate`, cookie: s.cookies.admin });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      name: 'Agente Admin (Copia)',
      description: s.agent.description,
      instructions: s.agent.instructions,
      instructorId: s.instructor.id,
      userId: s.admin.id,
    });
    // Now at the Pro limit of 3: the account owner's duplicate is refused with the limit message.
    const over = await t.request({ method: 'POST', url: `/api/agents/${s.agent.id}/duplicate`, cookie: s.cookies.owner });
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe(agentLimitMessage(3));
    expect(await agentCount(s.owner.accountId)).toBe(3);
  });

  it('refuses the instructor, a user who is not the agent owner, another account and a signed-out caller', async () => {
    const s = await team();
    const dup = (cookie: string | undefined) => t.request({ method: 'POST', url: `/api/agents/${s.agent.id}/duplicate`, cookie });
    expect((await dup(s.cookies.instructor)).statusCode).toBe(403);
    expect((await dup(s.cookies.user)).statusCode).toBe(403);
    expect((await dup(s.cookies.otherInstructor)).statusCode).toBe(404);
    expect((await dup(s.cookies.stranger)).statusCode).toBe(404);
    expect((await dup(undefined)).statusCode).toBe(401);
    expect(await agentCount(s.owner.accountId)).toBe(2);
    expect(await agentCount(s.stranger.accountId)).toBe(0);
  });
});

describe('an admin on an agent someone else created', () => {
  it('may read and share it, but not save, duplicate or delete it; nothing changes and no e-mail is sent', async () => {
    const s = await team();
    const id = s.unassigned.id; // created by the account owner
    const before = await agentRow(id);
    expect((await t.request({ method: 'GET', url: `/api/agents/${id}`, cookie: s.cookies.admin })).json().permissions).toEqual({
      manage: false,
      duplicateOrDelete: false,
      analytics: false,
    });
    expect((await t.request({ method: 'GET', url: `/api/agents/${id}/share-link`, cookie: s.cookies.admin })).statusCode).toBe(200);
    const refused = [
      await t.request({ method: 'PUT', url: `/api/agents/${id}`, cookie: s.cookies.admin, payload: settingsInput(s.admin.id) }),
      await t.request({ method: 'POST', url: `/api/agents/${id}/duplicate`, cookie: s.cookies.admin }),
      await t.request({ method: 'POST', url: `/api/agents/${id}/deletion-request`, cookie: s.cookies.admin }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403]);
    expect(refused.map((r) => r.json().message)).toEqual(Array(3).fill(MESSAGES.agentForbidden));
    expect(await agentRow(id)).toEqual(before);
    expect(await agentCount(s.owner.accountId)).toBe(2);
    expect(await t.lastEmail(s.admin.email)).toBeUndefined();
  });
});

describe('deleting agents through the e-mailed link (D3)', () => {
  async function seedAgentData(accountId: string, agentId: string, userId: string) {
    const documentId = newId();
    const key = `${accountId}/${agentId}/${Date.now()}-manuale.txt`;
    const size = await t.ctx.storage.put(key, Readable.from([Buffer.from('contenuto')]), { maxBytes: 1024 });
    await t.ctx.db
      .insert(agentDocuments)
      .values({ id: documentId, accountId, agentId, fileName: 'manuale.txt', filePath: key, fileType: 'text/plain', sizeBytes: size });
    const conversationId = newId();
    await t.ctx.db.insert(conversations).values({ id: conversationId, accountId, agentId, userId, channel: 'test' });
    await t.ctx.db.insert(messages).values({ id: newId(), conversationId, accountId, agentId, sender: 'user', text: 'Ciao' });
    await t.ctx.db
      .insert(collaborativeMemories)
      .values({ id: newId(), accountId, agentId, userId, content: 'Ricorda questo', type: 'general_memory' });
    return { key };
  }

  it('deletes nothing on request, e-mails a single-use link, and deletes the agent, its data and files when opened', async () => {
    const s = await team();
    const { key } = await seedAgentData(s.owner.accountId, s.agent.id, s.admin.id);
    const events: RealtimeEvent[] = [];
    const deletedEvent = new Promise<void>((resolve) => {
      const stop = t.ctx.realtime.subscribe((event) => {
        events.push(event);
        if (event.type === 'agents.changed' && event.payload?.change === 'deleted' && event.payload.agentId === s.agent.id) {
          stop();
          resolve();
        }
      });
    });

    const requested = await t.request({ method: 'POST', url: `/api/agents/${s.agent.id}/deletion-request`, cookie: s.cookies.admin });
    expect(requested.statusCode).toBe(200);
    expect(requested.json().message).toBe(
      "Ti abbiamo inviato un'email con il link per confermare l'eliminazione dell'agente. Il link è valido 24 ore.",
    );
    expect(await agentRow(s.agent.id)).toBeDefined();
    const mail = await t.lastEmail(s.admin.email);
    expect(mail?.subject).toBe("Conferma l'eliminazione dell'agente «Agente Admin»");
    const link = linkFrom(mail!.text, 'http://localhost:3000/agent/delete/confirm?token=');
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
    // Only the hash is stored.
    expect((await t.ctx.db.select().from(actionTokens)).some((row) => row.tokenHash === token)).toBe(false);

    const confirmed = await t.request({ method: 'POST', url: '/api/agents/deletion/confirm', payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe('Agente «Agente Admin» eliminato con successo.');
    expect(await agentRow(s.agent.id)).toBeUndefined();
    expect(await t.ctx.db.select().from(agentDocuments).where(eq(agentDocuments.agentId, s.agent.id))).toEqual([]);
    expect(await t.ctx.db.select().from(conversations).where(eq(conversations.agentId, s.agent.id))).toEqual([]);
    expect(await t.ctx.db.select().from(messages).where(eq(messages.agentId, s.agent.id))).toEqual([]);
    expect(await t.ctx.db.select().from(collaborativeMemories).where(eq(collaborativeMemories.agentId, s.agent.id))).toEqual([]);
    expect(await isStored(t.ctx.storage, key)).toBe(false);
    expect(await agentRow(s.unassigned.id)).toBeDefined();
    await deletedEvent;
    expect(events.filter((e) => e.type === 'agents.changed').every((e) => e.accountId === s.owner.accountId)).toBe(true);

    const reused = await t.request({ method: 'POST', url: '/api/agents/deletion/confirm', payload: { token } });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('Questo link di conferma è già stato usato.');
  });

  it('refuses an expired link, an unknown token, and a requester who lost the right, deleting nothing', async () => {
    const s = await team();
    await t.request({ method: 'POST', url: `/api/agents/${s.agent.id}/deletion-request`, cookie: s.cookies.owner });
    const token = decodeURIComponent(
      new URL(linkFrom((await t.lastEmail(s.owner.email))!.text, 'http://localhost:3000/agent/delete/confirm?token=')).searchParams.get(
        'token',
      )!,
    );
    await t.ctx.db
      .update(actionTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(actionTokens.userId, s.owner.id));
    const expired = await t.request({ method: 'POST', url: '/api/agents/deletion/confirm', payload: { token } });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe("Il link di conferma è scaduto. Richiedi di nuovo l'eliminazione dell'agente.");
    const unknown = await t.request({ method: 'POST', url: '/api/agents/deletion/confirm', payload: { token: 'inventato' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Il link di conferma non è valido.');
    const empty = await t.request({ method: 'POST', url: '/api/agents/deletion/confirm', payload: {} });
    expect(empty.statusCode).toBe(400);

    // The admin asks, then is demoted to user before opening the link.
    await t.request({ method: 'POST', url: `/api/agents/${s.agent.id}/deletion-request`, cookie: s.cookies.admin });
    const adminToken = decodeURIComponent(
      new URL(linkFrom((await t.lastEmail(s.admin.email))!.text, 'http://localhost:3000/agent/delete/confirm?token=')).searchParams.get(
        'token',
      )!,
    );
    await t.ctx.db.update(users).set({ role: 'user', accountId: s.stranger.accountId }).where(eq(users.id, s.admin.id));
    const lost = await t.request({ method: 'POST', url: '/api/agents/deletion/confirm', payload: { token: adminToken } });
    expect(lost.statusCode).toBe(403);
    expect(await agentRow(s.agent.id)).toBeDefined();

    // The account owner asks, then is deactivated before opening the link.
    await t.request({ method: 'POST', url: `/api/agents/${s.unassigned.id}/deletion-request`, cookie: s.cookies.owner });
    const ownerToken = decodeURIComponent(
      new URL(linkFrom((await t.lastEmail(s.owner.email))!.text, 'http://localhost:3000/agent/delete/confirm?token=')).searchParams.get(
        'token',
      )!,
    );
    await t.ctx.db
      .update(users)
      .set({ bannedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, s.owner.id));
    const banned = await t.request({ method: 'POST', url: '/api/agents/deletion/confirm', payload: { token: ownerToken } });
    expect(banned.statusCode).toBe(403);
    expect(await agentRow(s.unassigned.id)).toBeDefined();
  });

  it('lets only the agent owner or the account owner ask; others are refused and no e-mail is sent', async () => {
    const s = await team();
    const ask = (cookie: string | undefined) => t.request({ method: 'POST', url: `/api/agents/${s.agent.id}/deletion-request`, cookie });
    expect((await ask(s.cookies.instructor)).statusCode).toBe(403);
    expect((await ask(s.cookies.user)).statusCode).toBe(403);
    expect((await ask(s.cookies.otherInstructor)).statusCode).toBe(404);
    expect((await ask(s.cookies.stranger)).statusCode).toBe(404);
    expect((await ask(undefined)).statusCode).toBe(401);
    for (const who of [s.instructor, s.user, s.otherInstructor, s.stranger] as CreatedUser[])
      expect(await t.lastEmail(who.email)).toBeUndefined();
    expect((await ask(s.cookies.owner)).statusCode).toBe(200);
  });
});

describe('live updates', () => {
  it('publishes agents.changed for the account on create, update and duplicate, never for another account', async () => {
    const owner = await createAccountWithOwner(t.ctx.db, { plan: 'avanzato', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
    const stranger = await createAccountWithOwner(t.ctx.db);
    const [cookie, strangerCookie] = [await signIn(t, owner), await signIn(t, stranger)];
    const seen: EventOf<'agents.changed'>[] = [];
    let resolveAll!: () => void;
    const allThree = new Promise<void>((resolve) => {
      resolveAll = resolve;
    });
    const stop = t.ctx.realtime.subscribe((event) => {
      if (event.type !== 'agents.changed') return;
      seen.push(event);
      if (seen.filter((e) => e.accountId === owner.accountId).length === 3) resolveAll();
    });
    const created = await t.request({ method: 'POST', url: '/api/agents', cookie, payload: agentInput() });
    const id = created.json().id as string;
    expect((await t.request({ method: 'POST', url: `/api/agents/${id}/duplicate`, cookie: strangerCookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'PUT', url: `/api/agents/${id}`, cookie, payload: settingsInput(owner.id) })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `/api/agents/${id}/duplicate`, cookie })).statusCode).toBe(201);
    await allThree;
    stop();
    expect(seen.map((e) => [e.accountId, e.payload.change])).toEqual([
      [owner.accountId, 'created'],
      [owner.accountId, 'updated'],
      [owner.accountId, 'created'],
    ]);
  });
});
