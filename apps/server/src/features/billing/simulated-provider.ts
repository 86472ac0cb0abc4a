import { and, eq } from 'drizzle-orm';
import { planById } from '@app/shared/plans';
import type { DbOrTx } from '../../db/client.js';
import { simulatedBillingObjects } from '../../db/schema/billing.js';
import { newId } from '../../db/ids.js';
import type { BillingProvider, ProviderCheckoutSession, ProviderInvoice, ProviderSubscription } from './billing-provider.js';

export type SimulatedKind = 'checkout_session' | 'subscription' | 'invoice';

/** A simulated checkout session: open until the owner confirms the simulated payment. */
export interface SimulatedSession {
  accountId: string;
  plan: string;
  customerId: string;
  status: 'open' | 'complete';
  subscriptionId: string | null;
}

type Stored<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };
/** Objects stored before the lifecycle of ADR 0043 lack the period's start, the tax charged and the proration flag. */
type Optional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;
export type StoredSubscription = Optional<Stored<ProviderSubscription>, 'currentPeriodStart'>;
export type StoredInvoice = Optional<Stored<ProviderInvoice>, 'taxCents' | 'totalCents' | 'proration'>;

export const simulatedCustomerId = (accountId: string) => `cus_sim_${accountId}`;
export const simulatedId = (prefix: 'cs' | 'sub' | 'in' | 'evt') => `${prefix}_sim_${newId().replaceAll('-', '')}`;

/** By provider id, whatever the account: like Stripe's API, the id is the key (the caller checks ownership). */
export async function unsafeReadSimulatedObject<T>(db: DbOrTx, kind: SimulatedKind, id: string): Promise<T | null> {
  const [row] = await db
    .select({ data: simulatedBillingObjects.data })
    .from(simulatedBillingObjects)
    .where(and(eq(simulatedBillingObjects.kind, kind), eq(simulatedBillingObjects.id, id)));
  return (row?.data as T | undefined) ?? null;
}

export async function writeSimulatedObject(db: DbOrTx, kind: SimulatedKind, id: string, accountId: string, data: object): Promise<void> {
  await db
    .insert(simulatedBillingObjects)
    .values({ kind, id, accountId, data: data as Record<string, unknown> })
    .onConflictDoUpdate({
      target: [simulatedBillingObjects.kind, simulatedBillingObjects.id],
      set: { data: data as Record<string, unknown> },
    });
}

const date = (value: string | null) => (value ? new Date(value) : null);
const monthBefore = (end: Date | null) => {
  if (!end) return null;
  const start = new Date(end);
  start.setUTCMonth(start.getUTCMonth() - 1);
  return start;
};

/** The payment provider without Stripe (D5): its objects live in our database, its page is ours. */
export const simulatedProvider: BillingProvider = {
  kind: 'simulated',
  async createCheckout(db, { accountId, plan, customerId }) {
    const id = simulatedId('cs');
    const session: SimulatedSession = {
      accountId,
      plan,
      customerId: customerId ?? simulatedCustomerId(accountId),
      status: 'open',
      subscriptionId: null,
    };
    await writeSimulatedObject(db, 'checkout_session', id, accountId, session);
    return { url: `/billing/pagamento-simulato/${id}` };
  },
  async retrieveCheckoutSession(db, id): Promise<ProviderCheckoutSession | null> {
    const s = await unsafeReadSimulatedObject<SimulatedSession>(db, 'checkout_session', id);
    return s && s.status === 'complete' ? { id, accountId: s.accountId, customerId: s.customerId, subscriptionId: s.subscriptionId } : null;
  },
  async retrieveSubscription(db, id): Promise<ProviderSubscription | null> {
    const s = await unsafeReadSimulatedObject<StoredSubscription>(db, 'subscription', id);
    if (!s) return null;
    return {
      ...s,
      plan: planById(s.plan)?.id ?? null,
      pendingPlan: planById(s.pendingPlan)?.id ?? null,
      // Made before the lifecycle kept the period's start (ADR 0043): a month before its end.
      currentPeriodStart: date(s.currentPeriodStart ?? null) ?? monthBefore(date(s.currentPeriodEnd)),
      currentPeriodEnd: date(s.currentPeriodEnd),
    };
  },
  async retrieveInvoice(db, id): Promise<ProviderInvoice | null> {
    const i = await unsafeReadSimulatedObject<StoredInvoice>(db, 'invoice', id);
    if (!i) return null;
    return {
      ...i,
      plan: planById(i.plan)?.id ?? null,
      taxCents: i.taxCents ?? null,
      totalCents: i.totalCents ?? null,
      proration: i.proration ?? false,
      periodStart: new Date(i.periodStart),
      periodEnd: new Date(i.periodEnd),
      createdAt: new Date(i.createdAt),
      paidAt: date(i.paidAt),
    };
  },
  // Each simulated invoice takes its VAT from the billing profile when it is made (simulated-lifecycle.ts).
  async updateSubscriptionVat() {},
};
