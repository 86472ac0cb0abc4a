import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser, type CreatedUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { signInSuperAdmin } from '../../test/sign-in-super-admin.js';
import { accounts } from '../../db/schema/accounts.js';
import { sessions, users } from '../../db/schema/auth.js';
import { adminAuditLog } from '../../db/schema/admin.js';
import { newId } from '../../db/ids.js';
import { PLAN_EXPIRY_REQUIRED, PLAN_REASON_REQUIRED } from '@app/shared/i18n/admin';
import { saveProfile } from '../billing/test-support/simulated-purchase.js';

let t: TestApp;
let operator: CreatedUser;
let superCookie: string;
let owner: CreatedUser & { accountId: string };
const cookies: Record<string, string> = {};

const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  operator = await createUser(t.ctx.db, { accountId: null, role: 'super_admin', email: 'operatore.primo@esempio.it' });
  superCookie = await signInSuperAdmin(t, operator);
  owner = await createAccountWithOwner(t.ctx.db, {
    email: 'mario.rossi@esempio.it',
    firstName: 'Mario',
    lastName: 'Rossi',
    plan: 'base',
    planExpiresAt: new Date(Date.now() + 30 * DAY),
  });
  cookies.owner = await signIn(t, owner);
  for (const role of ['admin', 'user', 'instructor'] as const) {
    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role, firstName: 'Membro', lastName: role });
    cookies[role] = await signIn(t, member);
  }
  await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
  await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Secondo' });
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, cookie = superCookie) => t.request({ method: 'GET', url, cookie });
const send = (method: 'PATCH' | 'POST', url: string, payload: Record<string, unknown>, cookie = superCookie) =>
  t.request({ method, url, cookie, payload });

describe('every back-office route is for super admins only', () => {
  const id = newId();
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/super-admin/stats'],
    ['GET', '/api/super-admin/subscriptions'],
    ['GET', `/api/super-admin/subscriptions/${id}`],
    ['PATCH', `/api/super-admin/subscriptions/${id}/role`, { role: 'admin' }],
    ['PATCH', `/api/super-admin/subscriptions/${id}/plan`, { planName: 'pro', planExpiresAt: null, reason: 'Accordo commerciale' }],
    ['POST', `/api/super-admin/subscriptions/${id}/ban`, { banned: true }],
    ['GET', '/api/super-admin/plans'],
    ['GET', '/api/super-admin/audit-log'],
    ['GET', '/api/super-admin/api-keys'],
    ['POST', '/api/super-admin/api-keys', { name: 'X', apiKey: 'Y' }],
    ['POST', '/api/super-admin/api-keys/default', { defaultApiKeyId: id }],
    ['DELETE', `/api/super-admin/api-keys/${id}`],
    ['POST', `/api/super-admin/api-keys/${id}/test`],
  ];

  it('answers 403 to every account role and 401 signed out, before reading the body, and changes nothing', async () => {
    const auditBefore = await t.ctx.db.select().from(adminAuditLog);
    for (const [method, url, payload] of routes) {
      for (const role of ['owner', 'admin', 'user', 'instructor']) {
        const res = await t.request({ method: method as 'GET', url, cookie: cookies[role], payload: payload as Record<string, unknown> });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json().message).toBe('Accesso negato. Solo i Super Admin possono accedere qui.');
      }
      const anonymous = await t.request({ method: method as 'GET', url, payload: payload as Record<string, unknown> });
      expect(anonymous.statusCode, `signed out ${method} ${url}`).toBe(401);
    }
    expect(await t.ctx.db.select().from(adminAuditLog)).toEqual(auditBefore);
  });

  it('lets the super admin in', async () => {
    for (const url of [
      '/api/super-admin/stats',
      '/api/super-admin/subscriptions',
      '/api/super-admin/plans',
      '/api/super-admin/audit-log',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });
});

describe('dashboard statistics (spec §9 and beyond)', () => {
  it('counts subscriptions, active ones, keys and plan names, plus plans, trials, revenue, replies and documents', async () => {
    const res = await get('/api/super-admin/stats');
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    // Owner and three members share one account's unexpired Base plan: one subscription, not four people (issue 44).
    expect(stats.totalSubscriptions).toBe(1);
    expect(stats.activeSubscriptions).toBe(1);
    expect(stats.distinctPlans).toBe(1);
    expect(stats.accountsPerPlan.find((p: { plan: string }) => p.plan === 'base').count).toBe(1);
    expect(stats.monthlyRecurringRevenueEuro).toBe(25);
    expect(stats.agentRepliesLast30Days).toHaveLength(30);
    expect(stats.documentsWaiting).toBe(0);
    expect(stats.documentsFailed).toBe(0);
  });
});

