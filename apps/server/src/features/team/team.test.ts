import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { requireFreeSeat } from './seat-limit.js';
import { createAccountWithOwner, createAgent, createUser, uniqueEmail, type CreatedUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { users } from '../../db/schema/auth.js';
import { agents } from '../../db/schema/agents.js';
import { profiles } from '../../db/schema/accounts.js';
import { agentDocuments } from '../../db/schema/documents.js';
import { errorBody } from '../../test/error-body.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => {
  await t.close();
});

const OWNER_ONLY = "Solo i proprietari dell'account possono accedere a questa sezione.";
const NOT_FOUND = 'Utente non trovato.';
const NEW_PASSWORD = 'Benvenuto1!';

type Action = 'list' | 'add' | 'role' | 'deactivate' | 'activate' | 'delete';

function call(action: Action, cookie: string | undefined, memberId: string) {
  switch (action) {
    case 'list':
      return t.request({ method: 'GET', url: '/api/team/members', cookie });
    case 'add':
      return t.request({
        method: 'POST',
        url: '/api/team/members',
        cookie,
        payload: { email: uniqueEmail('nuovo'), password: NEW_PASSWORD, role: 'user' },
      });
    case 'role':
      return t.request({ method: 'PATCH', url: `/api/team/members/${memberId}/role`, cookie, payload: { role: 'admin' } });
    case 'deactivate':
      return t.request({ method: 'PATCH', url: `/api/team/members/${memberId}/status`, cookie, payload: { active: false } });
    case 'activate':
      return t.request({ method: 'PATCH', url: `/api/team/members/${memberId}/status`, cookie, payload: { active: true } });
    case 'delete':
      return t.request({ method: 'DELETE', url: `/api/team/members/${memberId}`, cookie });
  }
}

async function userRow(id: string) {
  const [row] = await t.ctx.db.select().from(users).where(eq(users.id, id));
  return row;
}

async function teamOf(accountId: string) {
  return t.ctx.db.select({ id: users.id }).from(users).where(eq(users.accountId, accountId));
}

describe('who may manage the team', () => {
  const actions: Action[] = ['list', 'add', 'role', 'deactivate', 'activate', 'delete'];
  let owner: CreatedUser & { accountId: string };
  let target: CreatedUser;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    owner = await createAccountWithOwner(t.ctx.db);
    target = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    for (const role of ['admin', 'instructor', 'user'] as const) {
      cookies[role] = await signIn(t, await createUser(t.ctx.db, { accountId: owner.accountId, role }));
    }
    cookies.otherOwner = await signIn(t, await createAccountWithOwner(t.ctx.db));
    cookies.owner = await signIn(t, owner);
  });

  for (const actor of ['admin', 'instructor', 'user'] as const) {
    for (const action of actions) {
      it(`refuses ${action} to a member with role ${actor} (403) and changes nothing`, async () => {
        const before = await teamOf(owner.accountId);
        const targetBefore = await userRow(target.id);
        const res = await call(action, cookies[actor], target.id);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(OWNER_ONLY);
        expect(await teamOf(owner.accountId)).toHaveLength(before.length);
        expect(await userRow(target.id)).toEqual(targetBefore);
      });
    }
  }

  for (const action of actions) {
    it(`answers ${action} signed out with 401 and changes nothing`, async () => {
      const targetBefore = await userRow(target.id);
      const res = await call(action, undefined, target.id);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Utente non autenticato. Effettua il login.');
      expect(await userRow(target.id)).toEqual(targetBefore);
    });
  }

  for (const action of ['role', 'deactivate', 'activate', 'delete'] as const) {
    it(`answers another account's owner ${action} on this member with 404, like a missing id`, async () => {
      const targetBefore = await userRow(target.id);
      const res = await call(action, cookies.otherOwner, target.id);
      const missing = await call(action, cookies.otherOwner, 'non-esiste');
      expect(res.statusCode).toBe(404);
      expect(errorBody(res)).toEqual(errorBody(missing));
      expect(res.json().message).toBe(NOT_FOUND);
      expect(await userRow(target.id)).toEqual(targetBefore);
    });
  }

  it('refuses a malformed member id with 400 and an Italian message, changing nothing', async () => {
    const targetBefore = await userRow(target.id);
    for (const action of ['role', 'deactivate', 'activate', 'delete'] as const) {
      const res = await call(action, cookies.owner, 'x'.repeat(65));
      expect(res.statusCode, action).toBe(400);
      expect(res.json().message).toBe('Identificativo utente non valido.');
    }
    expect(await userRow(target.id)).toEqual(targetBefore);
  });

  it("shows another account's owner only their own team", async () => {
    const res = await call('list', cookies.otherOwner, target.id);
    expect(res.statusCode).toBe(200);
    const ids = res.json().members.map((m: { id: string }) => m.id);
    expect(ids).not.toContain(target.id);
    expect(ids).not.toContain(owner.id);
    expect(ids).toHaveLength(1);
  });

  it('lets the owner list, add, change role, deactivate, activate and delete', async () => {
    const list = await call('list', cookies.owner, target.id);
    expect(list.statusCode).toBe(200);
    expect(list.json().members.map((m: { id: string }) => m.id)).toContain(target.id);

    const added = await call('add', cookies.owner, target.id);
    expect(added.statusCode).toBe(201);

    const role = await call('role', cookies.owner, target.id);
    expect(role.statusCode).toBe(200);
    expect(role.json().message).toBe(`Ruolo utente ${target.email} aggiornato ad Admin con successo.`);
    expect((await userRow(target.id))?.role).toBe('admin');

    const off = await call('deactivate', cookies.owner, target.id);
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('Utente disattivato con successo.');
    expect(off.json().member.status).toBe('deactivated');

    const on = await call('activate', cookies.owner, target.id);
    expect(on.statusCode).toBe(200);
    expect(on.json().message).toBe('Utente attivato con successo.');
    expect(on.json().member.status).toBe('active');
    expect((await userRow(target.id))?.bannedUntil).toBeNull();

    const deleted = await call('delete', cookies.owner, target.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(`Utente ${target.email} eliminato con successo.`);
    expect(await userRow(target.id)).toBeUndefined();
  });
});

