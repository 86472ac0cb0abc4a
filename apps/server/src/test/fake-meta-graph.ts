import http from 'node:http';
import { createHmac, randomUUID } from 'node:crypto';
import { json, listen, outbox, readBody } from './fake-messaging-apis.js';

/**
 * A fake of Meta's Graph API for Messenger or Instagram messaging (issue 47) on a real local socket, for the API tests,
 * the browser test and bench/channels.mjs. It speaks the real shapes: `GET /me?fields=…` (Messenger: the page's
 * `{ id, name }`; Instagram: `{ user_id, username, id }`), the Send API `POST /me/messages` with a Bearer token
 * (`{ recipient: { id }, messaging_type, message: { text } }` answered `{ recipient_id, message_id }`, or
 * `{ recipient, sender_action }`), errors as `{ error: { message, type, code, error_subcode, fbtrace_id } }`. It plays
 * the customer: deliveries posted to the webhook as Meta does (`object` 'page' or 'instagram', `entry[].messaging[]`,
 * signed with the app secret in X-Hub-Signature-256) and, once the webhook is verified, the echo Meta sends of every
 * message the page sent (`is_echo`), so a test sees that the product does not answer itself.
 */
export type MetaKind = 'messenger' | 'instagram';
export type FakeMetaGraph = Awaited<ReturnType<typeof startFakeMetaGraph>>;

const MAX_TEXT: Record<MetaKind, number> = { messenger: 2000, instagram: 1000 };

interface Account {
  accessToken: string;
  appSecret: string;
  name: string;
  /** Set by a successful verification handshake: where deliveries and echoes go. */
  webhookUrl: string | null;
  /** The people who wrote to it: Meta refuses to send to anyone else. */
  users: Set<string>;
}

const graphError = (res: http.ServerResponse, status: number, message: string, code: number, subcode?: number) =>
  json(res, status, {
    error: { message, type: code === 190 ? 'OAuthException' : 'GraphMethodException', code, error_subcode: subcode, fbtrace_id: 'AbCdEf' },
  });