describe('subscriptions list', () => {
  it('gives the spec §3 row with the §4 status label and counts the agents each user created', async () => {
    const res = await get(`/api/super-admin/subscriptions?q=${encodeURIComponent('mario.rossi')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(1);
    const row = res.json().rows[0];
    expect(row).toMatchObject({
      id: owner.id,
      email: 'mario.rossi@esempio.it',
      firstName: 'Mario',
      lastName: 'Rossi',
      role: 'owner',
      planName: 'Base',
      planStatus: 'active',
      agentCount: 2,
      isActive: true,
      isInstructor: false,
      status: 'active',
      bannedUntil: null,
    });
    expect(row.lastSignInAt).not.toBeNull();
  });

  it('searches by name, filters by plan and status, sorts and pages without overlaps', async () => {
    const byName = await get('/api/super-admin/subscriptions?q=rossi');
    expect(byName.json().rows.map((r: { id: string }) => r.id)).toEqual([owner.id]);
    const literal = await get(`/api/super-admin/subscriptions?q=${encodeURIComponent('%')}`);
    expect(literal.json().total).toBe(0);
    const invited = await createUser(t.ctx.db, {
      accountId: owner.accountId,
      role: 'user',
      isActive: false,
      email: 'invitato.lista@esempio.it',
    });
    const inactive = await get('/api/super-admin/subscriptions?status=inactive');
    expect(inactive.json().rows.map((r: { id: string }) => r.id)).toContain(invited.id);
    expect(inactive.json().rows.find((r: { id: string }) => r.id === invited.id).status).toBe('inactive');
    const trial = await createAccountWithOwner(t.ctx.db, { email: 'in.prova@esempio.it' });
    const trials = await get('/api/super-admin/subscriptions?plan=trial');
    expect(trials.json().rows.map((r: { id: string }) => r.id)).toEqual([trial.id]);
    const base = await get('/api/super-admin/subscriptions?plan=base&status=active');
    expect(base.json().rows.every((r: { planName: string }) => r.planName === 'Base')).toBe(true);
    const sorted = await get('/api/super-admin/subscriptions?sort=email&dir=asc&pageSize=100');
    const emails = sorted.json().rows.map((r: { email: string }) => r.email);
    expect(emails).toEqual([...emails].sort());
    const all = sorted.json().total as number;
    const seen = new Set<string>();
    for (let page = 1; page <= Math.ceil(all / 2); page++) {
      const res = await get(`/api/super-admin/subscriptions?sort=created&dir=desc&page=${page}&pageSize=2`);
      for (const row of res.json().rows) seen.add(row.id);
    }
    expect(seen.size).toBe(all);
  });

  it('lists customers, not operators: each account under its company (billing name, Partita IVA), its owner first (issue 34)', async () => {
    const shop = await createAccountWithOwner(t.ctx.db, { email: 'titolare.bottega@esempio.it', firstName: 'Bice' });
    await saveProfile(t, await signIn(t, shop));
    const clerk = await createUser(t.ctx.db, { accountId: shop.accountId, role: 'user', email: 'commesso.bottega@esempio.it' });
    const all = (await get('/api/super-admin/subscriptions?pageSize=100')).json();
    expect(all.rows.some((r: { id: string }) => r.id === operator.id)).toBe(false);
    const found = (await get(`/api/super-admin/subscriptions?q=${encodeURIComponent('Rossi Consulenze')}`)).json();
    expect(found.rows.map((r: { id: string }) => r.id)).toEqual([shop.id, clerk.id]);
    expect(found.rows[1]).toMatchObject({ companyName: 'Rossi Consulenze S.r.l.', vatNumber: '12345678903', accountId: shop.accountId });
    const byVat = (await get('/api/super-admin/subscriptions?q=12345678903')).json();
    expect(byVat.rows.map((r: { id: string }) => r.id)).toEqual([shop.id, clerk.id]);
    // The default order keeps an account's members together.
    const accountsInOrder = all.rows.map((r: { accountId: string }) => r.accountId);
    const runs = accountsInOrder.filter((a: string, i: number) => i === 0 || accountsInOrder[i - 1] !== a);
    expect(new Set(runs).size).toBe(runs.length);
  });

  it('refuses bad filters in Italian', async () => {
    for (const [query, message] of [
      ['plan=gold', 'Filtro piano non valido.'],
      ['status=x', 'Filtro stato non valido.'],
      ['page=0', 'Pagina non valida.'],
      ['pageSize=1000', 'Al massimo 100 righe per pagina.'],
      ['sort=password', 'Ordinamento non valido.'],
    ]) {
      const res = await get(`/api/super-admin/subscriptions?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('subscription detail and edits', () => {
  it('shows usage against the plan and the members; an unknown id is 404 Utente non trovato.', async () => {
    const res = await get(`/api/super-admin/subscriptions/${owner.id}`);
    expect(res.statusCode).toBe(200);
    const { account } = res.json();
    expect(account.usage.agents).toEqual({ used: 2, limit: 1 });
    expect(account.usage.users.limit).toBe(3);
    expect(account.members.map((m: { email: string }) => m.email)).toContain('mario.rossi@esempio.it');
    const missing = await get(`/api/super-admin/subscriptions/${newId()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Utente non trovato.');
    const operatorDetail = await get(`/api/super-admin/subscriptions/${operator.id}`);
    expect(operatorDetail.json().account).toBeNull();
  });

  it('changes a member role with the spec message and records it with before and after', async () => {
    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const res = await send('PATCH', `/api/super-admin/subscriptions/${member.id}/role`, { role: 'instructor' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Ruolo utente aggiornato con successo a instructor!',
      user: { role: 'instructor', isInstructor: true },
    });
    const [entry] = await t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, member.id));
    expect(entry).toMatchObject({
      actorId: operator.id,
      actorEmail: operator.email,
      action: 'role.changed',
      before: { role: 'user' },
      after: { role: 'instructor' },
    });
  });

  it('hands the account over when a member becomes owner: one owner per account, nobody in two accounts (ADR 0050)', async () => {
    const shop = await createAccountWithOwner(t.ctx.db);
    const heir = await createUser(t.ctx.db, { accountId: shop.accountId, role: 'admin' });
    const res = await send('PATCH', `/api/super-admin/subscriptions/${heir.id}/role`, { role: 'owner' });
    expect(res.statusCode).toBe(200);
    const rows = await t.ctx.db
      .select({ id: users.id, role: users.role, accountId: users.accountId })
      .from(users)
      .where(eq(users.accountId, shop.accountId));
    expect(rows.filter((r) => r.role === 'owner').map((r) => r.id)).toEqual([heir.id]);
    expect(rows.find((r) => r.id === shop.id)?.role).toBe('admin');

    const refused = await send('PATCH', `/api/super-admin/subscriptions/${heir.id}/role`, { role: 'user' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/nomina proprietario un altro membro/);
    expect((await t.ctx.db.select().from(users).where(eq(users.id, heir.id)))[0]!.role).toBe('owner');
  });

  it('never makes a super admin from the web, and keeps the last super admin', async () => {
    const superRole = await send('PATCH', `/api/super-admin/subscriptions/${owner.id}/role`, { role: 'super_admin' });
    expect(superRole.statusCode).toBe(400);
    expect(superRole.json().message).toBe('Ruolo non valido.');
    const last = await send('PATCH', `/api/super-admin/subscriptions/${operator.id}/role`, { role: 'owner' });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe("Non puoi rimuovere l'ultimo super admin della piattaforma.");
    const ban = await send('POST', `/api/super-admin/subscriptions/${operator.id}/ban`, { banned: true });
    expect(ban.statusCode).toBe(403);

    const second = await createUser(t.ctx.db, { accountId: null, role: 'super_admin' });
    const toMember = await send('PATCH', `/api/super-admin/subscriptions/${second.id}/role`, { role: 'admin' });
    expect(toMember.statusCode).toBe(409);
    const toOwner = await send('PATCH', `/api/super-admin/subscriptions/${second.id}/role`, { role: 'owner' });
    expect(toOwner.statusCode).toBe(200);
    const [moved] = await t.ctx.db.select().from(users).where(eq(users.id, second.id));
    expect(moved!.role).toBe('owner');
    expect(moved!.accountId).not.toBeNull();
  });

  it('sets plan and expiry for the whole account through setAccountPlan, with the spec message; the owner is told by e-mail', async () => {
    const expiry = new Date(Date.now() + 90 * DAY).toISOString();
    const res = await send('PATCH', `/api/super-admin/subscriptions/${owner.id}/plan`, {
      planName: 'avanzato',
      planExpiresAt: expiry,
      reason: 'Promozione per il rinnovo annuale',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Profilo utente aggiornato con successo!',
      user: { planName: 'Avanzato', planExpiresAt: expiry },
    });
    const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.id, owner.accountId));
    expect(account!.plan).toBe('avanzato');
    const [entry] = await t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'plan.changed'));
    expect(entry!.before).toMatchObject({ plan: 'base' });
    expect(entry!.after).toMatchObject({ plan: 'avanzato', planExpiresAt: expiry, reason: 'Promozione per il rinnovo annuale' });
    // Issue 34: the customer reads the new plan, until when and why.
    const mail = await t.lastEmail(owner.email);
    expect(mail?.subject).toBe('Il piano del tuo account è stato modificato');
    expect(mail?.text).toContain('Il piano del tuo account Agenti AI è ora Avanzato, valido fino al');
    expect(mail?.text).toContain('Motivo indicato dal nostro staff: Promozione per il rinnovo annuale');
    // The audit log tells it in Italian, with named people and plans and dd/MM/yyyy HH:mm dates.
    const log = await get('/api/super-admin/audit-log?action=plan.changed');
    const summary = log.json().entries[0].summary as string;
    expect(summary).toMatch(
      /^.+ ha cambiato il piano dell'account di Mario Rossi \(mario\.rossi@esempio\.it\) da Base \(scadenza \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\) ad Avanzato \(scadenza \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)\. Motivo: Promozione per il rinnovo annuale$/,
    );
    expect(summary).not.toMatch(/planExpiresAt|T\d{2}:\d{2}:\d{2}/);
  });

  it('refuses bad plan input, unknown users and operators, changing nothing', async () => {
    const before = await t.ctx.db.select().from(accounts);
    for (const [payload, message] of [
      [{ planName: 'gold', planExpiresAt: null, reason: 'Accordo commerciale' }, 'Piano non valido.'],
      [{ planName: 'pro', planExpiresAt: 'domani', reason: 'Accordo commerciale' }, 'Data di scadenza del piano non valida.'],
      [{ planName: 'pro', planExpiresAt: null }, PLAN_REASON_REQUIRED],
      [{ planName: 'pro', planExpiresAt: null, reason: '  ok ' }, PLAN_REASON_REQUIRED],
      // A plan without an expiry would be announced to the customer and never apply (review of issue 44).
      [{ planName: 'pro', planExpiresAt: null, reason: 'Accordo commerciale' }, PLAN_EXPIRY_REQUIRED],
    ] as const) {
      const res = await send('PATCH', `/api/super-admin/subscriptions/${owner.id}/plan`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const missing = await send('PATCH', `/api/super-admin/subscriptions/${newId()}/plan`, {
      planName: 'pro',
      planExpiresAt: '2031-03-15T09:30:00.000Z',
      reason: 'Accordo commerciale',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Utente non trovato.');
    const operatorPlan = await send('PATCH', `/api/super-admin/subscriptions/${operator.id}/plan`, {
      planName: 'pro',
      planExpiresAt: '2031-03-15T09:30:00.000Z',
      reason: 'Accordo commerciale',
    });
    expect(operatorPlan.statusCode).toBe(400);
    expect(await t.ctx.db.select().from(accounts)).toEqual(before);
  });

  it('bans a user: sessions end at once, sign-in is refused; unbanning restores it', async () => {
    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const cookie = await signIn(t, member);
    const res = await send('POST', `/api/super-admin/subscriptions/${member.id}/ban`, { banned: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.status).toBe('banned');
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(0);
    expect((await t.request({ method: 'GET', url: '/api/dashboard', cookie })).statusCode).toBe(401);
    const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: member.password } });
    expect(login.statusCode).toBe(403);
    const unban = await send('POST', `/api/super-admin/subscriptions/${member.id}/ban`, { banned: false });
    expect(unban.json().user.status).toBe('active');
    await signIn(t, member);
  });
});

describe('unbanning respects the seat limit like the team page', () => {
  it('refuses with the team message while the account is full, changes nothing, and unbans once a seat is free', async () => {
    const base = await createAccountWithOwner(t.ctx.db, { plan: 'base', planExpiresAt: new Date(Date.now() + 30 * DAY) });
    const banned = await createUser(t.ctx.db, { accountId: base.accountId, role: 'user' });
    await createUser(t.ctx.db, { accountId: base.accountId, role: 'user' });
    expect((await send('POST', `/api/super-admin/subscriptions/${banned.id}/ban`, { banned: true })).statusCode).toBe(200);
    // The freed seat is taken: the Base plan's 3 seats are the owner and two active members again.
    const third = await createUser(t.ctx.db, { accountId: base.accountId, role: 'admin' });

    const [before] = await t.ctx.db.select({ bannedUntil: users.bannedUntil }).from(users).where(eq(users.id, banned.id));
    const refused = await send('POST', `/api/super-admin/subscriptions/${banned.id}/ban`, { banned: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'Hai raggiunto il limite massimo di 3 utenti per il tuo piano attuale.',
      code: 'SEAT_LIMIT',
    });
    const [after] = await t.ctx.db.select({ bannedUntil: users.bannedUntil }).from(users).where(eq(users.id, banned.id));
    expect(after).toEqual(before);
    const unbans = await t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, banned.id));
    expect(unbans.map((e) => e.action)).toEqual(['user.banned']);

    // The team's own owner may not use the back office; bad input changes nothing either.
    const ownerTries = await send('POST', `/api/super-admin/subscriptions/${banned.id}/ban`, { banned: false }, await signIn(t, base));
    expect(ownerTries.statusCode).toBe(403);
    const bad = await send('POST', `/api/super-admin/subscriptions/${banned.id}/ban`, { banned: 'no' });
    expect(bad.statusCode).toBe(400);

    expect((await send('POST', `/api/super-admin/subscriptions/${third.id}/ban`, { banned: true })).statusCode).toBe(200);
    const unban = await send('POST', `/api/super-admin/subscriptions/${banned.id}/ban`, { banned: false });
    expect(unban.statusCode).toBe(200);
    expect(unban.json().user.status).toBe('active');
    // Unbanning someone not banned takes no new seat: no refusal on a full account.
    expect((await send('POST', `/api/super-admin/subscriptions/${banned.id}/ban`, { banned: false })).statusCode).toBe(200);
  });
});

describe('plans catalogue and audit log', () => {
  it('lists the catalogue with account counts and whether each Stripe price id is configured', async () => {
    const res = await get('/api/super-admin/plans');
    expect(res.statusCode).toBe(200);
    const plans = res.json().plans as { id: string; priceEuroMonthly: number; stripePriceConfigured: boolean; activeAccounts: number }[];
    expect(plans.map((p) => [p.id, p.priceEuroMonthly])).toEqual([
      ['base', 25],
      ['pro', 95],
      ['avanzato', 179],
    ]);
    expect(plans.every((p) => p.stripePriceConfigured === false)).toBe(true);
    expect(plans.find((p) => p.id === 'avanzato')!.activeAccounts).toBe(1);
  });

  it('lists every action newest first, filtered by action, actor and target, a page at a time', async () => {
    const all = await get('/api/super-admin/audit-log?limit=100');
    expect(all.statusCode).toBe(200);
    const entries = all.json().entries as { action: string; createdAt: string }[];
    expect(entries.length).toBeGreaterThan(3);
    expect(entries.map((e) => e.createdAt)).toEqual([...entries.map((e) => e.createdAt)].sort().reverse());
    const bans = await get('/api/super-admin/audit-log?action=user.banned');
    expect(bans.json().entries.every((e: { action: string }) => e.action === 'user.banned')).toBe(true);
    const byTarget = await get(`/api/super-admin/audit-log?target=${encodeURIComponent('mario.rossi')}`);
    expect(byTarget.json().entries.length).toBeGreaterThan(0);
    const byActor = await get('/api/super-admin/audit-log?actor=nessuno');
    expect(byActor.json().entries).toEqual([]);
    const first = await get('/api/super-admin/audit-log?limit=2');
    const next = await get(`/api/super-admin/audit-log?limit=2&cursor=${first.json().nextCursor}`);
    const ids = [...first.json().entries, ...next.json().entries].map((e: { id: string }) => e.id);
    expect(new Set(ids).size).toBe(4);
    const bad = await get('/api/super-admin/audit-log?action=drop');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Azione non valida.');
  });
});