describe('team list', () => {
  it('shows the owner and members with derived status, sorted owners first, then invited, then by first name', async () => {
    const owner = await createAccountWithOwner(t.ctx.db, { firstName: 'Zeno' });
    await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin', firstName: 'Bruna' });
    await createUser(t.ctx.db, {
      accountId: owner.accountId,
      role: 'user',
      firstName: 'Anna',
      bannedUntil: new Date(Date.now() + 86_400_000),
    });
    await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user', firstName: 'Carlo', emailVerified: false, isActive: false });
    await createUser(t.ctx.db, {
      accountId: owner.accountId,
      role: 'instructor',
      firstName: 'Dario',
      bannedUntil: new Date(Date.now() - 86_400_000),
    });
    const res = await t.request({ method: 'GET', url: '/api/team/members', cookie: await signIn(t, owner) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.members.map((m: { firstName: string; status: string; role: string }) => [m.firstName, m.role, m.status])).toEqual([
      ['Zeno', 'owner', 'active'],
      ['Carlo', 'user', 'invited'],
      ['Anna', 'user', 'deactivated'],
      ['Bruna', 'admin', 'active'],
      ['Dario', 'instructor', 'active'],
    ]);
    expect(body.members[0].isSelf).toBe(true);
    expect(body.members[1].isActive).toBe(false);
    // Seats: everyone not deactivated, owner included, against the trial's Pro limit.
    expect(body.seats).toEqual({ used: 4, limit: 10 });
    expect(body.planStatus).toBe('trial');
  });
});

describe('adding a member', () => {
  const add = (cookie: string, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/team/members', cookie, payload });

  it('creates an invited member with an inactive profile and e-mails the login URL and a confirmation link', async () => {
    const owner = await createAccountWithOwner(t.ctx.db, { firstName: 'Giulia', lastName: 'Neri' });
    const cookie = await signIn(t, owner);
    const email = uniqueEmail('Nuova.Collega').toUpperCase();
    const res = await add(cookie, {
      email: `  ${email} `,
      password: NEW_PASSWORD,
      role: 'instructor',
      firstName: ' Marta ',
      lastName: 'Rossi',
    });
    expect(res.statusCode).toBe(201);
    const lower = email.toLowerCase();
    expect(res.json().message).toBe(`Utente ${lower} aggiunto con successo e email di benvenuto inviata.`);
    expect(res.json().member).toMatchObject({
      email: lower,
      role: 'instructor',
      status: 'invited',
      isActive: false,
      firstName: 'Marta',
      lastName: 'Rossi',
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, lower));
    expect(row).toMatchObject({ accountId: owner.accountId, emailVerified: false, role: 'instructor' });
    const [profile] = await t.ctx.db.select().from(profiles).where(eq(profiles.userId, row!.id));
    expect(profile?.isActive).toBe(false);
    const mail = await t.lastEmail(lower);
    expect(mail?.subject).toBe('Benvenuto in Agenti AI: conferma il tuo invito');
    expect(mail?.text).toContain('Giulia Neri ti ha aggiunto al suo team su Agenti AI con il ruolo Istruttore.');
    expect(mail?.text).toContain('http://localhost:3000/auth/login');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/auth\/confirm-invite\?token=\S+/);
  });

  it('refuses missing fields, a weak password, a bad e-mail and roles it may not grant, creating nothing', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Email, password e ruolo sono obbligatori.'],
      [{ email: '', password: NEW_PASSWORD, role: 'user' }, 'Email, password e ruolo sono obbligatori.'],
      [{ email: uniqueEmail(), password: NEW_PASSWORD }, 'Email, password e ruolo sono obbligatori.'],
      [{ email: uniqueEmail(), password: '', role: 'user' }, 'Email, password e ruolo sono obbligatori.'],
      [{ email: uniqueEmail(), password: 'password1!', role: 'user' }, 'La password non soddisfa tutti i requisiti di sicurezza.'],
      [{ email: uniqueEmail(), password: 'Corta1!', role: 'user' }, 'La password non soddisfa tutti i requisiti di sicurezza.'],
      [{ email: 'non-una-email', password: NEW_PASSWORD, role: 'user' }, 'Indirizzo email non valido.'],
      [{ email: uniqueEmail(), password: NEW_PASSWORD, role: 'owner' }, 'Utente o ruolo non validi per la modifica.'],
      [{ email: uniqueEmail(), password: NEW_PASSWORD, role: 'super_admin' }, 'Utente o ruolo non validi per la modifica.'],
      [
        { email: uniqueEmail(), password: NEW_PASSWORD, role: 'user', firstName: 'x'.repeat(101) },
        'Il nome non può superare 100 caratteri.',
      ],
      [{ email: uniqueEmail(), password: NEW_PASSWORD, role: 'user', firstName: 5 }, 'Nome e cognome devono essere testo.'],
      [{ email: uniqueEmail(), password: NEW_PASSWORD, role: 'user', lastName: ['Rossi'] }, 'Nome e cognome devono essere testo.'],
    ];
    for (const [payload, message] of cases) {
      const res = await add(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await teamOf(owner.accountId)).toHaveLength(1);
  });

  // Another account's address is answered like a new one (ADR 0111, address-in-use.test.ts); only the team's own is refused.
  it("refuses an address already in the owner's own team with 409", async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    const res = await add(cookie, { email: owner.email, password: NEW_PASSWORD, role: 'user' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Questo indirizzo email appartiene già a un utente del tuo team.');
    expect(await teamOf(owner.accountId)).toHaveLength(1);
  });

  it('refuses additions when the trial or subscription has ended', async () => {
    const owner = await createAccountWithOwner(t.ctx.db, { trialEndsAt: new Date(Date.now() - 86_400_000) });
    const res = await add(await signIn(t, owner), { email: uniqueEmail(), password: NEW_PASSWORD, role: 'user' });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe("Il periodo di prova o l'abbonamento è scaduto. Scegli un piano per continuare.");
    expect(await teamOf(owner.accountId)).toHaveLength(1);
    const list = await t.request({ method: 'GET', url: '/api/team/members', cookie: await signIn(t, owner) });
    expect(list.json()).toMatchObject({ seats: { used: 1, limit: null }, planStatus: 'expired' });
  });
});

describe('seat limit', () => {
  const basePlan = { plan: 'base' as const, planExpiresAt: new Date(Date.now() + 30 * 86_400_000) };
  const LIMIT_MESSAGE = 'Hai raggiunto il limite massimo di 3 utenti per il tuo piano attuale.';

  it('counts the owner and members not deactivated, and applies to additions and reactivations', async () => {
    const owner = await createAccountWithOwner(t.ctx.db, basePlan);
    const cookie = await signIn(t, owner);
    const first = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });

    const full = await t.request({
      method: 'POST',
      url: '/api/team/members',
      cookie,
      payload: { email: uniqueEmail(), password: NEW_PASSWORD, role: 'user' },
    });
    expect(full.statusCode).toBe(403);
    expect(full.json().message).toBe(LIMIT_MESSAGE);
    expect(await teamOf(owner.accountId)).toHaveLength(3);

    // A deactivated member frees their seat…
    expect((await call('deactivate', cookie, first.id)).statusCode).toBe(200);
    const list = await t.request({ method: 'GET', url: '/api/team/members', cookie });
    expect(list.json().seats).toEqual({ used: 2, limit: 3 });
    const fits = await t.request({
      method: 'POST',
      url: '/api/team/members',
      cookie,
      payload: { email: uniqueEmail(), password: NEW_PASSWORD, role: 'user' },
    });
    expect(fits.statusCode).toBe(201);

    // …and cannot take it back once it is gone.
    const back = await call('activate', cookie, first.id);
    expect(back.statusCode).toBe(403);
    expect(back.json().message).toBe(LIMIT_MESSAGE);
    expect((await userRow(first.id))?.bannedUntil).not.toBeNull();
  });

  it('holds under concurrent additions', async () => {
    const owner = await createAccountWithOwner(t.ctx.db, basePlan);
    const cookie = await signIn(t, owner);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.request({
          method: 'POST',
          url: '/api/team/members',
          cookie,
          payload: { email: uniqueEmail('corsa'), password: NEW_PASSWORD, role: 'user' },
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 403, 403, 403, 403]);
    expect(await teamOf(owner.accountId)).toHaveLength(3);
  });

  it('makes an addition wait while another transaction takes the last seat, then refuses it', async () => {
    const owner = await createAccountWithOwner(t.ctx.db, basePlan);
    await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const cookie = await signIn(t, owner);
    let pending: Promise<LightMyRequestResponse> | undefined;
    await t.ctx.db.transaction(async (tx) => {
      await requireFreeSeat(tx, owner.accountId);
      pending = t.request({
        method: 'POST',
        url: '/api/team/members',
        cookie,
        payload: { email: uniqueEmail('attesa'), password: NEW_PASSWORD, role: 'user' },
      });
      if (t.ctx.database.kind === 'postgres') {
        // The addition must be blocked on the account row lock, not racing past the seat count.
        await expect
          .poll(
            async () =>
              (
                await t.ctx.database.sql.query<{ n: number }>(
                  "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
                )
              ).rows[0]?.n,
            { timeout: 10_000 },
          )
          .toBe(1);
      }
      await createUser(tx, { accountId: owner.accountId, role: 'user' });
    });
    const res = await pending!;
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(LIMIT_MESSAGE);
    expect(await teamOf(owner.accountId)).toHaveLength(3);
  });
});

