import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { HANDOFF_MESSAGES } from '@app/shared/i18n/handoff';
import { SAVED_REPLY_MESSAGES } from '@app/shared/i18n/saved-replies';
import type { InboxDetail } from '@app/shared/api/handoff';
import type { SavedReply, SavedReplyList } from '@app/shared/api/saved-replies';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser, type CreatedUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { handoffRequests } from '../../db/schema/handoff.js';
import { handoffNotes } from '../../db/schema/team-phone.js';
import { devMailbox } from '../../db/schema/platform.js';

/**
 * 'Richieste' (issue 47): internal notes on a request, the team's only, and the account's saved replies. A note never
 * reaches the visitor: not their public conversation, not the widget's, not /api/v1, not the reply e-mailed to them.
 */
let t: TestApp;
let owner: CreatedUser & { accountId: string };
let admin: CreatedUser;
let instructor: CreatedUser;
let user: CreatedUser;
let stranger: CreatedUser & { accountId: string };
let agent: Awaited<ReturnType<typeof createAgent>>;
const cookies: Record<string, string> = {};
let address = 0;
const nextAddress = () => `10.48.${Math.floor(++address / 250)}.${address % 250}`;
const NOTE = 'Cliente abituale: offrire il tavolo in veranda (nota riservata).';
/** A word of the note found nowhere else in what the visitor reads. */
const SECRET = 'veranda';

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
  instructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
  user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
  stranger = await createAccountWithOwner(t.ctx.db);
  agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Trattoria' });
  for (const [name, who] of Object.entries({ owner, admin, instructor, user, stranger })) cookies[name] = await signIn(t, who);
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function newRequest(channel: 'public' | 'widget' = 'public') {
  const visitorId = randomUUID();
  const res = await t.request({
    method: 'POST',
    url: `/api/public/agents/${agent.id}/handoff`,
    payload: { name: 'Lucia Neri', email: `lucia.${randomUUID().slice(0, 8)}@esempio.it`, consent: true, visitorId, channel },
    remoteAddress: nextAddress(),
  });
  expect(res.statusCode).toBe(200);
  const { conversationId } = res.json() as { conversationId: string };
  const [row] = await t.ctx.db.select().from(handoffRequests).where(eq(handoffRequests.conversationId, conversationId));
  return { visitorId, conversationId, requestId: row!.id, email: row!.email! };
}
const note = (who: string, requestId: string, text: unknown) =>
  t.request({ method: 'POST', url: `/api/inbox/${requestId}/notes`, cookie: cookies[who], payload: { text } });
const detail = async (who: string, requestId: string) =>
  (await t.request({ method: 'GET', url: `/api/inbox/${requestId}`, cookie: cookies[who] })).json() as InboxDetail;

describe('internal notes', () => {
  it('whoever sees the request writes and reads them, with author and time, apart from the conversation', async () => {
    const { requestId } = await newRequest();
    const res = await note('owner', requestId, `  ${NOTE}  `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ text: NOTE, author: { id: owner.id } });
    // The admin sees every request (D17) and adds one too.
    expect((await note('admin', requestId, 'Richiamata alle 18.')).statusCode).toBe(200);
    const seen = await detail('admin', requestId);
    expect(seen.notes.map((n) => n.text)).toEqual([NOTE, 'Richiamata alle 18.']);
    expect(seen.messages.some((m) => m.text.includes(SECRET))).toBe(false);
  });

  it('another account, and a member who may not see the request, get 404 and add nothing', async () => {
    const { requestId } = await newRequest();
    for (const who of ['stranger', 'user', 'instructor']) {
      const res = await note(who, requestId, 'Nota di chi non deve.');
      expect(res.statusCode, who).toBe(404);
      expect(res.json().message).toBe(HANDOFF_MESSAGES.requestNotFound);
    }
    expect(await t.ctx.db.select().from(handoffNotes).where(eq(handoffNotes.requestId, requestId))).toEqual([]);
  });

  it('refuses an empty or too long note in Italian', async () => {
    const { requestId } = await newRequest();
    for (const [text, message] of [
      ['   ', HANDOFF_MESSAGES.noteEmpty],
      ['x'.repeat(4001), HANDOFF_MESSAGES.noteTooLong],
      [42, HANDOFF_MESSAGES.noteEmpty],
    ] as const) {
      const res = await note('owner', requestId, text);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await t.ctx.db.select().from(handoffNotes).where(eq(handoffNotes.requestId, requestId))).toEqual([]);
  });

  it('never reaches the visitor: public chat, widget, /api/v1, the reply e-mailed to them', async () => {
    for (const channel of ['public', 'widget'] as const) {
      const { visitorId, conversationId, requestId, email } = await newRequest(channel);
      expect((await note('owner', requestId, NOTE)).statusCode).toBe(200);
      // The visitor's chat is closed: the member's reply goes out by e-mail.
      const reply = await t.request({
        method: 'POST',
        url: `/api/inbox/${requestId}/replies`,
        cookie: cookies.owner,
        payload: { text: 'Buonasera Lucia, il tavolo è confermato.' },
      });
      expect(reply.statusCode).toBe(200);
      const history = await t.request({
        method: 'GET',
        url: `/api/public/agents/${agent.id}/conversations/${conversationId}?visitorId=${visitorId}`,
      });
      expect(history.statusCode).toBe(200);
      expect(history.body).toContain('il tavolo è confermato');
      expect(history.body).not.toContain(SECRET);
      const [mail] = await t.ctx.db.select().from(devMailbox).where(eq(devMailbox.to, email));
      expect(mail!.text).toContain('il tavolo è confermato');
      expect(`${mail!.subject}${mail!.text}${mail!.html}`).not.toContain(SECRET);
    }
    const created = await t.request({
      method: 'POST',
      url: '/api/integrations/tokens',
      cookie: cookies.owner,
      payload: { name: 'lettura', scope: 'read-only', expiresInDays: 30 },
    });
    expect(created.statusCode).toBe(201);
    const bearer = { authorization: `Bearer ${created.json().value as string}` };
    const list = await t.request({ method: 'GET', url: `/api/v1/conversations?agentId=${agent.id}`, headers: bearer });
    expect(list.statusCode).toBe(200);
    const ids = (list.json() as { conversations: { id: string }[] }).conversations.map((c) => c.id);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const one = await t.request({ method: 'GET', url: `/api/v1/conversations/${id}`, headers: bearer });
      expect(one.statusCode).toBe(200);
      expect(one.body).not.toContain(SECRET);
    }
    const exported = await t.request({ method: 'GET', url: '/api/v1/conversations/export?format=json', headers: bearer });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('il tavolo è confermato');
    expect(exported.body).not.toContain(SECRET);
  });
});

