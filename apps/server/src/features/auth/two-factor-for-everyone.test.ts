import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  PROOF_REQUIRED,
  RECOVERY_CODE_INVALID,
  SECOND_FACTOR_MANDATORY_OPERATOR,
  SECOND_FACTOR_MANDATORY_TEAM,
  SECOND_FACTOR_REQUIRED,
  SECOND_FACTOR_TOO_MANY,
  TEAM_SECOND_FACTOR_CHOICE,
  TEAM_SECOND_FACTOR_OWNER_FIRST,
  WRONG_PASSWORD_PROOF,
} from '@app/shared/i18n/second-factor';
import { TEAM_OWNER_ONLY } from '@app/shared/i18n/team';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createUser, type CreatedUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { signInSuperAdmin } from '../../test/sign-in-super-admin.js';
import { accounts } from '../../db/schema/accounts.js';
import { userSecondFactors } from '../../db/schema/second-factor.js';
import { devMailbox } from '../../db/schema/platform.js';
import { totpCode, totpStep } from '../../auth/totp.js';

let t: TestApp;
const month = () => new Date(Date.now() + 30 * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, cookie: string, payload?: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/auth/second-factor${url}`, cookie, payload });
const session = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/auth/session', cookie })).json();
const agents = (cookie: string) => t.request({ method: 'GET', url: '/api/agents', cookie });
const setTeamRule = (cookie: string, payload: unknown) =>
  t.request({ method: 'PUT', url: '/api/team/second-factor', cookie, payload: payload as Record<string, unknown> });

/** Enrols like the profile card: a secret, then the first code from the "app". Answers the secret and codes. */
async function enrol(cookie: string): Promise<{ secret: string; recoveryCodes: string[]; step: number }> {
  const { secret } = (await post('/enrol', cookie)).json() as { secret: string };
  const step = totpStep();
  const confirm = await post('/confirm', cookie, { code: totpCode(secret, step) });
  expect(confirm.statusCode).toBe(200);
  return { secret, recoveryCodes: confirm.json().recoveryCodes, step };
}

/** A member who enrolled, with a fresh count of code tries (the limit counts every request per user). */
async function memberWithFactor() {
  const owner = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: month() });
  const user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
  return { user, ...(await enrol(await signIn(t, user))) };
}

describe('two-factor sign-in for every user (issue 17)', () => {
  let member: CreatedUser;
  let phone: { secret: string; recoveryCodes: string[]; step: number };

  it('a member turns it on from the profile; the next sign-in asks for the code before anything else', async () => {
    const owner = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: month() });
    member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const first = await signIn(t, member);
    expect((await session(first)).secondFactor).toEqual({
      required: false,
      enrolled: false,
      verified: false,
      mandatory: false,
      teamRequires: false,
    });
    phone = await enrol(first);
    expect(phone.recoveryCodes).toHaveLength(10);
    expect((await session(first)).secondFactor).toMatchObject({ required: true, enrolled: true, verified: true });
    expect((await agents(first)).statusCode).toBe(200);

    const second = await signIn(t, member);
    expect((await session(second)).secondFactor).toMatchObject({ required: true, enrolled: true, verified: false });
    // The first browser's sessions list shows the one still waiting for its code.
    const listed = (await t.request({ method: 'GET', url: '/api/sessions', cookie: first })).json().sessions as {
      current: boolean;
      awaitingSecondFactor: boolean;
    }[];
    expect(listed.map((s) => [s.current, s.awaitingSecondFactor]).sort()).toEqual([
      [false, true],
      [true, false],
    ]);
    const blocked = await agents(second);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', message: SECOND_FACTOR_REQUIRED });
    // The next step's code (the app's clock may run ahead by one step) is accepted once.
    const verify = await post('/verify', second, { code: totpCode(phone.secret, phone.step + 1) });
    expect(verify.statusCode).toBe(200);
    expect((await agents(second)).statusCode).toBe(200);
  });

  it('a recovery code signs in once; the same code again is refused in Italian', async () => {
    const [code] = phone.recoveryCodes;
    const cookie = await signIn(t, member);
    expect((await post('/verify', cookie, { recoveryCode: code!.toUpperCase() })).statusCode).toBe(200);
    expect((await agents(cookie)).statusCode).toBe(200);

    const again = await signIn(t, member);
    const reused = await post('/verify', again, { recoveryCode: code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'RECOVERY_CODE_INVALID', message: RECOVERY_CODE_INVALID });
    expect((await agents(again)).statusCode).toBe(403);
  });

  it('new recovery codes need the password or a code; the old ones stop working', async () => {
    const cookie = await signIn(t, member);
    await post('/verify', cookie, { recoveryCode: phone.recoveryCodes[1] });
    const empty = await post('/recovery-codes', cookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(PROOF_REQUIRED);
    const wrong = await post('/recovery-codes', cookie, { password: 'non-la-mia-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(WRONG_PASSWORD_PROOF);

    const fresh = await post('/recovery-codes', cookie, { password: member.password });
    expect(fresh.statusCode).toBe(200);
    const codes = fresh.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    const [row] = await t.ctx.db.select().from(userSecondFactors).where(eq(userSecondFactors.userId, member.id));
    expect(JSON.stringify(row)).not.toContain(codes[0]);

    const next = await signIn(t, member);
    expect((await post('/verify', next, { recoveryCode: phone.recoveryCodes[2] })).statusCode).toBe(400);
    expect((await post('/verify', next, { recoveryCode: codes[0] })).statusCode).toBe(200);
    phone.recoveryCodes = codes.slice(1);
  });

  it('a session that has not presented the factor cannot turn it off or replace the codes', async () => {
    const { user } = await memberWithFactor();
    const pending = await signIn(t, user);
    expect((await post('/disable', pending, { password: user.password })).statusCode).toBe(403);
    expect((await post('/recovery-codes', pending, { password: user.password })).statusCode).toBe(403);
    const [row] = await t.ctx.db.select().from(userSecondFactors).where(eq(userSecondFactors.userId, user.id));
    expect(row?.confirmedAt).not.toBeNull();
  });

  it('turning it off needs a current code or the password; afterwards the password alone signs in', async () => {
    const { user: member, secret, recoveryCodes } = await memberWithFactor();
    const cookie = await signIn(t, member);
    await post('/verify', cookie, { recoveryCode: recoveryCodes[0] });
    const badCode = await post('/disable', cookie, { code: '12ab56' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toBe('Inserisci le 6 cifre del codice.');
    const wrongCode = await post('/disable', cookie, { code: totpCode(secret, totpStep() - 20) });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().code).toBe('SECOND_FACTOR_INVALID');
    const [still] = await t.ctx.db.select().from(userSecondFactors).where(eq(userSecondFactors.userId, member.id));
    expect(still).toBeDefined();

    const off = await post('/disable', cookie, { password: member.password });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('Verifica in due passaggi disattivata.');
    const next = await signIn(t, member);
    expect((await session(next)).secondFactor).toMatchObject({ required: false, enrolled: false });
    expect((await agents(next)).statusCode).toBe(200);
  });

  it('wrong codes are limited per user: after ten tries even the right code waits', async () => {
    const { user, secret, step } = await memberWithFactor();
    const cookie = await signIn(t, user);
    // The confirmation was the first of the ten tries of the window.
    for (let i = 0; i < 9; i++) {
      const wrong = await post('/verify', cookie, { code: totpCode(secret, step - 30 - i) });
      expect(wrong.statusCode).toBe(400);
    }
    const limited = await post('/verify', cookie, { code: totpCode(secret, step + 1) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(SECOND_FACTOR_TOO_MANY);
    expect(limited.headers['retry-after']).toBeDefined();
    // Per user, whatever the session: a fresh sign-in does not reset the count.
    const other = await signIn(t, user);
    expect((await post('/verify', other, { recoveryCode: 'aaaaa-bbbbb' })).statusCode).toBe(429);
    expect((await agents(other)).statusCode).toBe(403);
  });
});

describe('the owner requires two-factor sign-in for the whole team (ADR 0105)', () => {
  it('only the owner may change it, after enrolling; a member without the factor is led to set it up', async () => {
    const owner = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: month() });
    const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const ownerCookie = await signIn(t, owner);
    const memberCookie = await signIn(t, member);
    const rule = async () =>
      (await t.ctx.db.select({ on: accounts.requireSecondFactor }).from(accounts).where(eq(accounts.id, owner.accountId)))[0]!.on;

    // A role that may not act.
    const byAdmin = await setTeamRule(await signIn(t, admin), { required: true });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(TEAM_OWNER_ONLY);
    // Bad input.
    const bad = await setTeamRule(ownerCookie, { required: 'sì' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(TEAM_SECOND_FACTOR_CHOICE);
    // The owner first.
    const first = await setTeamRule(ownerCookie, { required: true });
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe(TEAM_SECOND_FACTOR_OWNER_FIRST);
    expect(await rule()).toBe(false);

    await enrol(ownerCookie);
    const on = await setTeamRule(ownerCookie, { required: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().message).toBe('Da ora ogni membro del team deve usare la verifica in due passaggi.');
    expect(await rule()).toBe(true);

    // The member's open session meets the rule at its next request; only the set-up steps answer.
    const blocked = await agents(memberCookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('SECOND_FACTOR_REQUIRED');
    expect((await t.request({ method: 'GET', url: '/api/profile', cookie: memberCookie })).statusCode).toBe(403);
    expect((await session(memberCookie)).secondFactor).toEqual({
      required: true,
      enrolled: false,
      verified: false,
      mandatory: true,
      teamRequires: true,
    });
    const { recoveryCodes } = await enrol(memberCookie);
    expect((await agents(memberCookie)).statusCode).toBe(200);

    // Mandatory: the member cannot turn it off, even with the password.
    const off = await post('/disable', memberCookie, { password: member.password });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(SECOND_FACTOR_MANDATORY_TEAM);

    // Another account's owner changes nothing here.
    const stranger = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: month() });
    expect((await setTeamRule(await signIn(t, stranger), { required: false })).statusCode).toBe(200);
    expect(await rule()).toBe(true);

    // Lifting the rule: the factor stays (the member chose it now), and can be turned off.
    expect((await setTeamRule(ownerCookie, { required: false })).statusCode).toBe(200);
    expect(recoveryCodes).toHaveLength(10);
    expect((await post('/disable', memberCookie, { password: member.password })).statusCode).toBe(200);
  });

  it('the owner resets the factor of a member who lost the phone; nobody else can', async () => {
    const owner = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: month() });
    const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const memberCookie = await signIn(t, member);
    await enrol(memberCookie);
    const reset = (cookie: string, id: string) => t.request({ method: 'POST', url: `/api/team/members/${id}/second-factor/reset`, cookie });
    const factorOf = async (id: string) => t.ctx.db.select().from(userSecondFactors).where(eq(userSecondFactors.userId, id));

    // A role that may not act, and another account's owner (the same 404 as an unknown id).
    expect((await reset(await signIn(t, admin), member.id)).statusCode).toBe(403);
    const stranger = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: month() });
    const strangerCookie = await signIn(t, stranger);
    const foreign = await reset(strangerCookie, member.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Utente non trovato.');
    expect(await factorOf(member.id)).toHaveLength(1);
    expect((await agents(memberCookie)).statusCode).toBe(200);

    const ownerCookie = await signIn(t, owner);
    // The owner's own row is not managed from the team page.
    expect((await reset(ownerCookie, owner.id)).statusCode).toBe(403);
    const done = await reset(ownerCookie, member.id);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(
      `Verifica in due passaggi reimpostata per ${member.email}: al prossimo accesso potrà configurarla di nuovo.`,
    );
    expect(await factorOf(member.id)).toHaveLength(0);
    // Every session of the member ended; the password alone signs in again (the team does not require the factor).
    expect((await agents(memberCookie)).statusCode).toBe(401);
    expect((await agents(await signIn(t, member))).statusCode).toBe(200);
    const again = await reset(ownerCookie, member.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Questo utente non ha la verifica in due passaggi attiva.');
  });

  it('API tokens are unaffected: a token is its own credential (ADR 0105)', async () => {
    const owner = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: month() });
    const cookie = await signIn(t, owner);
    const created = await t.request({
      method: 'POST',
      url: '/api/integrations/tokens',
      cookie,
      payload: { name: 'Gestionale', scope: 'read-only', expiresInDays: 30 },
    });
    expect(created.statusCode).toBe(201);
    await enrol(cookie);
    expect((await setTeamRule(cookie, { required: true })).statusCode).toBe(200);
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/agents',
      headers: { authorization: `Bearer ${created.json().value as string}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('operators keep the rule of ADR 0052: they cannot turn the factor off', async () => {
    const operator = await createUser(t.ctx.db, { accountId: null, role: 'super_admin' });
    const cookie = await signInSuperAdmin(t, operator);
    expect((await session(cookie)).secondFactor).toMatchObject({ mandatory: true, teamRequires: false });
    const off = await post('/disable', cookie, { password: operator.password });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(SECOND_FACTOR_MANDATORY_OPERATOR);
  });
});