describe('owner self-protection and protected rows', () => {
  it("refuses to deactivate, delete or change the role of the owner's own row", async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    const off = await call('deactivate', cookie, owner.id);
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe('Non puoi disattivare il tuo stesso account proprietario.');
    const del = await call('delete', cookie, owner.id);
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toBe('Non puoi eliminare il tuo stesso account proprietario.');
    const role = await call('role', cookie, owner.id);
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toBe('Utente o ruolo non validi per la modifica.');
    expect(await userRow(owner.id)).toMatchObject({ role: 'owner', bannedUntil: null });
    expect((await t.request({ method: 'GET', url: '/api/auth/session', cookie })).statusCode).toBe(200);
  });

  it('never grants owner or super_admin through a role change', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const cookie = await signIn(t, owner);
    for (const role of ['owner', 'super_admin', 'boss', '']) {
      const res = await t.request({ method: 'PATCH', url: `/api/team/members/${member.id}/role`, cookie, payload: { role } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Utente o ruolo non validi per la modifica.');
    }
    const missing = await t.request({ method: 'PATCH', url: `/api/team/members/${member.id}/role`, cookie, payload: {} });
    expect(missing.json().message).toBe('Utente o ruolo non validi per la modifica.');
    expect((await userRow(member.id))?.role).toBe('user');
  });

  it('clears instructor assignments when an instructor becomes a plain user', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const instructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, instructorId: instructor.id });
    const cookie = await signIn(t, owner);
    const res = await t.request({ method: 'PATCH', url: `/api/team/members/${instructor.id}/role`, cookie, payload: { role: 'user' } });
    expect(res.statusCode).toBe(200);
    const [after] = await t.ctx.db.select().from(agents).where(eq(agents.id, agent.id));
    expect(after?.instructorId).toBeNull();
  });
});

