import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  type GOOGLE_ERRORS,
  GOOGLE_LINK_EXPIRED,
  GOOGLE_LINK_PASSWORD_REQUIRED,
  GOOGLE_LINK_WRONG_PASSWORD,
} from '@app/shared/i18n/google-sign-in';
import { createTestApp, cookieFrom, linkFrom, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createUser, uniqueEmail } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { startFakeOpenIdProvider, type FakeOpenIdProvider } from '../../test/fake-openid-provider.js';
import { sessions, users } from '../../db/schema/auth.js';
import { totpCode, totpStep } from '../../auth/totp.js';

/** Tests that start a second server (another configuration) wait longer on a loaded machine. */
const APP_START_TIMEOUT = 120_000;

let google: FakeOpenIdProvider;
let t: TestApp;
beforeAll(async () => {
  google = await startFakeOpenIdProvider();
  t = await createTestApp({
    RATE_LIMIT_DISABLED: 'true',
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_ISSUER: google.issuer,
  });
});
afterAll(async () => {
  await t?.close();
  await google?.close();
});

const joinCookies = (...cookies: (string | undefined)[]) => cookies.filter(Boolean).join('; ');

interface FlowOptions {
  email: string;
  /** Cookies the browser already holds (a session). */
  cookie?: string;
  intent?: string;
  decision?: 'allow' | 'deny';
  unverified?: boolean;
  /** Another Google account id than the one the fake derives from the address. */
  sub?: string;
  /** The page's 'Ricordami' box (ADR 0123). */
  remember?: boolean;
}

/**
 * What a browser does: our start URL, the provider's consent form (fetched, then submitted), and Google's redirect
 * back to our callback, which answers where the browser goes next.
 */
