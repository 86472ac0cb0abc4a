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
      const [path = '', query = ''] = (req.url ?? '').split('?');
      const body = { ...parseForm(query), ...parseForm(await readBody(req)) };
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
        subscription_tax_rates: (body.subscription_data as { default_tax_rates?: string[] } | undefined)?.default_tax_rates ?? [],
      });
    }
    if (method === 'POST' && path === '/v1/tax_rates') {
      return this.put({
        id: newId('txr'),
        object: 'tax_rate',
        active: true,
        ...body,
        percentage: Number(body.percentage),
        inclusive: body.inclusive === 'true',
      });
    }
    if (method === 'GET' && path === '/v1/tax_rates') {
      const data = [...this.objects.values()].filter((o) => o.object === 'tax_rate');
      return { id: 'list', object: 'list', data, has_more: false, url: '/v1/tax_rates' };
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/subscriptions\/(\w+)$/))) {
      const sub = get(m[1]!);
      if (!sub) return null;
      // Stripe's form encoding of an emptied list is the empty string.
      if ('default_tax_rates' in body) sub.default_tax_rates = body.default_tax_rates === '' ? [] : body.default_tax_rates;
      return this.expanded(sub);
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/subscriptions\/(\w+)$/))) {
      const sub = get(m[1]!);
      return sub ? this.expanded(sub) : null;
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/prices\/(\w+)$/))) {
      // One product per plan, as an operator would set them up.
      return { id: m[1]!, object: 'price', product: `prod_${m[1]!}`, recurring: { interval: 'month' } };
    }
    if (method === 'POST' && path === '/v1/billing_portal/configurations') {
      return this.put({ id: newId('bpc'), object: 'billing_portal.configuration', active: true, ...body });
    }
    if (method === 'GET' && path === '/v1/billing_portal/configurations') {
      const data = [...this.objects.values()].filter((o) => o.object === 'billing_portal.configuration');
      return { id: 'list', object: 'list', data, has_more: false, url: path };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = newId('bps');
      return {
        id,
        object: 'billing_portal.session',
        customer: body.customer as string,
        configuration: (body.configuration as string | undefined) ?? null,
        url: `https://billing.stripe.test/p/session/${id}`,
      };
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/(checkout\/sessions|invoices)\/([\w]+)$/))) return get(m[2]!);
    return null;
  }

  /** A subscription as the product reads it: its schedule expanded (the product asks for `expand[]=schedule`). */
  private expanded(sub: Obj): Obj {
    const schedule = typeof sub.schedule === 'string' ? this.objects.get(sub.schedule) : sub.schedule;
    return { ...sub, schedule: schedule ?? null };
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
      schedule: null,
      default_tax_rates: session.subscription_tax_rates,
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

  /** The VAT Stripe adds to `net` with the subscription's tax rates (exclusive rates, rounded like Stripe: half up). */
  private tax(subscription: Obj, net: number): number {
    const rates = (subscription.default_tax_rates as string[] | undefined) ?? [];
    return rates.reduce((sum, id) => sum + Math.round((net * Number(this.objects.get(id)?.percentage ?? 0)) / 100), 0);
  }

  /** A renewal invoice of the subscription, paid or open (a failed payment). */
  invoice(subscription: Obj, status: 'paid' | 'open') {
    const item = (subscription.items as { data: { price: { id: string }; current_period_start: number; current_period_end: number }[] })
      .data[0]!;
    const amount = { [this.prices.base]: 2500, [this.prices.pro]: 9500, [this.prices.avanzato]: 17900 }[item.price.id]!;
    return this.invoiceOf(subscription, status, [{ amount, price: item.price.id, proration: false }], item);
  }

  /**
   * What the portal's upgrade does: the subscription's price changes at once and an invoice charges the prorated
   * difference (a credit line for the old price, a charge line for the new one, both marked as prorations).
   */
  upgrade(subscription: Obj, price: string, { credit, charge }: { credit: number; charge: number }) {
    const item = (subscription.items as { data: { price: { id: string }; current_period_start: number; current_period_end: number }[] })
      .data[0]!;
    const old = item.price.id;
    item.price = { id: price };
    const period = { current_period_start: now(), current_period_end: item.current_period_end };
    return this.invoiceOf(
      subscription,
      'paid',
      [
        { amount: -credit, price: old, proration: true },
        { amount: charge, price, proration: true },
      ],
      period,
    );
  }

  /** What the portal's downgrade at the period's end does: a subscription schedule whose next phase has the lower price. */
  scheduleDowngrade(subscription: Obj, price: string) {
    const item = (subscription.items as { data: { price: { id: string }; current_period_start: number; current_period_end: number }[] })
      .data[0]!;
    const schedule = this.put({
      id: newId('sub_sched'),
      object: 'subscription_schedule',
      customer: subscription.customer,
      subscription: subscription.id,
      status: 'active',
      phases: [
        { start_date: item.current_period_start, end_date: item.current_period_end, items: [{ price: item.price.id, quantity: 1 }] },
        { start_date: item.current_period_end, end_date: item.current_period_end + 30 * 86_400, items: [{ price, quantity: 1 }] },
      ],
    });
    subscription.schedule = schedule.id;
    return schedule;
  }

  private invoiceOf(
    subscription: Obj,
    status: 'paid' | 'open',
    lines: { amount: number; price: string; proration: boolean }[],
    period: { current_period_start: number; current_period_end: number },
  ) {
    const net = lines.reduce((sum, l) => sum + l.amount, 0);
    const tax = this.tax(subscription, net);
    return this.put({
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status,
      subtotal: net,
      total_excluding_tax: net,
      total: net + tax,
      created: now(),
      status_transitions: { paid_at: status === 'paid' ? now() : null },
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      lines: {
        object: 'list',
        data: lines.map((l) => ({
          id: newId('il'),
          amount: l.amount,
          pricing: { type: 'price_details', price_details: { price: l.price } },
          parent: { type: 'subscription_item_details', subscription_item_details: { proration: l.proration } },
          period: { start: period.current_period_start, end: period.current_period_end },
        })),
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
