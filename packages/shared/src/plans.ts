/** The plan catalogue (spec §3, DECISIONS D4): the single source of truth for prices and limits. */
export const PLAN_IDS = ['base', 'pro', 'avanzato'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  name: string;
  priceEuroMonthly: number;
  maxUsers: number;
  maxAgents: number;
  storageBytes: number;
  storageLabel: string;
  messagesPerMonth: number;
  features: string[];
  /** Stripe price identifier key (spec: BASE, PRO, ADVANCED). */
  priceKey: 'BASE' | 'PRO' | 'ADVANCED';
  featured: boolean;
  /** Account API tokens, /api/v1 and identity-verified widgets (spec §3 'Accesso API': Pro and above). */
  apiAccess: boolean;
  /** Website pages an agent may learn from, every website of the agent together (issue 29, DECISIONS D16). */
  websitePagesPerAgent: number;
  /** The agent answers on WhatsApp and Telegram (issue 31, DECISIONS D18: Pro and Avanzato, like API access). */
  messagingChannels: boolean;
  /** Appointments taken per calendar month (Europe/Rome), every agent together (issue 46, D19, ADR 0251). */
  bookingsPerMonth: number;
  /** Bookings written to and busy times read from a Google Calendar (D19: Pro and Avanzato). */
  googleCalendar: boolean;
  /** Custom HTTP actions ('Azioni', issue 46, DECISIONS D19: Pro and Avanzato). */
  customActions: boolean;
}

const MB = 1024 * 1024;

export const PLANS: Record<PlanId, Plan> = {
  base: {
    id: 'base',
    name: 'Base',
    priceEuroMonthly: 25,
    maxUsers: 3,
    maxAgents: 1,
    storageBytes: 100 * MB,
    storageLabel: '100MB',
    messagesPerMonth: 1000,
    features: ['Chat solo testo'],
    priceKey: 'BASE',
    featured: false,
    apiAccess: false,
    websitePagesPerAgent: 100,
    messagingChannels: false,
    bookingsPerMonth: 500,
    googleCalendar: false,
    customActions: false,
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    priceEuroMonthly: 95,
    maxUsers: 10,
    maxAgents: 3,
    storageBytes: 1024 * MB,
    storageLabel: '1GB',
    messagesPerMonth: 10000,
    features: ['Chat con caricamento file', 'Accesso API'],
    priceKey: 'PRO',
    featured: true,
    apiAccess: true,
    websitePagesPerAgent: 1_000,
    messagingChannels: true,
    bookingsPerMonth: 3_000,
    googleCalendar: true,
    customActions: true,
  },
  avanzato: {
    id: 'avanzato',
    name: 'Avanzato',
    priceEuroMonthly: 179,
    maxUsers: 25,
    maxAgents: 10,
    storageBytes: 10 * 1024 * MB,
    storageLabel: '10GB',
    messagesPerMonth: 100000,
    features: ['Chat avanzata (caricamento file e voce)', 'Supporto prioritario'],
    priceKey: 'ADVANCED',
    featured: false,
    apiAccess: true,
    websitePagesPerAgent: 10_000,
    messagingChannels: true,
    bookingsPerMonth: 20_000,
    googleCalendar: true,
    customActions: true,
  },
};

export const PLAN_LIST: Plan[] = PLAN_IDS.map((id) => PLANS[id]);

/** spec §3: the Base plan has text-only chat; files in the chat come with Pro and Avanzato (an ended plan: none). */
export const planAllowsChatAttachments = (plan: Pick<Plan, 'id'> | null | undefined): boolean => Boolean(plan) && plan!.id !== 'base';

/** D19: custom actions come with Pro and Avanzato (an ended plan: none). */
export const planAllowsCustomActions = (plan: Pick<Plan, 'customActions'> | null | undefined): boolean => Boolean(plan?.customActions);

export const TRIAL_DAYS = 7;
/** New accounts get the Pro limits during the trial (D4). */
export const TRIAL_PLAN: PlanId = 'pro';

export function planById(id: string | null | undefined): Plan | undefined {
  return id && (PLAN_IDS as readonly string[]).includes(id) ? PLANS[id as PlanId] : undefined;
}

/** 'Base €25/mese' etc.; unknown plans show 'Prezzo non disponibile' (spec §2 Billing). */
export function planPriceLabel(id: string | null | undefined): string {
  const plan = planById(id);
  return plan ? `€${plan.priceEuroMonthly}/mese` : 'Prezzo non disponibile';
}

export function planDisplayName(id: string | null | undefined): string {
  return planById(id)?.name ?? 'Sconosciuto';
}

export interface AccountPlanState {
  plan: PlanId | null;
  trialEndsAt: string | Date | null;
  planExpiresAt: string | Date | null;
}

/**
 * The limits in force for an account right now: an active subscription's plan, else the trial's Pro
 * limits while the trial lasts, else none (D4: data kept, creation and chat blocked).
 */
export function effectivePlan(
  state: AccountPlanState,
  now: Date = new Date(),
): { plan: Plan | null; status: 'active' | 'trial' | 'expired' } {
  const expires = state.planExpiresAt ? new Date(state.planExpiresAt) : null;
  if (state.plan && expires && expires.getTime() > now.getTime()) return { plan: PLANS[state.plan], status: 'active' };
  const trialEnd = state.trialEndsAt ? new Date(state.trialEndsAt) : null;
  if (trialEnd && trialEnd.getTime() > now.getTime()) return { plan: PLANS[TRIAL_PLAN], status: 'trial' };
  return { plan: null, status: 'expired' };
}

/** The plans that have WhatsApp and Telegram (D18), named in the refusal; the one rule of server and pages. */
export const MESSAGING_CHANNEL_PLANS = PLAN_LIST.filter((plan) => plan.messagingChannels).map((plan) => plan.name);
export const mayUseMessagingChannels = (plan: Pick<Plan, 'messagingChannels'> | null | undefined) => Boolean(plan?.messagingChannels);

/** The cards the simulated checkout and portal offer when Stripe is not configured (D5). */
export const SIMULATED_CARDS = ['visa', 'mastercard', 'amex'] as const;

/** D19: bookings per month of the plan in force; an ended plan takes none. */
export const bookingsPerMonth = (plan: Pick<Plan, 'bookingsPerMonth'> | null | undefined): number => plan?.bookingsPerMonth ?? 0;