async function googleFlow(
  app: TestApp,
  { email, cookie, intent = 'signIn', decision = 'allow', unverified = false, sub, remember = false }: FlowOptions,
) {
  const start = await app.request({
    method: 'GET',
    url: `/api/auth/google/start?intent=${intent}${remember ? '&remember=1' : ''}`,
    cookie,
  });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.origin).toBe(google.issuer);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const stateCookie = cookieFrom(start);
  expect(stateCookie).toMatch(/^agenti\.google_state=/);
  const page = await fetch(authorize);
  expect(page.status).toBe(200);
  const form = new URLSearchParams({ email, decision, ...(unverified ? { unverified: '1' } : {}), ...(sub ? { sub } : {}) });
  for (const name of ['client_id', 'redirect_uri', 'state', 'nonce', 'code_challenge']) form.set(name, authorize.searchParams.get(name)!);
  const decided = await fetch(`${google.issuer}/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  expect(decided.status).toBe(302);
  const back = new URL(decided.headers.get('location')!);
  expect(back.pathname).toBe('/api/auth/google/callback');
  const browser = joinCookies(cookie, stateCookie);
  return {
    callbackUrl: `${back.pathname}${back.search}`,
    browser,
    callback: (url = `${back.pathname}${back.search}`, withCookie = browser) => app.request({ method: 'GET', url, cookie: withCookie }),
  };
}

const sessionOf = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/auth/session', cookie })).json();
const profileOf = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/profile', cookie })).json();
const failure = (code: keyof typeof GOOGLE_ERRORS, page = '/auth/login') => `${page}?google=${code}`;

describe('configuration', () => {
  it(
    'tells the pages that Google sign-in is on; without client id and secret it is off and start says so',
    { timeout: APP_START_TIMEOUT },
    async () => {
      expect((await t.request({ method: 'GET', url: '/api/auth/google/config' })).json()).toEqual({ enabled: true });
      const off = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
      try {
        expect((await off.request({ method: 'GET', url: '/api/auth/google/config' })).json()).toEqual({ enabled: false });
        const start = await off.request({ method: 'GET', url: '/api/auth/google/start' });
        expect(start.statusCode).toBe(302);
        expect(start.headers.location).toBe(failure('disabled'));
        const callback = await off.request({ method: 'GET', url: '/api/auth/google/callback?code=x&state=y' });
        expect(callback.headers.location).toBe(failure('disabled'));
      } finally {
        await off.close();
      }
    },
  );

  it('refuses a client id without its secret at start-up, in Italian', async () => {
    await expect(createTestApp({ GOOGLE_CLIENT_ID: 'only-the-id' })).rejects.toThrow(/GOOGLE_CLIENT_SECRET: servono entrambi/);
    await expect(createTestApp({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', GOOGLE_ISSUER: 'accounts' })).rejects.toThrow(
      /GOOGLE_ISSUER: URL non valido/,
    );
  });

  it('says Google is unavailable when its discovery document cannot be read', { timeout: APP_START_TIMEOUT }, async () => {
    const closed = await startFakeOpenIdProvider();
    await closed.close();
    const app = await createTestApp({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER: closed.issuer });
    try {
      const start = await app.request({ method: 'GET', url: '/api/auth/google/start' });
      expect(start.headers.location).toBe(failure('unavailable'));
    } finally {
      await app.close();
    }
  });
});

describe('a new Google user', () => {
  it('becomes the owner of a new account on trial, signed in, with the Google identity and no password', async () => {
    const email = uniqueEmail('google');
    const flow = await googleFlow(t, { email: email.toUpperCase() });
    const done = await flow.callback();
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/dashboard');
    const cookie = cookieFrom(done);
    expect(cookie).toMatch(/agenti\.session_token=/);

    const session = await sessionOf(cookie);
    expect(session.user).toMatchObject({ email, role: 'owner', emailVerified: true, hasPassword: false });
    expect(session.profile).toEqual({ isActive: true });
    expect(session.account).toMatchObject({ planStatus: 'trial', effectivePlan: 'pro' });
    const profile = await profileOf(cookie);
    expect(profile).toMatchObject({ hasPassword: false, identities: ['google'] });

    // The next time the same Google account signs the same user in.
    const again = await (await googleFlow(t, { email })).callback();
    expect(again.headers.location).toBe('/dashboard');
    expect((await sessionOf(cookieFrom(again))).user.id).toBe(session.user.id);
    const owned = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(owned).toHaveLength(1);
  });

  it("sets a password with 'Imposta Password' (no current password), then counts as having one and signs in with it", async () => {
    const email = uniqueEmail('google');
    const cookie = cookieFrom(await (await googleFlow(t, { email })).callback());
    const set = await t.request({
      method: 'POST',
      url: '/api/profile/password',
      cookie,
      payload: { newPassword: 'Nuova1!pass', confirmPassword: 'Nuova1!pass' },
    });
    expect(set.statusCode).toBe(200);
    expect(await profileOf(cookie)).toMatchObject({ hasPassword: true, identities: ['email', 'google'] });
    expect((await sessionOf(cookie)).user.hasPassword).toBe(true);
    // Now the normal form: the current password is required.
    const again = await t.request({
      method: 'POST',
      url: '/api/profile/password',
      cookie,
      payload: { newPassword: 'Altra1!pass', confirmPassword: 'Altra1!pass' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Inserisci la password attuale.');
    await signIn(t, { email, password: 'Nuova1!pass' });
  });
});

describe('what Google sends back is checked', () => {
  it.each([
    ['forged', 'an id_token signed with another key'],
    ['unsigned', 'an unsigned id_token (alg none)'],
    ['wrongAudience', 'an id_token for another client'],
    ['expired', 'an expired id_token'],
    ['wrongNonce', 'an id_token with another nonce'],
    ['wrongIssuer', 'an id_token from another issuer'],
    ['noIdToken', 'a token response without id_token'],
  ] as const)('%s: %s signs nobody in and creates nobody', async (tamper, _what) => {
    const email = uniqueEmail('falso');
    const flow = await googleFlow(t, { email });
    google.tamper = tamper;
    try {
      const done = await flow.callback();
      expect(done.statusCode).toBe(302);
      expect(done.headers.location).toBe(failure('invalidToken'));
      expect(cookieFrom(done)).not.toMatch(/session_token/);
    } finally {
      google.tamper = 'none';
    }
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('a replayed state, a state without its browser cookie, or no state at all is refused', async () => {
    const email = uniqueEmail('replay');
    const flow = await googleFlow(t, { email });
    expect((await flow.callback()).headers.location).toBe('/dashboard');
    // The same callback again (a replay by whoever saw the URL): the state was spent.
    const replay = await flow.callback();
    expect(replay.headers.location).toBe(failure('invalidState'));
    expect(cookieFrom(replay)).not.toMatch(/session_token/);

    // A callback arriving in another browser (no state cookie): login CSRF or a stolen URL.
    const other = await googleFlow(t, { email });
    expect((await other.callback(other.callbackUrl, '')).headers.location).toBe(failure('invalidState'));
    // ...and that state is spent, even for the right browser.
    expect((await other.callback()).headers.location).toBe(failure('invalidState'));

    expect((await t.request({ method: 'GET', url: '/api/auth/google/callback?code=abc' })).headers.location).toBe(failure('invalidState'));
  });

  it('bad inputs in the callback address redirect with a message, never an error page', async () => {
    for (const query of ['', '?state=', `?state=${'x'.repeat(5000)}&code=1`, '?code[]=1&state[]=2', '?error=access_denied']) {
      const res = await t.request({ method: 'GET', url: `/api/auth/google/callback${query}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(failure('invalidState'));
    }
    // An unknown intent is a plain sign-in.
    const start = await t.request({ method: 'GET', url: '/api/auth/google/start?intent=<script>' });
    expect(start.statusCode).toBe(302);
    expect(new URL(String(start.headers.location)).origin).toBe(google.issuer);
  });

  it('a code made up or already redeemed is refused by the token endpoint and reported as a failed check', async () => {
    const flow = await googleFlow(t, { email: uniqueEmail('codice') });
    const forged = flow.callbackUrl.replace(/code=[^&]+/, 'code=inventato');
    expect((await flow.callback(forged)).headers.location).toBe(failure('invalidToken'));
  });

  it('consent refused at Google, an unverified Google address, and Google down each say why', async () => {
    const denied = await googleFlow(t, { email: uniqueEmail('no'), decision: 'deny' });
    expect((await denied.callback()).headers.location).toBe(failure('denied'));

    const unverified = await googleFlow(t, { email: uniqueEmail('nonverificato'), unverified: true });
    expect((await unverified.callback()).headers.location).toBe(failure('emailNotVerified'));

    const down = await googleFlow(t, { email: uniqueEmail('giu') });
    google.down = true;
    try {
      expect((await down.callback()).headers.location).toBe(failure('unavailable'));
    } finally {
      google.down = false;
    }
  });
});

