import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { INVALID_EMAIL } from '@app/shared/i18n/common';
import { INVITE_RESENT } from '@app/shared/i18n/team';
import { MESSAGES } from '@app/shared/i18n/common';
import { createTestApp, cookieFrom, linkFrom, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createUser, uniqueEmail } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { actionTokens, devMailbox } from '../../db/schema/platform.js';
import { billingProfiles } from '../../db/schema/billing.js';
import { users } from '../../db/schema/auth.js';

/** Issue 34, ADR 0133: a new invitation link on request, and who invited the member to which company. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CONFIRM_PREFIX = 'http://localhost:3000/auth/confirm-invite?token=';
const tokenIn = async (email: string) => new URL(linkFrom((await t.lastEmail(email))!.text, CONFIRM_PREFIX)).searchParams.get('token')!;
const mailCount = async () => (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(devMailbox))[0]!.n;
const confirm = (token: string) => t.request({ method: 'POST', url: '/api/team/confirm-invite', payload: { token } });
// Each request from its own address: the limit of one address is tried on its own below.
let address = 0;
const resend = (email: unknown, remoteAddress = `10.0.0.${++address}`) =>
  t.request({ method: 'POST', url: '/api/team/resend-invite', payload: { email }, remoteAddress });

async function invited() {
  const owner = await createAccountWithOwner(t.ctx.db, { firstName: 'Giulia', lastName: 'Rossi' });
  const email = uniqueEmail('invitato');
  const res = await t.request({
    method: 'POST',
    url: '/api/team/members',
    cookie: await signIn(t, owner),
    payload: { email, password: 'Provvisoria1!', role: 'user' },
  });
  expect(res.statusCode).toBe(201);
  return { owner, email, token: await tokenIn(email), memberId: res.json().member.id as string };
}

describe('a new invitation link on request', () => {
  it('e-mails a fresh link to an invitee whose link is spent or expired; the old links stop working', async () => {
    const { email, token, memberId } = await invited();
    await t.ctx.db
      .update(actionTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(actionTokens.userId, memberId));
    expect((await confirm(token)).statusCode).toBe(400);

    const res = await resend(email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: INVITE_RESENT });
    const mail = (await t.lastEmail(email))!;
    expect(mail.subject).toBe('Benvenuto in Agenti AI: conferma il tuo invito');
    expect(mail.text).toContain('Giulia Rossi ti ha aggiunto al suo team');
    const fresh = await tokenIn(email);
    expect(fresh).not.toBe(token);

    // A second request spends the link of the first: only the newest works.
    expect((await resend(email)).statusCode).toBe(200);
    const newest = await tokenIn(email);
    expect((await confirm(fresh)).statusCode).toBe(400);
    expect((await confirm(newest)).statusCode).toBe(200);
  });

  it('also helps an invitee who confirmed the address but never chose a password', async () => {
    const { email, token } = await invited();
    expect((await confirm(token)).statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(400);
    const before = await mailCount();
    expect((await resend(email)).json().message).toBe(INVITE_RESENT);
    expect(await mailCount()).toBe(before + 1);
    expect((await confirm(await tokenIn(email))).statusCode).toBe(200);
  });

  it('answers the same and sends nothing for an unknown address, an active member, an owner or a deactivated invitee', async () => {
    const { owner, email: deactivated, memberId } = await invited();
    await t.ctx.db
      .update(users)
      .set({ bannedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, memberId));
    const active = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    const before = await mailCount();
    const tokensBefore = (await t.ctx.db.select().from(actionTokens).where(eq(actionTokens.kind, 'team_invite'))).length;
    for (const email of [uniqueEmail('sconosciuto'), active.email, owner.email, deactivated]) {
      const res = await resend(email);
      expect(res.statusCode, email).toBe(200);
      expect(res.json()).toEqual({ success: true, message: INVITE_RESENT });
    }
    expect(await mailCount()).toBe(before);
    expect((await t.ctx.db.select().from(actionTokens).where(eq(actionTokens.kind, 'team_invite'))).length).toBe(tokensBefore);
  });

  it('refuses a malformed address in Italian, sending nothing', async () => {
    const before = await mailCount();
    const cases: [unknown, string][] = [
      ['non-una-email', INVALID_EMAIL],
      ['', INVALID_EMAIL],
      [42, 'è atteso un testo, non un numero.'],
    ];
    for (const [email, message] of cases) {
      const res = await resend(email);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await mailCount()).toBe(before);
  });

  it('is rate limited per address: the sixth request in 15 minutes answers 429 in Italian', async () => {
    const { email } = await invited();
    for (let i = 0; i < 5; i += 1) expect((await resend(email, '10.9.9.9')).statusCode).toBe(200);
    const sixth = await resend(email, '10.9.9.9');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(MESSAGES.tooMany);
    expect(sixth.headers['retry-after']).toBeDefined();
  });
});

describe('who invited the member, to which company', () => {
  it("is in the invitee's session until they choose their password: the owner, and the company once billing names it", async () => {
    const { owner, token } = await invited();
    const confirmed = await confirm(token);
    const cookie = cookieFrom(confirmed);
    const session = async () => (await t.request({ method: 'GET', url: '/api/auth/session', cookie })).json();
    expect((await session()).invitation).toEqual({ inviterName: 'Giulia Rossi', companyName: null });

    await t.ctx.db.insert(billingProfiles).values({
      accountId: owner.accountId,
      companyName: 'Pizzeria Da Mario S.r.l.',
      address: 'Via Roma 1',
      postalCode: '00100',
      city: 'Roma',
      country: 'IT',
    });
    expect((await session()).invitation).toEqual({ inviterName: 'Giulia Rossi', companyName: 'Pizzeria Da Mario S.r.l.' });

    const updated = await t.request({
      method: 'POST',
      url: '/api/auth/update-password',
      cookie,
      payload: { password: 'MiaPassword1!', confirmPassword: 'MiaPassword1!' },
    });
    expect(updated.statusCode).toBe(200);
    // The owner's own session never carries one.
    const ownerSession = (await t.request({ method: 'GET', url: '/api/auth/session', cookie: await signIn(t, owner) })).json();
    expect(ownerSession.invitation ?? null).toBeNull();
    const [row] = await t.ctx.db
      .select()
      .from(users)
      .where(and(eq(users.accountId, owner.accountId), eq(users.role, 'owner')));
    expect(row!.email).toBe(owner.email);
  });
});
