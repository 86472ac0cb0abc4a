import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createAccountWithOwner, createUser, uniqueEmail } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { signInSuperAdmin } from '../../test/sign-in-super-admin.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { users } from '../../db/schema/auth.js';
import { errorBody } from '../../test/error-body.js';

/**
 * ADR 0111: adding a team member and changing one's e-mail answer the same whether or not the address already
 * belongs to a user of another account, so neither form tells a stranger who is a customer; addresses stay unique.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let ownerCookie: string;
/** A customer of another account, whose address account A tries to use. */
let customer: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
  owner = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  ownerCookie = await signIn(t, owner);
  const other = await createAccountWithOwner(t.ctx.db);
  customer = await createUser(t.ctx.db, { accountId: other.accountId, role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const addMember = (email: string, role = 'user') =>
  t.request({
    method: 'POST',
    url: '/api/team/members',
    cookie: ownerCookie,
    payload: { email, password: 'Provvisoria1!', role, firstName: 'Lia' },
  });
const team = async () =>
  (await t.request({ method: 'GET', url: '/api/team/members', cookie: ownerCookie })).json<{
    members: { id: string; email: string; status: string; role: string }[];
    seats: { used: number };
  }>();
/** An answer with the address and the ids taken out, to compare two answers about different addresses. */
const shape = (body: unknown, email: string) =>
  JSON.parse(
    JSON.stringify(body)
      .replaceAll(email, '<email>')
      .replace(/"(id|memberId)":"[^"]+"/g, '"$1":"<id>"'),
  );

describe('adding a member whose address belongs to another account', () => {
  it('answers exactly as for a new address, lists the member as invited, and tells the address owner by e-mail', async () => {
    const fresh = uniqueEmail('nuova');
    const seatsBefore = (await team()).seats.used;
    const genuine = await addMember(fresh);
    const inUse = await addMember(customer.email);
    expect(inUse.statusCode).toBe(genuine.statusCode);
    expect(inUse.statusCode).toBe(201);
    expect(shape(inUse.json(), customer.email)).toEqual(shape(genuine.json(), fresh));
    expect(inUse.json().message).toBe(`Utente ${customer.email} aggiunto con successo e email di benvenuto inviata.`);

    const list = await team();
    expect(list.seats.used).toBe(seatsBefore + 2);
    const rows = list.members.filter((m) => m.email === fresh || m.email === customer.email);
    expect(rows.map((m) => m.status)).toEqual(['invited', 'invited']);

    // The customer gets a notice, never an invitation link, and keeps their own account and password.
    const notice = (await t.lastEmail(customer.email))!;
    expect(notice.subject).toBe('Qualcuno ha provato ad aggiungerti a un team su Agenti AI');
    expect(notice.text).not.toContain('confirm-invite');
    expect((await t.lastEmail(fresh))!.text).toContain('/auth/confirm-invite?token=');
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, customer.email));
    expect(row).toMatchObject({ id: customer.id, accountId: customer.accountId, role: 'admin' });
    await signIn(t, customer);
  });

  it('shows the operator the typed address, never the internal placeholder of the row', async () => {
    const operator = await createUser(t.ctx.db, { accountId: null, role: 'super_admin', email: uniqueEmail('operatore') });
    const superCookie = await signInSuperAdmin(t, operator);
    const list = await t.request({ method: 'GET', url: `/api/super-admin/subscriptions?q=Lia`, cookie: superCookie });
    expect(list.statusCode).toBe(200);
    const body = JSON.stringify(list.json());
    expect(body).toContain(customer.email);
    expect(body).not.toContain('.invalid');
    const detail = await t.request({ method: 'GET', url: `/api/super-admin/subscriptions/${owner.id}`, cookie: superCookie });
    expect(detail.statusCode).toBe(200);
    expect(JSON.stringify(detail.json())).toContain(customer.email);
    expect(JSON.stringify(detail.json())).not.toContain('.invalid');
  });

  it('answers a sign-in with the temporary password the same for both invitees', async () => {
    const fresh = uniqueEmail('invitata');
    await addMember(fresh);
    await addMember(customer.email).then((res) => expect([201, 409]).toContain(res.statusCode));
    const login = (email: string) => t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Provvisoria1!' } });
    const genuine = await login(fresh);
    const inUse = await login(customer.email);
    expect(genuine.statusCode).toBe(401);
    expect(inUse.statusCode).toBe(401);
    expect(errorBody(inUse)).toEqual(errorBody(genuine));
  });

  it('lets the owner manage the row like any invitee, without mailing the customer a reset link', async () => {
    const other = await createAccountWithOwner(t.ctx.db);
    const added = await addMember(other.email, 'instructor');
    expect(added.statusCode).toBe(201);
    const id = added.json<{ member: { id: string } }>().member.id;

    const instructors = await t.request({ method: 'GET', url: '/api/agents/instructors', cookie: ownerCookie });
    expect(instructors.json<{ instructors: { email: string }[] }>().instructors.some((i) => i.email === other.email)).toBe(true);

    const reset = await t.request({ method: 'POST', url: `/api/team/members/${id}/password-reset`, cookie: ownerCookie });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(`Link per reimpostare la password inviato a ${other.email}.`);
    expect((await t.lastEmail(other.email))!.subject).toBe('Qualcuno ha provato ad aggiungerti a un team su Agenti AI');

    const role = await t.request({ method: 'PATCH', url: `/api/team/members/${id}/role`, cookie: ownerCookie, payload: { role: 'admin' } });
    expect(role.statusCode).toBe(200);
    expect(role.json().member).toMatchObject({ email: other.email, role: 'admin', status: 'invited' });
    const status = await t.request({
      method: 'PATCH',
      url: `/api/team/members/${id}/status`,
      cookie: ownerCookie,
      payload: { active: false },
    });
    expect(status.json().member.status).toBe('deactivated');

    // The same address twice in one team is refused, as for any member the list already shows.
    const twice = await addMember(other.email);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Questo indirizzo email appartiene già a un utente del tuo team.');

    const removed = await t.request({ method: 'DELETE', url: `/api/team/members/${id}`, cookie: ownerCookie });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(`Utente ${other.email} eliminato con successo.`);
    // The other account's owner was never touched.
    const [still] = await t.ctx.db.select().from(users).where(eq(users.id, other.id));
    expect(still).toMatchObject({ email: other.email, accountId: other.accountId, role: 'owner' });
  });

  it('is refused to a role that may not add members, before the address is looked at', async () => {
    const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    const res = await t.request({
      method: 'POST',
      url: '/api/team/members',
      cookie: await signIn(t, admin),
      payload: { email: customer.email, password: 'Provvisoria1!', role: 'user' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TEAM_OWNER_ONLY');
  });
});

describe("changing one's e-mail to another account's address", () => {
  it('answers and records it like a free address, e-mails a notice instead of the link, and changes nothing', async () => {
    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const cookie = await signIn(t, member);
    const request = (email: string) => t.request({ method: 'POST', url: '/api/profile/email', cookie, payload: { email } });
    const fresh = uniqueEmail('libera');
    const genuine = await request(fresh);
    const inUse = await request(customer.email.toUpperCase());
    expect(inUse.statusCode).toBe(200);
    expect(errorBody(inUse)).toEqual(errorBody(genuine));
    const profile = (await t.request({ method: 'GET', url: '/api/profile', cookie })).json();
    expect(profile).toMatchObject({ email: member.email, pendingEmail: customer.email });

    const notice = (await t.lastEmail(customer.email))!;
    expect(notice.subject).toBe('Qualcuno ha provato a usare il tuo indirizzo email');
    expect(notice.text).not.toContain('confirm-email');
    const [mine] = await t.ctx.db.select().from(users).where(eq(users.id, member.id));
    const [theirs] = await t.ctx.db.select().from(users).where(eq(users.id, customer.id));
    expect(mine!.email).toBe(member.email);
    expect(theirs!.email).toBe(customer.email);
  });
});