describe('an existing e-mail account', () => {
  async function pendingLink() {
    const owner = await createAccountWithOwner(t.ctx.db);
    const done = await (await googleFlow(t, { email: owner.email })).callback();
    expect(done.headers.location).toBe('/auth/google/collega');
    const linkCookie = cookieFrom(done);
    expect(linkCookie).toMatch(/^agenti\.google_link=/);
    expect(linkCookie).not.toMatch(/session_token/);
    return { owner, linkCookie };
  }
  const link = (cookie: string, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/auth/google/link', cookie, payload });

  it('is linked only after its password is proved, then Google signs it in directly', async () => {
    const { owner, linkCookie } = await pendingLink();
    expect((await t.request({ method: 'GET', url: '/api/auth/google/link', cookie: linkCookie })).json()).toEqual({ email: owner.email });

    const wrong = await link(linkCookie, { password: 'Sbagliata1!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: GOOGLE_LINK_WRONG_PASSWORD, fieldErrors: { password: [GOOGLE_LINK_WRONG_PASSWORD] } });
    expect(cookieFrom(wrong)).not.toMatch(/session_token/);

    const linked = await link(linkCookie, { password: owner.password });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().user).toMatchObject({ id: owner.id, email: owner.email, hasPassword: true });
    const cookie = cookieFrom(linked);
    expect(await profileOf(cookie)).toMatchObject({ identities: ['email', 'google'] });

    // Single use.
    expect((await link(linkCookie, { password: owner.password })).json().message).toBe(GOOGLE_LINK_EXPIRED);
    // From now on Google signs this same user in, with no question.
    const direct = await (await googleFlow(t, { email: owner.email })).callback();
    expect(direct.headers.location).toBe('/dashboard');
    expect((await sessionOf(cookieFrom(direct))).user.id).toBe(owner.id);
  });

  it('a user with a second factor who signs in with Google still gives the code before using the app', async () => {
    const { owner, linkCookie } = await pendingLink();
    const cookie = cookieFrom(await link(linkCookie, { password: owner.password }));
    const factor = (url: string, withCookie: string, payload?: Record<string, unknown>) =>
      t.request({ method: 'POST', url: `/api/auth/second-factor${url}`, cookie: withCookie, payload });
    const { secret } = (await factor('/enrol', cookie)).json() as { secret: string };
    const step = totpStep();
    expect((await factor('/confirm', cookie, { code: totpCode(secret, step) })).statusCode).toBe(200);

    const viaGoogle = cookieFrom(await (await googleFlow(t, { email: owner.email })).callback());
    expect((await sessionOf(viaGoogle)).secondFactor).toMatchObject({ required: true, enrolled: true, verified: false });
    const blocked = await t.request({ method: 'GET', url: '/api/agents', cookie: viaGoogle });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('SECOND_FACTOR_REQUIRED');
    expect((await factor('/verify', viaGoogle, { code: totpCode(secret, step + 1) })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/agents', cookie: viaGoogle })).statusCode).toBe(200);
  });

  it('another account cannot use the link: no link cookie, another user’s password, or bad input', async () => {
    const { linkCookie } = await pendingLink();
    const stranger = await createAccountWithOwner(t.ctx.db, { password: 'Estraneo1!' });
    const strangerCookie = await signIn(t, stranger);
    // The stranger's own browser has no link cookie.
    const without = await link(strangerCookie, { password: stranger.password });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe(GOOGLE_LINK_EXPIRED);
    expect((await t.request({ method: 'GET', url: '/api/auth/google/link', cookie: strangerCookie })).statusCode).toBe(400);
    // Their password does not open someone else's account.
    expect((await link(linkCookie, { password: stranger.password })).json().message).toBe(GOOGLE_LINK_WRONG_PASSWORD);
    // Bad inputs, in Italian.
    expect((await link(linkCookie, {})).json().message).toBe(GOOGLE_LINK_PASSWORD_REQUIRED);
    expect((await link(linkCookie, { password: '' })).json().message).toBe(GOOGLE_LINK_PASSWORD_REQUIRED);
    expect((await link(linkCookie, { password: 42 })).statusCode).toBe(400);
    expect((await link('agenti.google_link=inventato', { password: 'x' })).json().message).toBe(GOOGLE_LINK_EXPIRED);
  });

  it('wrong passwords on the link form are limited like the login form, in Italian', { timeout: APP_START_TIMEOUT }, async () => {
    const limited = await createTestApp({
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: google.issuer,
    });
    try {
      const owner = await createAccountWithOwner(limited.ctx.db);
      const linkCookie = cookieFrom(await (await googleFlow(limited, { email: owner.email })).callback());
      const attempt = (password: string) =>
        limited.request({ method: 'POST', url: '/api/auth/google/link', cookie: linkCookie, payload: { password } });
      for (let i = 0; i < 10; i++) expect((await attempt(`Sbagliata${i}!`)).statusCode).toBe(400);
      const blocked = await attempt(owner.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/riprova|tentativi/i);
      expect(cookieFrom(blocked)).not.toMatch(/session_token/);
    } finally {
      await limited.close();
    }
  });

  it('an operator cannot sign in with Google, and a deactivated member is refused', async () => {
    const operator = await createUser(t.ctx.db, { accountId: null, role: 'super_admin' });
    expect((await (await googleFlow(t, { email: operator.email })).callback()).headers.location).toBe(failure('operator'));

    // A member who linked Google and was then deactivated by the owner.
    const { accountId } = await createAccountWithOwner(t.ctx.db);
    const member = await createUser(t.ctx.db, { accountId, role: 'user' });
    const linkCookie = cookieFrom(await (await googleFlow(t, { email: member.email })).callback());
    expect((await link(linkCookie, { password: member.password })).statusCode).toBe(200);
    await t.ctx.db
      .update(users)
      .set({ bannedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, member.id));
    const refused = await (await googleFlow(t, { email: member.email })).callback();
    expect(refused.headers.location).toBe(failure('deactivated'));
    expect(cookieFrom(refused)).not.toMatch(/session_token/);
  });
});

describe('a team invitation accepted with Google', () => {
  const CONFIRM_PREFIX = 'http://localhost:3000/auth/confirm-invite?token=';
  async function invitedMember() {
    const owner = await createAccountWithOwner(t.ctx.db);
    const ownerCookie = await signIn(t, owner);
    const email = uniqueEmail('invitato');
    const added = await t.request({
      method: 'POST',
      url: '/api/team/members',
      cookie: ownerCookie,
      payload: { email, password: 'Provvisoria1!', role: 'user' },
    });
    expect(added.statusCode).toBe(201);
    const token = new URL(linkFrom((await t.lastEmail(email))!.text, CONFIRM_PREFIX)).searchParams.get('token')!;
    const confirmed = await t.request({ method: 'POST', url: '/api/team/confirm-invite', payload: { token } });
    expect(confirmed.json().isActive).toBe(false);
    return { owner, email, memberId: added.json().member.id as string, cookie: cookieFrom(confirmed) };
  }

  it('needs the invited address at Google; then the member is active with Google and the owner’s password is gone', async () => {
    const member = await invitedMember();
    const mismatch = await (await googleFlow(t, { email: uniqueEmail('altro'), cookie: member.cookie, intent: 'activate' })).callback();
    expect(mismatch.headers.location).toBe(failure('inviteMismatch', '/auth/update-password'));
    expect((await sessionOf(member.cookie)).profile).toEqual({ isActive: false });

    const done = await (await googleFlow(t, { email: member.email, cookie: member.cookie, intent: 'activate' })).callback();
    expect(done.headers.location).toBe('/dashboard');
    const session = await sessionOf(member.cookie);
    expect(session.profile).toEqual({ isActive: true });
    expect(session.user).toMatchObject({ id: member.memberId, role: 'user', hasPassword: false });
    expect(await profileOf(member.cookie)).toMatchObject({ identities: ['google'], hasPassword: false });
    // The password the owner typed no longer opens the member's account.
    const old = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: 'Provvisoria1!' } });
    expect(old.statusCode).toBe(401);
    // Google signs them in from now on, into the owner's account.
    const next = await (await googleFlow(t, { email: member.email })).callback();
    expect((await sessionOf(cookieFrom(next))).account.id).toBe(member.owner.accountId);
  });

  it('is refused without the invited member’s session, for an already active user, or for a Google account of someone else', async () => {
    // Without a session the start itself sends the browser back.
    const start = await t.request({ method: 'GET', url: '/api/auth/google/start?intent=activate' });
    expect(start.headers.location).toBe(failure('inviteSessionMissing', '/auth/update-password'));

    const active = await createAccountWithOwner(t.ctx.db);
    const activeCookie = await signIn(t, active);
    const done = await (await googleFlow(t, { email: active.email, cookie: activeCookie, intent: 'activate' })).callback();
    expect(done.headers.location).toBe(failure('invalidState', '/auth/update-password'));

    // The invited address's Google account already belongs to another user (linked under another address).
    const member = await invitedMember();
    await (await googleFlow(t, { email: uniqueEmail('primo'), sub: google.subjectOf(member.email) })).callback();
    const taken = await (await googleFlow(t, { email: member.email, cookie: member.cookie, intent: 'activate' })).callback();
    expect(taken.headers.location).toBe(failure('linkedElsewhere', '/auth/update-password'));
    expect((await sessionOf(member.cookie)).profile).toEqual({ isActive: false });
  });
});

describe("a Google sign-in lasts like a password sign-in: 'Ricordami' decides (ADR 0123)", () => {
  const setCookies = (res: { headers: Record<string, unknown> }) => {
    const raw = res.headers['set-cookie'];
    return (Array.isArray(raw) ? raw : [raw]).map(String);
  };
  const sessionRow = async (cookie: string) => {
    const { user } = await sessionOf(cookie);
    const rows = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
  };

  it("without 'Ricordami' the cookie ends with the browser and the server ends the session 12 hours after sign-in", async () => {
    const email = uniqueEmail('google.breve');
    await (await googleFlow(t, { email })).callback();
    const done = await (await googleFlow(t, { email })).callback();
    expect(done.headers.location).toBe('/dashboard');
    const token = setCookies(done).find((c) => c.startsWith('agenti.session_token='))!;
    expect(token).not.toMatch(/max-age|expires/i);
    expect(setCookies(done).some((c) => c.startsWith('agenti.dont_remember='))).toBe(true);
    const cookie = cookieFrom(done);
    const row = await sessionRow(cookie);
    expect(row.persistent).toBe(false);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(12 * 3600_000);

    // A refreshed expiry or a restored cookie does not stretch it.
    await t.ctx.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 12 * 3600_000 - 1000), expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(sessions.id, row.id));
    expect((await t.request({ method: 'GET', url: '/api/profile', cookie })).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.id, row.id))).toHaveLength(0);
  });

  it("with 'Ricordami' the session lasts 30 days; anything but remember=1 in the address counts as unchecked", async () => {
    const email = uniqueEmail('google.lungo');
    const remembered = await (await googleFlow(t, { email, remember: true })).callback();
    expect(setCookies(remembered).find((c) => c.startsWith('agenti.session_token='))).toMatch(/Max-Age=2592000/);
    expect(setCookies(remembered).some((c) => c.startsWith('agenti.dont_remember='))).toBe(false);
    const row = await sessionRow(cookieFrom(remembered));
    expect(row.persistent).toBe(true);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);

    const odd = await t.request({ method: 'GET', url: '/api/auth/google/start?intent=signIn&remember=si' });
    expect(odd.statusCode).toBe(302);
    expect(new URL(String(odd.headers.location)).origin).toBe(google.issuer);
  });

  it('the choice travels through the password asked before linking an existing account', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const link = async (remember: boolean) => {
      const done = await (await googleFlow(t, { email: owner.email, remember })).callback();
      expect(done.headers.location).toBe('/auth/google/collega');
      return t.request({ method: 'POST', url: '/api/auth/google/link', cookie: cookieFrom(done), payload: { password: owner.password } });
    };
    const linked = await link(false);
    expect(linked.statusCode).toBe(200);
    expect(setCookies(linked).find((c) => c.startsWith('agenti.session_token='))).not.toMatch(/max-age|expires/i);
    expect((await sessionRow(cookieFrom(linked))).persistent).toBe(false);
    // Linked now: the next Google sign-in with the box checked is remembered.
    const direct = await (await googleFlow(t, { email: owner.email, remember: true })).callback();
    expect(direct.headers.location).toBe('/dashboard');
    expect((await sessionRow(cookieFrom(direct))).persistent).toBe(true);
  });
});
