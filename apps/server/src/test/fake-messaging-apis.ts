import http from 'node:http';
import { createHmac, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

/**
 * Fakes of Telegram's Bot API and Meta's WhatsApp Cloud API on real local sockets (issue 31), for the API tests, the
 * browser test and bench/channels.mjs. They speak the real request and answer shapes (Bot API: `POST /bot<token>/<method>`,
 * `{ ok, result }` or `{ ok: false, error_code, description }`; Cloud API: `POST /<phone-number-id>/messages` with a
 * Bearer token, `{ messaging_product, contacts, messages }` or `{ error: { message, type, code } }`), keep what the
 * product sent, and play the user: they post updates to the webhook exactly as the apps do (Telegram with the
 * secret token given to setWebhook, WhatsApp signed with the app secret).
 */

/** Longest text both apps take in one message. */
const MAX_TEXT = 4096;

export interface SentMessage {
  /** Telegram chat id or WhatsApp recipient number. */
  to: string;
  text: string;
  /** Telegram: the reply buttons sent with it (one row each), or `remove` when they were taken away. */
  keyboard?: string[] | 'remove';
}

type Waiter = { to: string; count: number; resolve: () => void };

export function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

export function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function listen(server: http.Server, port = 0): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** What both fakes share: the messages the product sent, and promises that resolve once a recipient has some. */
export function outbox() {
  const sent: SentMessage[] = [];
  const waiters: Waiter[] = [];
  const countFor = (to: string) => sent.filter((m) => m.to === to).length;
  return {
    sent,
    push(message: SentMessage) {
      sent.push(message);
      for (const waiter of [...waiters]) {
        if (waiter.to === message.to && countFor(waiter.to) >= waiter.count) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    },
    /** Resolves once `to` has received `count` messages in all. */
    waitFor(to: string, count = 1): Promise<SentMessage[]> {
      const list = () => sent.filter((m) => m.to === to);
      if (countFor(to) >= count) return Promise.resolve(list());
      return new Promise((resolve) => waiters.push({ to, count, resolve: () => resolve(list()) }));
    },
    to: (to: string) => sent.filter((m) => m.to === to),
  };
}

export type FakeTelegram = Awaited<ReturnType<typeof startFakeTelegram>>;

/**
 * Telegram's Bot API. `addBot(token, username)` makes a token valid; any other token is 401 Unauthorized. With
 * `control`, the browser test (another process) drives it over HTTP too: `POST /_fake/bots`, `POST /_fake/write`,
 * `GET /_fake/sent` (the same functions as below).
 */
export async function startFakeTelegram({ port = 0, control = false }: { port?: number; control?: boolean } = {}) {
  const bots = new Map<string, { id: number; username: string; webhook: { url: string; secret: string } | null }>();
  const box = outbox();
  const actions: { chatId: string; action: string }[] = [];
  /** Voice notes users sent, by file_id (getFile and /file/bot<token>/<path> serve them). */
  const files = new Map<string, Buffer>();
  let nextMessageId = 1;
  let nextUpdateId = 1000;
  const server = http.createServer((req, res) => {
    void readBody(req).then(async (raw) => {
      if (control && req.url?.startsWith('/_fake/')) return json(res, 200, await controlled(req.method ?? '', req.url, raw));
      const download = /^\/file\/bot([^/]+)\/voice\/(.+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && download) {
        const bytes = bots.has(decodeURIComponent(download[1]!)) ? files.get(decodeURIComponent(download[2]!)) : undefined;
        if (!bytes) return json(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
        res.writeHead(200, { 'content-type': 'audio/ogg', 'content-length': bytes.length });
        return res.end(bytes);
      }
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) return json(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
      const bot = bots.get(decodeURIComponent(match[1]!));
      if (!bot) return json(res, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      const chatId = String(body.chat_id ?? '');
      switch (match[2]) {
        case 'getMe':
          return json(res, 200, { ok: true, result: { id: bot.id, is_bot: true, first_name: bot.username, username: bot.username } });
        case 'setWebhook':
          if (typeof body.url !== 'string' || !/^https?:\/\//.test(body.url))
            return json(res, 400, {
              ok: false,
              error_code: 400,
              description: 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook',
            });
          bot.webhook = { url: body.url, secret: String(body.secret_token ?? '') };
          return json(res, 200, { ok: true, result: true, description: 'Webhook was set' });
        case 'deleteWebhook':
          bot.webhook = null;
          return json(res, 200, { ok: true, result: true, description: 'Webhook was deleted' });
        case 'getFile': {
          const fileId = String(body.file_id ?? '');
          const bytes = files.get(fileId);
          if (!bytes) return json(res, 400, { ok: false, error_code: 400, description: 'Bad Request: invalid file_id' });
          return json(res, 200, {
            ok: true,
            result: { file_id: fileId, file_unique_id: fileId, file_size: bytes.length, file_path: `voice/${fileId}` },
          });
        }
        case 'sendChatAction':
          actions.push({ chatId, action: String(body.action) });
          return json(res, 200, { ok: true, result: true });
        case 'sendMessage': {
          const text = String(body.text ?? '');
          if (!text) return json(res, 400, { ok: false, error_code: 400, description: 'Bad Request: message text is empty' });
          if (text.length > MAX_TEXT)
            return json(res, 400, { ok: false, error_code: 400, description: 'Bad Request: message is too long' });
          const markup = body.reply_markup as { keyboard?: { text: string }[][]; remove_keyboard?: boolean } | undefined;
          const keyboard = markup?.remove_keyboard
            ? ('remove' as const)
            : markup?.keyboard?.map((row) => row.map((b) => b.text).join(' | '));
          box.push({ to: chatId, text, ...(keyboard ? { keyboard } : {}) });
          const message_id = nextMessageId++;
          return json(res, 200, {
            ok: true,
            result: { message_id, date: Math.floor(Date.now() / 1000), chat: { id: Number(chatId), type: 'private' }, text },
          });
        }
        default:
          return json(res, 404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
      }
    });
  });
  const url = await listen(server, port);
  const fake = {
    url,
    sent: box.sent,
    actions,
    waitForMessages: box.waitFor,
    messagesTo: box.to,
    addBot(token: string, username: string) {
      bots.set(token, { id: Number(token.split(':')[0]), username, webhook: null });
    },
    webhookOf: (token: string) => bots.get(token)?.webhook ?? null,
    /** A file users may send (a voice note): its file_id. */
    addFile(fileId: string, bytes: Buffer) {
      files.set(fileId, bytes);
    },
    /**
     * A user writes to the bot in a private chat: the update is posted to the bot's webhook with its secret token
     * (`secret` overrides it, to play a forger). Answers the webhook's status. `message` replaces the text message.
     */
    async userWrites(
      token: string,
      args: { chatId: number; text?: string; message?: Record<string, unknown>; messageId?: number; secret?: string; chatType?: string },
    ): Promise<number> {
      const webhook = bots.get(token)?.webhook;
      if (!webhook) throw new Error('the bot has no webhook');
      const res = await fetch(webhook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': args.secret ?? webhook.secret },
        body: JSON.stringify(fake.update(args)),
      });
      return res.status;
    },
    /** The update `userWrites` posts (for a caller posting it itself, with the bot's webhook secret). */
    update(args: { chatId: number; text?: string; message?: Record<string, unknown>; messageId?: number; chatType?: string }) {
      const message = {
        message_id: args.messageId ?? nextMessageId++,
        from: { id: args.chatId, is_bot: false, first_name: 'Giulia', language_code: 'it' },
        chat: { id: args.chatId, type: args.chatType ?? 'private', first_name: 'Giulia' },
        date: Math.floor(Date.now() / 1000),
        ...(args.message ?? { text: args.text ?? '' }),
      };
      return { update_id: nextUpdateId++, message };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  async function controlled(method: string, path: string, raw: string): Promise<unknown> {
    const body = (raw ? JSON.parse(raw) : {}) as { token: string; username: string; chatId: number; text?: string };
    if (method === 'POST' && path === '/_fake/bots') return { ok: true, added: fake.addBot(body.token, body.username) };
    if (method === 'POST' && path === '/_fake/write') return { status: await fake.userWrites(body.token, body) };
    return { sent: box.sent };
  }
  return fake;
}

export type FakeWhatsapp = Awaited<ReturnType<typeof startFakeWhatsapp>>;

/**
 * Meta's WhatsApp Cloud API. `addNumber(phoneNumberId, accessToken, appSecret)` registers a business number. With
 * `control`: `POST /_fake/numbers`, `POST /_fake/verify`, `POST /_fake/write`, `GET /_fake/sent`, for the browser test.
 */
export async function startFakeWhatsapp({ port = 0, control = false }: { port?: number; control?: boolean } = {}) {
  const numbers = new Map<string, { accessToken: string; appSecret: string }>();
  const box = outbox();
  const reads: string[] = [];
  /** Media users sent (voice notes), by media id: GET /<media-id> answers its URL, which serves the bytes. */
  const media = new Map<string, Buffer>();
  const authorized = (header: string | undefined) => [...numbers.values()].some((n) => header === `Bearer ${n.accessToken}`);
  const server = http.createServer((req, res) => {
    void readBody(req).then(async (raw) => {
      if (control && req.url?.startsWith('/_fake/')) return json(res, 200, await controlled(req.method ?? '', req.url, raw));
      const mediaMatch = /^\/(media-download\/)?([^/]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && mediaMatch) {
        if (!authorized(req.headers.authorization))
          return json(res, 401, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
        const id = decodeURIComponent(mediaMatch[2]!);
        const bytes = media.get(id);
        if (!bytes) return json(res, 404, { error: { message: 'Unsupported get request.', type: 'GraphMethodException', code: 100 } });
        if (mediaMatch[1]) {
          res.writeHead(200, { 'content-type': 'audio/ogg', 'content-length': bytes.length });
          return res.end(bytes);
        }
        return json(res, 200, {
          messaging_product: 'whatsapp',
          url: `${url}/media-download/${id}`,
          mime_type: 'audio/ogg',
          file_size: bytes.length,
          id,
        });
      }
      const match = /^\/([^/]+)\/messages$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match)
        return json(res, 404, { error: { message: 'Unknown path', type: 'GraphMethodException', code: 100 } });
      const number = numbers.get(decodeURIComponent(match[1]!));
      if (!number || req.headers.authorization !== `Bearer ${number.accessToken}`) {
        return json(res, 401, {
          error: { message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190 },
        });
      }
      const body = JSON.parse(raw || '{}') as {
        messaging_product?: string;
        to?: string;
        type?: string;
        status?: string;
        message_id?: string;
        text?: { body?: string };
      };
      if (body.messaging_product !== 'whatsapp')
        return json(res, 400, { error: { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100 } });
      if (body.status === 'read') {
        reads.push(String(body.message_id));
        return json(res, 200, { success: true });
      }
      const text = body.text?.body ?? '';
      if (body.type !== 'text' || !body.to || !text)
        return json(res, 400, { error: { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100 } });
      if (text.length > MAX_TEXT)
        return json(res, 400, { error: { message: '(#100) Param text[body] is too long', type: 'OAuthException', code: 100 } });
      box.push({ to: body.to, text });
      return json(res, 200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.${randomUUID()}` }],
      });
    });
  });
  const url = await listen(server, port);
  const fake = {
    url,
    sent: box.sent,
    reads,
    waitForMessages: box.waitFor,
    messagesTo: box.to,
    addNumber(phoneNumberId: string, accessToken: string, appSecret: string) {
      numbers.set(phoneNumberId, { accessToken, appSecret });
    },
    /** A medium users may send (a voice note): its media id. */
    addMedia(mediaId: string, bytes: Buffer) {
      media.set(mediaId, bytes);
    },
    /** Meta's verification request: GET with hub.mode, hub.verify_token and hub.challenge. */
    async verify(webhookUrl: string, verifyToken: string, challenge = String(Math.floor(Math.random() * 1e9))) {
      const query = new URLSearchParams({ 'hub.mode': 'subscribe', 'hub.verify_token': verifyToken, 'hub.challenge': challenge });
      const res = await fetch(`${webhookUrl}?${query.toString()}`);
      return { status: res.status, body: await res.text(), challenge };
    },
    /**
     * A customer writes to the business number: the webhook's `messages` change, signed with the number's app secret
     * (`appSecret` overrides it, to play a forger). `message` replaces the text message (audio, image…). Answers the status.
     */
    async userWrites(
      webhookUrl: string,
      args: { phoneNumberId: string; from: string; text?: string; id?: string; message?: Record<string, unknown>; appSecret?: string },
    ): Promise<{ status: number; id: string }> {
      const { id, headers, body } = fake.signedDelivery(args);
      const res = await fetch(webhookUrl, { method: 'POST', headers, body });
      return { status: res.status, id };
    },
    /** What `userWrites` posts: the body and its headers, signed as Meta signs them (for a caller posting it itself). */
    signedDelivery(args: {
      phoneNumberId: string;
      from: string;
      text?: string;
      id?: string;
      message?: Record<string, unknown>;
      appSecret?: string;
    }) {
      const number = numbers.get(args.phoneNumberId);
      const id = args.id ?? `wamid.${randomUUID()}`;
      const body = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: 'WHATSAPP_BUSINESS_ACCOUNT_ID',
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: { display_phone_number: '390212345678', phone_number_id: args.phoneNumberId },
                  contacts: [{ profile: { name: 'Giulia' }, wa_id: args.from }],
                  messages: [
                    {
                      from: args.from,
                      id,
                      timestamp: String(Math.floor(Date.now() / 1000)),
                      ...(args.message ?? { type: 'text', text: { body: args.text ?? '' } }),
                    },
                  ],
                },
              },
            ],
          },
        ],
      });
      const secret = args.appSecret ?? number?.appSecret ?? '';
      const headers = {
        'content-type': 'application/json',
        'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
      };
      return { id, headers, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  async function controlled(method: string, path: string, raw: string): Promise<unknown> {
    const body = (raw ? JSON.parse(raw) : {}) as {
      phoneNumberId: string;
      accessToken: string;
      appSecret: string;
      webhookUrl: string;
      verifyToken: string;
      from: string;
      text?: string;
    };
    if (method === 'POST' && path === '/_fake/numbers')
      return { ok: true, added: fake.addNumber(body.phoneNumberId, body.accessToken, body.appSecret) };
    if (method === 'POST' && path === '/_fake/verify') return fake.verify(body.webhookUrl, body.verifyToken);
    if (method === 'POST' && path === '/_fake/write') return fake.userWrites(body.webhookUrl, body);
    return { sent: box.sent };
  }
  return fake;
}
