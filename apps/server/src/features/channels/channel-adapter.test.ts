import http from 'node:http';
import { createHmac, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { MessagingChannel } from '@app/shared/channels';
import { CHANNELS, MESSAGING_CHANNELS } from '@app/shared/states/channels';
import { widenStateCheck } from '../../test/widen-state-check.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { json, listen, outbox, readBody } from '../../test/fake-messaging-apis.js';
import { addProcessedDocument } from '../chat/test-support/chat-fixtures.js';
import { channelConnections, channelDeliveries } from '../../db/schema/channels.js';
import { conversations } from '../../db/schema/chat.js';
import { newId } from '../../db/ids.js';
import { open, seal } from '../../auth/secret-box.js';
import { badRequest } from '../../base/errors.js';
import { sameSecret } from './hub-signature.js';
import { connectionBasics, hintOf, PURPOSE, replaceConnection, webhookUrl } from './connections.js';
import { registerChannelAdapter } from './channel-registry.js';
import { defineConnect, type ChannelAdapter } from './channel-adapter.js';

/**
 * Issue 50, "a channel is one concept": a messaging app the product does not know, added in this file only. Its fake
 * server speaks a protocol of its own (a delivery is `{ pigeon: { ring, from, words } }` sealed with an HMAC-SHA1 of
 * the bytes in `X-Pigeon-Seal`; answers go to `POST /coo` with the bot's key), its adapter is registered with the one
 * registry call, and the core does the rest: the one connect route (ADR 0369) with its checks of role and account, one
 * webhook path, one answer path, the duplicate recorded once. Its settings card would be a field list on the web.
 */
const KIND = 'piccione' as MessagingChannel;
const BOT_KEY = 'chiave-del-piccione-0001';
/** What its card would send: the loft's key; in the shared schemas for a real channel. */
const connectPigeonSchema = z.object({ botKey: z.string('Chiave mancante.').trim().min(8, 'La chiave ha almeno 8 caratteri.') });

/** The fake app: it keeps what the product sent, and plays the user by posting to the webhook as the app would. */
async function startFakePigeonPost() {
  const box = outbox();
  /** Where the loft's pigeons fly, and the secret they seal with: set when the product connects (like setWebhook). */
  let nest: { url: string; secret: string } | null = null;
  const server = http.createServer((req, res) => {
    void readBody(req).then((raw) => {
      if (req.method !== 'POST' || (req.url !== '/coo' && req.url !== '/nest')) return json(res, 404, { esito: 'sconosciuto' });
      if (req.headers.authorization !== `Piccione ${BOT_KEY}`) return json(res, 401, { esito: 'chiave errata' });
      if (req.url === '/nest') {
        nest = JSON.parse(raw) as { url: string; secret: string };
        return json(res, 200, { esito: 'nido pronto' });
      }
      const { to, words } = JSON.parse(raw) as { to: string; words: string };
      box.push({ to, text: words });
      return json(res, 200, { esito: 'consegnato' });
    });
  });
  const url = await listen(server);
  return {
    url,
    box,
    nest: () => nest,
    /** Posts a message to the webhook the product set; answers the status the product gave. */
    async userWrites(message: { ring: string; from: string; words: string }, secret = nest!.secret) {
      const body = JSON.stringify({ pigeon: message });
      const res = await fetch(nest!.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-pigeon-seal': createHmac('sha1', secret).update(body).digest('hex') },
        body,
      });
      return { status: res.status, body: (await res.json()) as unknown };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function pigeonAdapter(apiUrl: string): ChannelAdapter {
  const coo = (path: string, key: string, body: unknown) =>
    fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Piccione ${key}` },
      body: JSON.stringify(body),
    });
  return {
    kind: KIND,
    // Connecting tells the loft where to fly and with which seal, as Telegram's setWebhook: a key it refuses stores nothing.
    connect: defineConnect({
      schema: connectPigeonSchema,
      description: 'Connects a pigeon loft (a test channel).',
      save: async (ctx, { caller, agentId, input }) => {
        const id = newId();
        const secret = randomBytes(16).toString('hex');
        const res = await coo('/nest', input.botKey, { url: webhookUrl(ctx, KIND, id), secret });
        if (!res.ok) throw badRequest('La piccionaia non riconosce la chiave.', 'PIGEON_REFUSED');
        await replaceConnection(ctx, {
          id,
          accountId: caller.accountId,
          agentId,
          kind: KIND,
          tokenSealed: seal(ctx.config.AUTH_SECRET, PURPOSE.token, input.botKey),
          tokenHint: hintOf(input.botKey),
          webhookSecretSealed: seal(ctx.config.AUTH_SECRET, PURPOSE.webhook, secret),
          status: 'connected',
        });
        return 'Piccionaia collegata.';
      },
      view: connectionBasics,
    }),
    verify: (ctx, row, delivery) => {
      const secret = open(ctx.config.AUTH_SECRET, PURPOSE.webhook, row.webhookSecretSealed);
      const seal = delivery.headers['x-pigeon-seal'] ?? '';
      return sameSecret(seal, createHmac('sha1', secret).update(delivery.rawBody).digest('hex'));
    },
    parse: (_row, payload) => {
      const message = (payload as { pigeon?: { ring?: unknown; from?: unknown; words?: unknown } } | null)?.pigeon;
      if (typeof message?.ring !== 'string' || typeof message.from !== 'string' || typeof message.words !== 'string') return [];
      return [{ externalId: message.ring, senderId: message.from, kind: 'text', text: message.words }];
    },
    sender: (ctx, row, recipient) => ({
      typing: () => Promise.resolve(),
      send: async (words) => {
        const res = await coo('/coo', open(ctx.config.AUTH_SECRET, PURPOSE.token, row.tokenSealed), { to: recipient, words });
        if (!res.ok) throw new Error(`piccione: ${res.status}`);
      },
      downloadVoice: () => Promise.reject(new Error('a pigeon carries no voice')),
    }),
    replyWindowMs: null,
    maxTextChars: 4096,
  };
}

let t: TestApp;
let pigeons: Awaited<ReturnType<typeof startFakePigeonPost>>;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let agentId: string;
let connectionId: string;

beforeAll(async () => {
  pigeons = await startFakePigeonPost();
  // Before the server is built: its connect route is registered from the adapters it knows.
  registerChannelAdapter(pigeonAdapter(pigeons.url));
  t = await createTestApp();
  // What the channel's migration would do (ADR 0345), in this test's database only.
  await widenStateCheck(t.ctx.db, 'channel_connections', 'kind', [...MESSAGING_CHANNELS, KIND]);
  await widenStateCheck(t.ctx.db, 'conversations', 'channel', [...CHANNELS, KIND]);
  t.ctx.config.APP_URL = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  agentId = (await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Sportello Rifiuti' })).id;
  await addProcessedDocument(t.ctx.db, {
    accountId: owner.accountId,
    agentId,
    fileName: 'Calendario raccolta.pdf',
    pages: ['La raccolta della carta avviene il martedì mattina. Il vetro si raccoglie il giovedì.'],
  });
});

afterAll(async () => {
  await t?.close();
  await pigeons?.close();
});

/** Waits, without a deadline of its own (the test's timeout is the limit), until `check` holds. */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}
const count = async (onlyUnanswered: boolean) =>
  (
    await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(channelDeliveries)
      .where(and(eq(channelDeliveries.connectionId, connectionId), onlyUnanswered ? isNull(channelDeliveries.answeredAt) : undefined))
  )[0]!.n;

const connect = (cookie: string, body: unknown) =>
  t.request({ method: 'PUT', url: `/api/agents/${agentId}/channels/${KIND}`, cookie, payload: body as object });

it('is connected through the one connect route, with its own schema and the same checks as every channel', async () => {
  const ownerCookie = await signIn(t, owner);
  // The adapter's schema refuses the body, in its words.
  const invalid = await connect(ownerCookie, { botKey: 'corta' });
  expect(invalid.statusCode).toBe(400);
  expect(invalid.json()).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: { botKey: ['La chiave ha almeno 8 caratteri.'] } });
  // The app refuses the key: nothing stored.
  expect((await connect(ownerCookie, { botKey: 'chiave-sbagliata' })).json()).toMatchObject({ code: 'PIGEON_REFUSED' });
  // A member who may not manage the agent, and another account: refused before the body is read.
  const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
  expect((await connect(await signIn(t, member), { botKey: BOT_KEY })).statusCode).toBe(403);
  const stranger = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  expect((await connect(await signIn(t, stranger), { botKey: BOT_KEY })).statusCode).toBe(404);
  expect(await t.ctx.db.select().from(channelConnections).where(eq(channelConnections.kind, KIND))).toEqual([]);

  const res = await connect(ownerCookie, { botKey: BOT_KEY });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ message: 'Piccionaia collegata.', available: true });
  const [row] = await t.ctx.db.select().from(channelConnections).where(eq(channelConnections.kind, KIND));
  expect(row).toMatchObject({ accountId: owner.accountId, agentId, status: 'connected', tokenHint: '••••0001' });
  connectionId = row!.id;
  expect(pigeons.nest()?.url).toBe(`${t.ctx.config.APP_URL}/api/channels/${KIND}/${connectionId}/webhook`);
});

it('delivers, answers and ignores the same message delivered again, through the core alone', async () => {
  const message = { ring: 'anello-1', from: '4242', words: 'Quando passa la raccolta della carta?' };
  expect(await pigeons.userWrites(message)).toEqual({ status: 200, body: { received: 1 } });
  const [reply] = await pigeons.box.waitFor('4242');
  expect(reply!.text).toContain('martedì');
  const [conversation] = await t.ctx.db.select().from(conversations).where(eq(conversations.visitorId, '4242'));
  expect(conversation).toMatchObject({ channel: KIND, userId: null });

  // The app sends it again (its retry): recorded once, answered once.
  expect(await pigeons.userWrites(message)).toEqual({ status: 200, body: { received: 0 } });
  await until(async () => (await count(true)) === 0);
  expect(await count(false)).toBe(1);
  expect(pigeons.box.to('4242')).toHaveLength(1);

  // A seal made with another secret: refused, nothing recorded.
  const forged = await pigeons.userWrites({ ...message, ring: 'anello-2' }, 'altro-segreto');
  expect(forged.status).toBe(401);
  expect(await count(false)).toBe(1);
});

it('needed no production file: the kind is named in this test only', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
  const sources = ['apps/server/src', 'apps/web/src', 'packages/shared/src'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.join(dir, file)),
  );
  const naming = sources.filter((file) => readFileSync(path.join(root, file), 'utf8').includes(`'${KIND}'`));
  console.log(`files the test channel needed: ${naming.join(', ')}`);
  expect(naming).toEqual(['apps/server/src/features/channels/channel-adapter.test.ts']);
});