export async function startFakeMetaGraph({ kind, port = 0, control = false }: { kind: MetaKind; port?: number; control?: boolean }) {
  const accounts = new Map<string, Account>();
  const box = outbox();
  const actions: { to: string; action: string }[] = [];
  const echoes: Promise<{ status: number }>[] = [];
  const accountOf = (req: http.IncomingMessage): [string, Account] | undefined => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const token = bearer ?? new URL(req.url ?? '/', 'http://x').searchParams.get('access_token');
    return [...accounts.entries()].find(([, a]) => a.accessToken === token);
  };
  const server = http.createServer((req, res) => {
    void readBody(req).then(async (raw) => {
      if (control && req.url?.startsWith('/_fake/')) return json(res, 200, await controlled(req.method ?? '', req.url, raw));
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const found = accountOf(req);
      if (!found) return graphError(res, 401, 'Invalid OAuth access token - Cannot parse access token', 190);
      const [id, account] = found;
      if (req.method === 'GET' && path === '/me') {
        if (kind === 'instagram') return json(res, 200, { user_id: id, username: account.name, id: `9${id.slice(1)}` });
        return json(res, 200, { id, name: account.name });
      }
      if (req.method !== 'POST' || path !== '/me/messages') return graphError(res, 400, 'Unsupported request', 100);
      const body = JSON.parse(raw || '{}') as {
        recipient?: { id?: string };
        messaging_type?: string;
        sender_action?: string;
        message?: { text?: string };
      };
      const to = body.recipient?.id ?? '';
      if (!account.users.has(to)) return graphError(res, 400, '(#100) No matching user found', 100, 2018001);
      if (body.sender_action) {
        if (!['typing_on', 'typing_off', 'mark_seen'].includes(body.sender_action))
          return graphError(res, 400, '(#100) Param sender_action must be one of {MARK_SEEN, TYPING_ON, TYPING_OFF}', 100);
        actions.push({ to, action: body.sender_action });
        return json(res, 200, { recipient_id: to });
      }
      const text = body.message?.text ?? '';
      if (!body.messaging_type || !text) return graphError(res, 400, '(#100) The parameter message is required', 100);
      if (text.length > MAX_TEXT[kind])
        return graphError(res, 400, `(#100) Length of param message[text] must be less than or equal to ${MAX_TEXT[kind]}`, 100);
      const mid = `m_${randomUUID()}`;
      box.push({ to, text });
      json(res, 200, { recipient_id: to, message_id: mid });
      // Meta echoes what the page sent to the webhook (message_echoes): the product must not take it as a question.
      if (account.webhookUrl)
        echoes.push(post(id, account, { sender: id, recipient: to, message: { mid, text, is_echo: true, app_id: 1 } }));
    });
  });
  const url = await listen(server, port);

  /** A delivery as Meta posts it: one entry of the page or account, one messaging event, and its signature header. */
  function signed(
    id: string,
    account: Account,
    args: { sender: string; recipient: string; message: Record<string, unknown>; appSecret?: string },
  ) {
    const body = JSON.stringify({
      object: kind === 'instagram' ? 'instagram' : 'page',
      entry: [
        {
          id,
          time: Date.now(),
          messaging: [{ sender: { id: args.sender }, recipient: { id: args.recipient }, timestamp: Date.now(), message: args.message }],
        },
      ],
    });
    const signature = `sha256=${createHmac('sha256', args.appSecret ?? account.appSecret)
      .update(body)
      .digest('hex')}`;
    return { body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } };
  }

  /** Posts a signed delivery to the account's webhook (or `webhookUrl`). */
  async function post(
    id: string,
    account: Account,
    args: { sender: string; recipient: string; message: Record<string, unknown>; appSecret?: string; webhookUrl?: string },
  ) {
    const { body, headers } = signed(id, account, args);
    const res = await fetch(args.webhookUrl ?? account.webhookUrl ?? '', { method: 'POST', headers, body });
    return { status: res.status, body };
  }

  const fake = {
    url,
    kind,
    sent: box.sent,
    actions,
    waitForMessages: box.waitFor,
    messagesTo: box.to,
    /** The echoes posted so far have all been answered by the webhook. */
    echoesDelivered: () => Promise.all(echoes),
    /** A Facebook page (Messenger) or an Instagram professional account, its token, app secret and name. */
    addAccount(id: string, accessToken: string, appSecret: string, name: string) {
      accounts.set(id, { accessToken, appSecret, name, webhookUrl: null, users: new Set() });
    },
    /** Meta's verification request; when the challenge comes back, the webhook is subscribed for that account. */
    async verify(id: string, webhookUrl: string, verifyToken: string, challenge = String(Math.floor(Math.random() * 1e9))) {
      const query = new URLSearchParams({ 'hub.mode': 'subscribe', 'hub.verify_token': verifyToken, 'hub.challenge': challenge });
      const res = await fetch(`${webhookUrl}?${query.toString()}`);
      const body = await res.text();
      const account = accounts.get(id);
      if (account && res.status === 200 && body === challenge) account.webhookUrl = webhookUrl;
      return { status: res.status, body, challenge };
    },
    /**
     * A customer writes to the page or account: `message` replaces the text (attachments…), `appSecret` plays a
     * forger, `webhookUrl` posts before (or without) the handshake. Answers the webhook's status, the mid and the exact
     * bytes (to deliver them again).
     */
    async userWrites(
      id: string,
      args: { from: string; text?: string; mid?: string; message?: Record<string, unknown>; appSecret?: string; webhookUrl?: string },
    ) {
      const account = accounts.get(id);
      if (!account) throw new Error(`no account ${id}`);
      account.users.add(args.from);
      const mid = args.mid ?? `m_${randomUUID()}`;
      const { status, body } = await post(id, account, {
        sender: args.from,
        recipient: id,
        message: { mid, ...(args.message ?? { text: args.text ?? '' }) },
        appSecret: args.appSecret,
        webhookUrl: args.webhookUrl,
      });
      return { status, mid, body };
    },
    /**
     * A customer's message as Meta would post it, for a test that sends it itself (e.g. inside a measured context):
     * the exact bytes and their headers. The sender may then be answered.
     */
    signedDelivery(id: string, args: { from: string; text: string; mid: string }) {
      const account = accounts.get(id);
      if (!account) throw new Error(`no account ${id}`);
      account.users.add(args.from);
      return signed(id, account, { sender: args.from, recipient: id, message: { mid: args.mid, text: args.text } });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  async function controlled(method: string, path: string, raw: string): Promise<unknown> {
    const body = (raw ? JSON.parse(raw) : {}) as {
      id: string;
      accessToken: string;
      appSecret: string;
      name: string;
      webhookUrl: string;
      verifyToken: string;
      from: string;
      text?: string;
    };
    if (method === 'POST' && path === '/_fake/accounts')
      return { ok: true, added: fake.addAccount(body.id, body.accessToken, body.appSecret, body.name) };
    if (method === 'POST' && path === '/_fake/verify') return fake.verify(body.id, body.webhookUrl, body.verifyToken);
    if (method === 'POST' && path === '/_fake/write') return fake.userWrites(body.id, body);
    return { sent: box.sent };
  }
  return fake;
}
