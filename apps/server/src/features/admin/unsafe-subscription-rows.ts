import { count, eq, sql } from 'drizzle-orm';
import { planById } from '@app/shared/plans';
import { subscriptionStatus, type SubscriptionRow } from '@app/shared/api/admin';
import type { DbOrTx } from '../../db/client.js';
import { accounts, profiles } from '../../db/schema/accounts.js';
import { users } from '../../db/schema/auth.js';
import { agents } from '../../db/schema/agents.js';
import { billingProfiles } from '../../db/schema/billing.js';
import { planStateOf } from '../account/plan-state.js';
import { shownEmail } from '../account/shown-email.js';

/** The columns of a subscription row (spec §3 list-subscriptions), across accounts: back office only. */
export function unsafeSubscriptionSelection() {
  return {
    id: users.id,
    email: shownEmail(),
    role: users.role,
    accountId: users.accountId,
    companyName: sql<
      string | null
    >`(select ${billingProfiles.companyName} from ${billingProfiles} where ${billingProfiles.accountId} = ${users.accountId})`,
    vatNumber: sql<
      string | null
    >`(select ${billingProfiles.vatNumber} from ${billingProfiles} where ${billingProfiles.accountId} = ${users.accountId})`,
    createdAt: users.createdAt,
    lastSignInAt: users.lastSignInAt,
    bannedUntil: users.bannedUntil,
    firstName: profiles.firstName,
    lastName: profiles.lastName,
    isActive: profiles.isActive,
    emailConfirmed: users.emailVerified,
    plan: accounts.plan,
    trialEndsAt: accounts.trialEndsAt,
    planExpiresAt: accounts.planExpiresAt,
    // Agents the user created (spec: agents.user_id is the agent's owner); an index on agents.user_id keeps it cheap.
    agentCount: sql<number>`(select count(*) from ${agents} where ${agents.userId} = ${users.id})`.mapWith(Number),
  };
}

type SelectedRow = {
  id: string;
  email: string;
  role: string;
  accountId: string | null;
  companyName: string | null;
  vatNumber: string | null;
  createdAt: Date;
  lastSignInAt: Date | null;
  bannedUntil: Date | null;
  firstName: string | null;
  lastName: string | null;
  isActive: boolean | null;
  emailConfirmed: boolean;
  plan: string | null;
  trialEndsAt: Date | null;
  planExpiresAt: Date | null;
  agentCount: number;
};

export function toSubscriptionRow(row: SelectedRow, now: Date = new Date()): SubscriptionRow {
  const plan = row.accountId ? planStateOf({ plan: row.plan, trialEndsAt: row.trialEndsAt, planExpiresAt: row.planExpiresAt }, now) : null;
  const isActive = row.isActive ?? false;
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    accountId: row.accountId,
    companyName: row.companyName,
    vatNumber: row.vatNumber,
    planName: planById(row.plan)?.name ?? null,
    planStatus: plan?.status ?? null,
    agentCount: row.agentCount,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    planExpiresAt: row.planExpiresAt?.toISOString() ?? null,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    bannedUntil: row.bannedUntil?.toISOString() ?? null,
    isActive,
    emailConfirmed: row.emailConfirmed,
    isInstructor: row.role === 'instructor',
    status: subscriptionStatus({ bannedUntil: row.bannedUntil, isActive }, now),
  };
}

/** One user's row, or undefined. */
export async function unsafeFindSubscriptionRow(db: DbOrTx, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select(unsafeSubscriptionSelection())
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, userId));
  return row ? toSubscriptionRow(row) : undefined;
}

/** Super admins who can still sign in (not banned), leaving out `exceptUserId`. */
export async function unsafeCountOtherSuperAdmins(db: DbOrTx, exceptUserId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      sql`${users.role} = 'super_admin' and ${users.id} <> ${exceptUserId} and (${users.bannedUntil} is null or ${users.bannedUntil} <= now())`,
    );
  return row?.n ?? 0;
}
