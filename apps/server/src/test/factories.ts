import { hashPasswordWithNamedWork, type ScryptWork } from '../auth/password-hashing.js';
import type { PlanId } from '@app/shared/plans';
import type { AccountRole } from '@app/shared/roles';
import type { DbOrTx } from '../db/client.js';
import { profiles } from '../db/schema/accounts.js';
import { credentials, users } from '../db/schema/auth.js';
import { newId } from '../db/ids.js';
import { agents } from '../db/schema/agents.js';
import { createTrialAccount } from '../features/account/create-trial-account.js';
import { setAccountPlan } from '../features/account/set-account-plan.js';
import type { AgentStatus } from '@app/shared/states/agents';

/**
 * Test and seed data, written straight to the database (the API flows have their own tests).
 * Shared by the test suites and the seed script.
 */
export const DEFAULT_PASSWORD = 'Password1!';

/**
 * The work of the hashes written here, named in each hash (ADR 0381): a sign-in checks a password at its hash's work,
 * and at the product's (N=16384, r=16) each check costs 0.1–0.2 s of CPU, which the suites' many sign-ins of these
 * users and their wrong-password attempts paid for nothing they test. Passwords the product hashes itself (sign-up, a
 * new password, a member added by the owner) keep the standard work in the tests too.
 */
const TEST_DATA_WORK: ScryptWork = { N: 1024, r: 8 };

/** One hash per password per process: nearly all users have DEFAULT_PASSWORD and share the salt. */
const hashes = new Map<string, Promise<string>>();
function storedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPasswordWithNamedWork(password, TEST_DATA_WORK);
    hashes.set(password, hash);
  }
  return hash;
}

let counter = 0;
export function uniqueEmail(prefix = 'utente'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@esempio.it`;
}

export interface CreatedUser {
  id: string;
  email: string;
  password: string;
  accountId: string | null;
  role: string;
}

export async function createAccountWithOwner(
  db: DbOrTx,
  options: {
    email?: string;
    password?: string;
    plan?: PlanId | null;
    trialEndsAt?: Date | null;
    planExpiresAt?: Date | null;
    firstName?: string;
    lastName?: string;
  } = {},
): Promise<CreatedUser & { accountId: string }> {
  const email = options.email ?? uniqueEmail('titolare');
  // Through the account module, like production: it is the only writer of the plan fields.
  const accountId = await createTrialAccount(db, { name: email });
  if (options.plan !== undefined || options.trialEndsAt !== undefined || options.planExpiresAt !== undefined) {
    await setAccountPlan(db, accountId, {
      plan: options.plan ?? null,
      planExpiresAt: options.planExpiresAt ?? null,
      trialEndsAt: options.trialEndsAt,
    });
  }
  const user = await createUser(db, {
    accountId,
    email,
    role: 'owner',
    password: options.password,
    firstName: options.firstName,
    lastName: options.lastName,
  });
  return { ...user, accountId };
}

export async function createUser(
  db: DbOrTx,
  options: {
    accountId: string | null;
    role: AccountRole | 'super_admin';
    email?: string;
    password?: string;
    isActive?: boolean;
    emailVerified?: boolean;
    bannedUntil?: Date | null;
    firstName?: string;
    lastName?: string;
  },
): Promise<CreatedUser> {
  const id = newId();
  const email = options.email ?? uniqueEmail(options.role);
  const password = options.password ?? DEFAULT_PASSWORD;
  await db.insert(users).values({
    id,
    email,
    name: '',
    role: options.role,
    accountId: options.accountId,
    emailVerified: options.emailVerified ?? true,
    bannedUntil: options.bannedUntil ?? null,
  });
  await db
    .insert(credentials)
    .values({ id: newId(), accountId: id, providerId: 'credential', userId: id, password: await storedHash(password) });
  await db
    .insert(profiles)
    .values({ userId: id, isActive: options.isActive ?? true, firstName: options.firstName ?? null, lastName: options.lastName ?? null });
  return { id, email, password, accountId: options.accountId, role: options.role };
}

export async function createAgent(
  db: DbOrTx,
  options: {
    accountId: string;
    userId: string;
    name?: string;
    instructions?: string;
    description?: string;
    instructorId?: string | null;
    status?: AgentStatus;
  },
): Promise<typeof agents.$inferSelect> {
  const [agent] = await db
    .insert(agents)
    .values({
      id: newId(),
      accountId: options.accountId,
      userId: options.userId,
      name: options.name ?? 'Assistente Clienti',
      description: options.description ?? 'Risponde alle domande dei clienti',
      instructions: options.instructions ?? 'Rispondi in italiano in modo cortese e preciso.',
      instructorId: options.instructorId ?? null,
      status: options.status ?? 'Attivo',
    })
    .returning();
  return agent!;
}