describe('saved replies', () => {
  const list = async (who: string) =>
    (await t.request({ method: 'GET', url: '/api/inbox/saved-replies', cookie: cookies[who] })).json() as SavedReplyList;
  const create = (who: string, payload: object) =>
    t.request({ method: 'POST', url: '/api/inbox/saved-replies', cookie: cookies[who], payload });

  it('owner and admin manage them; every member of the account reads them, in title order', async () => {
    const made = await create('owner', { title: 'Orari', text: 'Siamo aperti dalle 12 alle 15 e dalle 19 alle 23.' });
    expect(made.statusCode).toBe(200);
    expect((await create('admin', { title: 'Allergeni', text: 'Il menù con gli allergeni è in sala.' })).statusCode).toBe(200);
    for (const who of ['owner', 'admin', 'instructor', 'user']) {
      const got = await list(who);
      expect(got.replies.map((r) => r.title)).toEqual(['Allergeni', 'Orari']);
      expect(got.canManage).toBe(who === 'owner' || who === 'admin');
    }
    const id = (made.json() as SavedReply).id;
    const edited = await t.request({
      method: 'PUT',
      url: `/api/inbox/saved-replies/${id}`,
      cookie: cookies.admin,
      payload: { title: 'Orari di apertura', text: 'Siamo aperti tutti i giorni dalle 12.' },
    });
    expect(edited.json()).toMatchObject({ title: 'Orari di apertura', text: 'Siamo aperti tutti i giorni dalle 12.' });
  });

  it('instructor and user may not manage them (403), and nothing changes', async () => {
    const [first] = (await list('owner')).replies;
    for (const who of ['instructor', 'user']) {
      const res = await create(who, { title: 'Mia', text: 'Testo.' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(SAVED_REPLY_MESSAGES.forbidden);
      const put = await t.request({
        method: 'PUT',
        url: `/api/inbox/saved-replies/${first!.id}`,
        cookie: cookies[who],
        payload: { title: 'X', text: 'Y' },
      });
      expect(put.statusCode).toBe(403);
      const del = await t.request({ method: 'DELETE', url: `/api/inbox/saved-replies/${first!.id}`, cookie: cookies[who] });
      expect(del.statusCode).toBe(403);
    }
    expect((await list('owner')).replies).toHaveLength(2);
  });

  it('another account neither sees nor changes them (404)', async () => {
    expect((await list('stranger')).replies).toEqual([]);
    const [first] = (await list('owner')).replies;
    const put = await t.request({
      method: 'PUT',
      url: `/api/inbox/saved-replies/${first!.id}`,
      cookie: cookies.stranger,
      payload: { title: 'X', text: 'Y' },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe(SAVED_REPLY_MESSAGES.notFound);
    const del = await t.request({ method: 'DELETE', url: `/api/inbox/saved-replies/${first!.id}`, cookie: cookies.stranger });
    expect(del.statusCode).toBe(404);
    expect((await list('owner')).replies.map((r) => r.title)).toContain(first!.title);
    // The same title is free in another account.
    expect((await create('stranger', { title: first!.title, text: 'Altro.' })).statusCode).toBe(200);
  });

  it('refuses bad input in Italian: empty, too long, a title already used', async () => {
    const cases: [object, number, string][] = [
      [{ title: ' ', text: 'Testo' }, 400, SAVED_REPLY_MESSAGES.titleRequired],
      [{ title: 'Titolo', text: '' }, 400, SAVED_REPLY_MESSAGES.textRequired],
      [{ title: 'x'.repeat(81), text: 'Testo' }, 400, SAVED_REPLY_MESSAGES.titleTooLong],
      [{ title: 'Titolo', text: 'x'.repeat(4001) }, 400, SAVED_REPLY_MESSAGES.textTooLong],
      [{ title: 'Allergeni', text: 'Doppione' }, 409, SAVED_REPLY_MESSAGES.titleTaken],
    ];
    for (const [payload, status, message] of cases) {
      const res = await create('owner', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(status);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect((await list('owner')).replies).toHaveLength(2);
  });

  it('deleting one removes it for everyone', async () => {
    const [first] = (await list('owner')).replies;
    const del = await t.request({ method: 'DELETE', url: `/api/inbox/saved-replies/${first!.id}`, cookie: cookies.owner });
    expect(del.statusCode).toBe(200);
    expect((await list('user')).replies.map((r) => r.id)).not.toContain(first!.id);
  });
});
