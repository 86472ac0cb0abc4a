import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

type Obj = Record<string, unknown> & { id: string };

/** Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const keys = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) node[key] = value;
      else node = (node[key] ??= /^\d+$/.test(keys[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });

const newId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/**
 * A fake of Stripe's API on a local socket, speaking its protocol (form-encoded requests, JSON objects, bearer key)
 * for the calls the product makes; tests drive it like Stripe's dashboard would and sign its events with the SDK.
 */
export class FakeStripe {
  readonly objects = new Map<string, Obj>();
  readonly requests: { method: string; path: string; body: Record<string, unknown> }[] = [];
  private server: Server | null = null;
  readonly secretKey = 'sk_test_fake';
  readonly webhookSecret = 'whsec_test_fake';
  readonly prices = { base: 'price_base_test', pro: 'price_pro_test', avanzato: 'price_advanced_test' };
  private sdk = new Stripe('sk_test_unused');

  async start(): Promise<string> {
    this.server = createServer(async (req, res) => {
      const body = parseForm(await readBody(req));
      const path = (req.url ?? '').split('?')[0]!;
      this.requests.push({ method: req.method ?? '', path, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
        res.end(JSON.stringify(payload));
      };
      if (req.headers.authorization !== `Bearer ${this.secretKey}`) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      const answer = this.handle(req.method ?? 'GET', path, body);
      if (!answer) return send(404, { error: { type: 'invalid_request_error', message: `No such resource: ${path}` } });
      send(200, answer);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The environment that turns Stripe on for a test app pointed at this fake. */
  env(url: string): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: this.secretKey,
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_PRICE_BASE: this.prices.base,
      STRIPE_PRICE_PRO: this.prices.pro,
      STRIPE_PRICE_ADVANCED: this.prices.avanzato,
      STRIPE_API_URL: url,
    };
  }

  private handle(method: string, path: string, body: Record<string, unknown>): Obj | null {
    const get = (id: string) => this.objects.get(id) ?? null;
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      return this.put({ id: newId('cus'), object: 'customer', email: body.email, metadata: body.metadata ?? {} });
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = newId('cs');
      const items = body.line_items as { price: string }[];
      return this.put({
        id,
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        customer: body.customer,
        client_reference_id: body.client_reference_id,
        subscription: null,
        metadata: body.metadata ?? {},
        price: items[0]!.price,
        subscription_metadata: (body.subscription_data as { metadata?: object } | undefined)?.metadata ?? {},
      });
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = newId('bps');
      return {
        id,
        object: 'billing_portal.session',
        customer: body.customer as string,
        url: `https://billing.stripe.test/p/session/${id}`,
      };
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/(checkout\/sessions|subscriptions|invoices)\/([\w]+)$/))) return get(m[2]!);
    return null;
  }

  private put(object: Obj): Obj {
    this.objects.set(object.id, object);
    return object;
  }

  /** What Stripe does when the customer pays on its page: the subscription starts and its first invoice is paid. */
  completeCheckout(sessionId: string, card = { brand: 'visa', last4: '4242' }) {
    const session = this.objects.get(sessionId)!;
    const start = now();
    const end = start + 30 * 86_400;
    const subscription = this.put({
      id: newId('sub'),
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      cancel_at_period_end: false,
      metadata: session.subscription_metadata,
      default_payment_method: { id: newId('pm'), object: 'payment_method', card },
      items: {
        object: 'list',
        data: [{ id: newId('si'), price: { id: session.price }, current_period_start: start, current_period_end: end }],
      },
    });
    Object.assign(session, { status: 'complete', subscription: subscription.id });
    const invoice = this.invoice(subscription, 'paid');
    return { session, subscription, invoice };
  }

  /** A renewal or upgrade invoice of the subscription, paid or open (a failed payment). */
  invoice(subscription: Obj, status: 'paid' | 'open') {
    const item = (subscription.items as { data: { price: { id: string }; current_period_start: number; current_period_end: number }[] })
      .data[0]!;
    const amount = { [this.prices.base]: 2500, [this.prices.pro]: 9500, [this.prices.avanzato]: 17900 }[item.price.id]!;
    return this.put({
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status,
      subtotal: amount,
      total: amount,
      created: now(),
      status_transitions: { paid_at: status === 'paid' ? now() : null },
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      lines: {
        object: 'list',
        data: [
          {
            id: newId('il'),
            amount,
            pricing: { type: 'price_details', price_details: { price: item.price.id } },
            period: { start: item.current_period_start, end: item.current_period_end },
          },
        ],
      },
    });
  }

  /** A signed webhook delivery of `type` about `object`, as Stripe would POST it. */
  signedEvent(type: string, object: Obj, { secret = this.webhookSecret, timestamp = now(), id = newId('evt') } = {}) {
    const payload = JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28.endive', created: now(), data: { object } });
    const signature = this.sdk.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    return { id, payload, signature };
  }
}
