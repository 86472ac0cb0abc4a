import { hashPassword } from 'better-auth/crypto';
import { TRIAL_DAYS, type PlanId } from '@app/shared/plans';
import type { AccountRole } from '@app/shared/roles';
import type { DbOrTx } from '../db/client.js';
import { accounts, profiles } from '../db/schema/accounts.js';
import { credentials, users } from '../db/schema/auth.js';
import { newId } from '../db/ids.js';
import { agents } from '../db/schema/agents.js';

/**
 * Test and seed data, written straight to the database (the API flows have their own tests).
 * Shared by the test suites and the seed script.
 */
export const DEFAULT_PASSWORD = 'Password1!';

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
  const accountId = newId();
  const email = options.email ?? uniqueEmail('titolare');
  await db.insert(accounts).values({
    id: accountId,
    name: email,
    plan: options.plan ?? null,
    trialEndsAt: options.trialEndsAt === undefined ? new Date(Date.now() + TRIAL_DAYS * 86_400_000) : options.trialEndsAt,
    planExpiresAt: options.planExpiresAt ?? null,
  });
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
    .values({ id: newId(), accountId: id, providerId: 'credential', userId: id, password: await hashPassword(password) });
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
    status?: string;
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
