import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { DATA_EXPORT_MESSAGES } from '@app/shared/i18n/data-export';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { upload, waitForDocument } from '../../test/knowledge-uploads.js';
import { dataExports } from '../../db/schema/accounts.js';
import { recordLead } from '../leads/record-lead.js';
import { startS3Server } from '../../test/s3-server.js';
import { isStored } from '../../test/stored-files.js';
import { MESSAGES } from '../../base/errors.js';
import { TEAM_OWNER_ONLY } from '@app/shared/i18n/team';
import { unsafeDeleteExpiredExports } from './delete-expired-exports.js';

/**
 * Issue 33 (GDPR): 'Esporta i dati'. The owner asks, a background job streams a ZIP (JSON of the account's data and the
 * original files) to storage, the owner gets an e-mail with a signed link valid 7 days, and reads the same link from
 * the profile; the link works only with the owner's session (issue 44): other roles and other accounts get nothing.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccountWithOwner(t.ctx.db);
  cookie = await signIn(t, owner);
  const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Agente Export' });
  await waitForDocument(
    t,
    (await upload(t, cookie, agent.id, { name: 'listino.txt', data: Buffer.from('Prezzi del listino 2026.') })).json().id,
  );
  await t.ctx.db.transaction((tx) =>
    recordLead(tx, {
      accountId: owner.accountId,
      agentId: agent.id,
      conversationId: null,
      name: 'Giulia Bianchi',
      email: 'giulia.bianchi@esempio.it',
      phone: '+39 02 1234567',
      consent: true,
      source: 'widget',
    }),
  );
});
afterAll(async () => t.close());

const state = async (who = cookie, app = t) => (await app.request({ method: 'GET', url: '/api/account/export', cookie: who })).json();

async function readyExport(app = t, who = cookie) {
  for (let i = 0; i < 200; i += 1) {
    const latest = (await state(who, app)).latest;
    if (latest?.status !== 'pending') return latest;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('export still pending');
}

/** The e-mail is sent once the export is marked ready: a moment after the profile shows it. */
async function mailTo(to: string, subject: string) {
  for (let i = 0; i < 200; i += 1) {
    const mail = await t.lastEmail(to);
    if (mail?.subject === subject) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

describe("'Esporta i dati'", () => {
  it('builds a ZIP with the JSON and the original files, e-mails a signed link valid 7 days, and the profile shows it', async () => {
    const started = await t.request({ method: 'POST', url: '/api/account/export', cookie });
    expect(started.statusCode).toBe(202);
    expect(started.json().message).toBe(DATA_EXPORT_MESSAGES.requested);
    const latest = await readyExport();
    expect(latest.status).toBe('ready');
    const days = (new Date(latest.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const mail = await mailTo(owner.email, DATA_EXPORT_MESSAGES.emailSubject);
    expect(mail?.subject).toBe(DATA_EXPORT_MESSAGES.emailSubject);
    // The e-mail opens the app's page of the export (it asks a signed-out owner to sign in), with the same token.
    const link = new URL(latest.downloadUrl);
    expect(mail?.text).toContain(`/profile/export/${latest.id}${link.search}`);

    const res = await t.request({ method: 'GET', url: `${link.pathname}${link.search}`, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files);
    for (const name of [
      'agents.json',
      'agent-settings.json',
      'memories.json',
      'members.json',
      'conversations.json',
      'leads.json',
      'invoices.json',
    ]) {
      expect(names).toContain(name);
    }
    expect(JSON.parse(await zip.file('agents.json')!.async('string'))[0]).toMatchObject({ name: 'Agente Export' });
    expect(JSON.parse(await zip.file('members.json')!.async('string'))[0]).toMatchObject({ email: owner.email });
    expect(JSON.parse(await zip.file('leads.json')!.async('string'))).toEqual([
      expect.objectContaining({ name: 'Giulia Bianchi', email: 'giulia.bianchi@esempio.it', phone: '+39 02 1234567', consent: true }),
    ]);
    const original = names.find((name) => name.startsWith('files/') && name.endsWith('listino.txt'))!;
    expect(await zip.file(original)!.async('string')).toBe('Prezzi del listino 2026.');
  });

  it('refuses a forged or expired link, a second export while one runs, other roles and other accounts', async () => {
    const latest = await readyExport();
    const link = new URL(latest.downloadUrl);
    const forged = await t.request({ method: 'GET', url: `${link.pathname}?token=${link.searchParams.get('token')}x`, cookie });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe(DATA_EXPORT_MESSAGES.linkInvalid);
    const expiresAt = new Date(latest.expiresAt);
    await t.ctx.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, latest.id));
    expect((await t.request({ method: 'GET', url: `${link.pathname}${link.search}`, cookie })).statusCode).toBe(404);
    expect((await state()).latest.downloadUrl).toBeNull();
    await t.ctx.db.update(dataExports).set({ expiresAt }).where(eq(dataExports.id, latest.id));

    await t.ctx.db.insert(dataExports).values({ id: 'in-corso', accountId: owner.accountId, requestedBy: owner.id });
    const second = await t.request({ method: 'POST', url: '/api/account/export', cookie });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(DATA_EXPORT_MESSAGES.alreadyRunning);
    await t.ctx.db.delete(dataExports).where(eq(dataExports.id, 'in-corso'));

    const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    const adminCookie = await signIn(t, admin);
    expect((await t.request({ method: 'POST', url: '/api/account/export', cookie: adminCookie })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/account/export', cookie: adminCookie })).statusCode).toBe(403);
    const other = await createAccountWithOwner(t.ctx.db);
    expect(await state(await signIn(t, other))).toEqual({ latest: null });
  });

  it('stays ready, its link on the profile, when the mail server refuses the e-mail', async () => {
    // A real SMTP client against a port nobody listens on: the send fails as with a mail server that is down.
    const offline = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const someone = await createAccountWithOwner(offline.ctx.db);
      const someoneCookie = await signIn(offline, someone);
      expect((await offline.request({ method: 'POST', url: '/api/account/export', cookie: someoneCookie })).statusCode).toBe(202);
      const latest = await readyExport(offline, someoneCookie);
      expect(latest).toMatchObject({ status: 'ready' });
      const link = new URL(latest.downloadUrl);
      expect((await offline.request({ method: 'GET', url: `${link.pathname}${link.search}`, cookie: someoneCookie })).statusCode).toBe(200);
    } finally {
      await offline.close();
    }
  });

  it("needs the owner's session besides the link: signed out is asked to sign in, an admin and another account get nothing", async () => {
    const latest = await readyExport();
    const link = new URL(latest.downloadUrl);
    const url = `${link.pathname}${link.search}`;

    const signedOut = await t.request({ method: 'GET', url });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe(MESSAGES.unauthenticated);

    const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    const byAdmin = await t.request({ method: 'GET', url, cookie: await signIn(t, admin) });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(TEAM_OWNER_ONLY);

    const otherCookie = await signIn(t, await createAccountWithOwner(t.ctx.db));
    const byOther = await t.request({ method: 'GET', url, cookie: otherCookie });
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json().message).toBe(DATA_EXPORT_MESSAGES.linkInvalid);
    // The page the e-mail opens asks after the export the same way.
    expect((await t.request({ method: 'GET', url: `/api/account/export/${latest.id}`, cookie: otherCookie })).statusCode).toBe(404);
    const page = await t.request({ method: 'GET', url: `/api/account/export/${latest.id}`, cookie });
    expect(page.json()).toMatchObject({ id: latest.id, status: 'ready', downloadUrl: latest.downloadUrl });

    const byOwner = await t.request({ method: 'GET', url, cookie });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.headers['content-type']).toBe('application/zip');
  });

  it('the daily clean-up deletes expired exports, their ZIP in storage and their row, and keeps the others', async () => {
    const latest = await readyExport();
    const [kept] = await t.ctx.db.select().from(dataExports).where(eq(dataExports.id, latest.id));
    const expiredKey = `${owner.accountId}/exports/scaduta.zip`;
    await t.ctx.storage.put(expiredKey, Readable.from([Buffer.from('zip scaduto')]), { maxBytes: 1024 });
    await t.ctx.db.insert(dataExports).values({
      id: 'scaduta',
      accountId: owner.accountId,
      requestedBy: owner.id,
      status: 'ready',
      storageKey: expiredKey,
      sizeBytes: 11,
      createdAt: new Date(Date.now() - 8 * 86_400_000),
      expiresAt: new Date(Date.now() - 86_400_000),
    });

    expect(await unsafeDeleteExpiredExports(t.ctx)).toBe(1);
    expect(await isStored(t.ctx.storage, expiredKey)).toBe(false);
    expect(await t.ctx.db.select().from(dataExports).where(eq(dataExports.id, 'scaduta'))).toEqual([]);
    expect(await isStored(t.ctx.storage, kept!.storageKey!)).toBe(true);
    expect((await state()).latest).toMatchObject({ id: latest.id, status: 'ready' });
  });
});

describe("'Esporta i dati' with STORAGE_DRIVER=s3", () => {
  it('streams the ZIP into the bucket and the owner downloads it from there', async () => {
    const s3 = await startS3Server();
    const app = await createTestApp(s3.env);
    try {
      const someone = await createAccountWithOwner(app.ctx.db);
      const someoneCookie = await signIn(app, someone);
      const agent = await createAgent(app.ctx.db, { accountId: someone.accountId, userId: someone.id });
      const doc = await upload(app, someoneCookie, agent.id, { name: 'catalogo.csv', data: Buffer.from('codice;prezzo\nA1;10\n') });
      await waitForDocument(app, doc.json().id);
      expect((await app.request({ method: 'POST', url: '/api/account/export', cookie: someoneCookie })).statusCode).toBe(202);
      const latest = await readyExport(app, someoneCookie);
      expect(latest.status).toBe('ready');
      const [row] = await app.ctx.db.select().from(dataExports).where(eq(dataExports.id, latest.id));
      expect(await isStored(app.ctx.storage, row!.storageKey!)).toBe(true);
      const link = new URL(latest.downloadUrl);
      const res = await app.request({ method: 'GET', url: `${link.pathname}${link.search}`, cookie: someoneCookie });
      expect(res.statusCode).toBe(200);
      const zip = await JSZip.loadAsync(res.rawPayload);
      const file = Object.keys(zip.files).find((name) => name.endsWith('catalogo.csv'))!;
      expect(await zip.file(file)!.async('string')).toBe('codice;prezzo\nA1;10\n');
    } finally {
      await app.close();
      await s3.stop();
    }
  });
});