describe('the user is e-mailed when the second factor changes (ADR 0112)', () => {
  /** Every subject mailed to `to`, oldest first (the development mailbox is a real table). */
  const subjectsTo = async (to: string) =>
    (await t.ctx.db.select().from(devMailbox).where(eq(devMailbox.to, to)).orderBy(asc(devMailbox.createdAt))).map((m) => m.subject);

  it('turning it on, new recovery codes and turning it off each send a notice; a refused attempt sends none', async () => {
    const { user, recoveryCodes } = await memberWithFactor();
    expect(await subjectsTo(user.email)).toEqual(['Verifica in due passaggi attivata']);
    const cookie = await signIn(t, user);
    expect((await post('/verify', cookie, { recoveryCode: recoveryCodes[0] })).statusCode).toBe(200);

    expect((await post('/recovery-codes', cookie, { password: 'non-la-mia-password' })).statusCode).toBe(400);
    expect((await post('/disable', cookie, { password: 'non-la-mia-password' })).statusCode).toBe(400);
    expect(await subjectsTo(user.email)).toHaveLength(1);

    expect((await post('/recovery-codes', cookie, { password: user.password })).statusCode).toBe(200);
    const codes = await t.lastEmail(user.email);
    expect(codes?.subject).toBe('Nuovi codici di recupero creati');
    expect(codes?.text).toContain('I codici precedenti non valgono più.');
    expect(codes?.text).toContain('http://localhost:3000/profile');

    expect((await post('/disable', cookie, { password: user.password })).statusCode).toBe(200);
    const off = await t.lastEmail(user.email);
    expect(off?.subject).toBe('Verifica in due passaggi disattivata');
    expect(off?.text).toContain('da ora per accedere basta la password');
    expect(off?.text).toContain('Se non sei stato tu, cambia subito la password');
  });

  it("a member is told when the owner resets the factor; an admin's or another account's attempt mails nobody", async () => {
    const owner = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: month() });
    const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    await enrol(await signIn(t, member));
    const reset = (cookie: string) => t.request({ method: 'POST', url: `/api/team/members/${member.id}/second-factor/reset`, cookie });
    const stranger = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: month() });

    expect((await reset(await signIn(t, admin))).statusCode).toBe(403);
    expect((await reset(await signIn(t, stranger))).statusCode).toBe(404);
    expect(await subjectsTo(member.email)).toEqual(['Verifica in due passaggi attivata']);

    expect((await reset(await signIn(t, owner))).statusCode).toBe(200);
    const notice = await t.lastEmail(member.email);
    expect(notice?.subject).toBe('La tua verifica in due passaggi è stata reimpostata');
    expect(notice?.text).toContain('Il proprietario del tuo team ha reimpostato la verifica in due passaggi');
    expect(notice?.text).toContain('http://localhost:3000/auth/login');
    // Only the member is told: the owner, the admin and the stranger got nothing about it.
    for (const other of [owner, admin, stranger]) {
      expect(await subjectsTo(other.email)).not.toContain('La tua verifica in due passaggi è stata reimpostata');
    }
  });
});