describe('deactivation and deletion', () => {
  it("ends a deactivated member's open session at once, refuses sign-in, and restores access on activation", async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    const ownerCookie = await signIn(t, owner);
    const memberCookie = await signIn(t, member);
    expect((await t.request({ method: 'GET', url: '/api/dashboard', cookie: memberCookie })).statusCode).toBe(200);

    const events: unknown[] = [];
    const stop = t.ctx.realtime.subscribe((e) => events.push(e));
    try {
      const res = await call('deactivate', ownerCookie, member.id);
      expect(res.statusCode).toBe(200);
      const years = ((await userRow(member.id))!.bannedUntil!.getTime() - Date.now()) / (365.25 * 86_400_000);
      expect(Math.round(years)).toBe(10);
      expect((await t.request({ method: 'GET', url: '/api/auth/session', cookie: memberCookie })).json()).toEqual({ user: null });
      await expect.poll(() => events).toContainEqual({ type: 'session.ended', userId: member.id });
      await expect.poll(() => events).toContainEqual({ type: 'team.changed', accountId: owner.accountId });
    } finally {
      stop();
    }

    const refused = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: member.password },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Il tuo account è stato disattivato. Contatta il proprietario del tuo team.');

    expect((await call('activate', ownerCookie, member.id)).statusCode).toBe(200);
    await signIn(t, member);
  });

  it("passes the deleted member's agents to the owner and keeps them with their documents", async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    const theirs = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: member.id });
    const documentId = randomUUID();
    await t.ctx.db.insert(agentDocuments).values({
      id: documentId,
      accountId: owner.accountId,
      agentId: theirs.id,
      fileName: 'listino.txt',
      filePath: `${theirs.id}/listino.txt`,
      fileType: 'text/plain',
    });
    const assigned = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, instructorId: member.id });
    const memberCookie = await signIn(t, member);
    const events: unknown[] = [];
    const stop = t.ctx.realtime.subscribe((e) => events.push(e));
    const res = await call('delete', await signIn(t, owner), member.id);
    expect(res.statusCode).toBe(200);
    // Open agent lists of the account reload: the agents now show their new owner.
    await expect.poll(() => events).toContainEqual({ type: 'agents.changed', accountId: owner.accountId, payload: { change: 'updated' } });
    stop();
    const [kept] = await t.ctx.db.select().from(agents).where(eq(agents.id, theirs.id));
    expect(kept).toMatchObject({ userId: owner.id, accountId: owner.accountId, name: theirs.name });
    const [document] = await t.ctx.db.select().from(agentDocuments).where(eq(agentDocuments.id, documentId));
    expect(document).toMatchObject({ agentId: theirs.id, accountId: owner.accountId });
    const [other] = await t.ctx.db.select().from(agents).where(eq(agents.id, assigned.id));
    expect(other?.instructorId).toBeNull();
    expect(await userRow(member.id)).toBeUndefined();
    expect((await t.request({ method: 'GET', url: '/api/auth/session', cookie: memberCookie })).json()).toEqual({ user: null });
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: member.password } })).statusCode,
    ).toBe(401);
  });
});

describe('API document', () => {
  it('lists the team endpoints in the OpenAPI document', async () => {
    const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/team/members',
      '/api/team/members/{id}/role',
      '/api/team/members/{id}/status',
      '/api/team/members/{id}',
      '/api/team/confirm-invite',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
