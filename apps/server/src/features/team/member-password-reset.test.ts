import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => {
  await t.close();
});

const reset = (cookie: string | undefined, memberId: string) =>
  t.request({ method: 'POST', url: `/api/team/members/${memberId}/password-reset`, cookie });

const linkIn = (text: string | undefined) => /\/auth\/update-password\?token=(\S+)/.exec(text ?? '')?.[1];

describe("the owner's 'Reimposta password' for a member (spec §2)", () => {
  it('e-mails an invited member a reset link; with it they choose a password and sign in, the owner never sees it', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user', isActive: false, emailVerified: false });
    const res = await reset(await signIn(t, owner), member.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: `Link per reimpostare la password inviato a ${member.email}.` });
    expect(res.body).not.toContain('token');

    const mail = await t.lastEmail(member.email);
    expect(mail?.subject).toBe('Reimposta la tua password');
    const token = linkIn(mail?.text);
    expect(token).toBeTruthy();
    const chosen = 'Scelta-Mia-2026!';
    const update = await t.request({
      method: 'POST',
      url: '/api/auth/update-password',
      payload: { token: decodeURIComponent(token!), password: chosen, confirmPassword: chosen },
    });
    expect(update.statusCode).toBe(200);
    // The link proved the address: the invited member signs in with the password they chose.
    const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: chosen } });
    expect(login.statusCode).toBe(200);
  });

  it("answers 404 for another account's member and a missing one, 403 for the owner's own row and for non-owners", async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    const other = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);

    const foreign = await reset(await signIn(t, other), member.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Utente non trovato.');
    expect((await reset(cookie, 'nessuno')).statusCode).toBe(404);

    const self = await reset(cookie, owner.id);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe("Non puoi modificare l'account di un proprietario.");

    const byAdmin = await reset(await signIn(t, admin), member.id);
    expect(byAdmin.statusCode).toBe(403);
    expect((await reset(undefined, member.id)).statusCode).toBe(401);
    expect(await t.lastEmail(member.email)).toBeUndefined();
  });

  it('refuses a deactivated member with 409 and sends nothing', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const member = await createUser(t.ctx.db, {
      accountId: owner.accountId,
      role: 'user',
      bannedUntil: new Date(Date.now() + 86_400_000),
    });
    const res = await reset(await signIn(t, owner), member.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("L'utente è disattivato: riattivalo prima di inviargli un link.");
    expect(await t.lastEmail(member.email)).toBeUndefined();
  });

  it('refuses a malformed id with 400 in Italian', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const res = await reset(await signIn(t, owner), 'x'.repeat(65));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[àèéìòù]|utente|non valido/i);
  });
});
