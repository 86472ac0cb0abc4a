import { and, count, eq, gte, isNotNull, isNull, or, lte, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { accounts } from '../../db/schema/accounts.js';
import { agents } from '../../db/schema/agents.js';
import { agentDocuments } from '../../db/schema/documents.js';
import { messages } from '../../db/schema/chat.js';
import type { AccountUsage } from '@app/shared/api/usage';
import type { Plan } from '@app/shared/plans';
import { romeMonthStart } from '../../base/rome-time.js';

/** Seats in use: members not deactivated, owner included (spec §4, D4). */
export async function countSeats(db: DbOrTx, accountId: string, now: Date = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.accountId, accountId), or(isNull(users.bannedUntil), lte(users.bannedUntil, now))));
  return row?.n ?? 0;
}

export async function countAgents(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(agents).where(eq(agents.accountId, accountId));
  return row?.n ?? 0;
}

export async function storageUsedBytes(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: sum(agentDocuments.sizeBytes) })
    .from(agentDocuments)
    .where(eq(agentDocuments.accountId, accountId));
  return Number(row?.n ?? 0);
}

/**
 * Agent replies this calendar month across every channel (D4): the counter the chat turns keep (ADR 0360) when it is
 * stamped with this month, else counted (no turn yet this month, or none since the counter exists).
 */
export async function countMonthlyReplies(db: DbOrTx, accountId: string, now: Date = new Date()): Promise<number> {
  const since = romeMonthStart(now);
  const [kept] = await db
    .select({ n: accounts.monthReplies, since: accounts.monthRepliesSince })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (kept?.since?.getTime() === since.getTime()) return kept.n;
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.accountId, accountId), eq(messages.sender, 'agent'), gte(messages.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Interactions in the last 24 hours, for the dashboard's 'Attività' card (D11, issue 13): the agents' finished
 * replies on every channel, as the analytics count them (a reply still streaming is not one yet).
 */
export async function countRecentInteractions(db: DbOrTx, accountId: string, now: Date = new Date()): Promise<number> {
  const since = new Date(now.getTime() - 86_400_000);
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.accountId, accountId),
        eq(messages.sender, 'agent'),
        isNotNull(messages.latencyMs),
        gte(messages.createdAt, since),
        lte(messages.createdAt, now),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The account's usage against its plan, in the one shape every screen reads (dashboard, billing, back office): each
 * figure with its limit, null without a plan. What a role may not see is left out by the caller.
 */
export async function getAccountUsage(db: DbOrTx, accountId: string, plan: Plan | null, now: Date = new Date()): Promise<AccountUsage> {
  const [agentsUsed, seats, storage, replies] = await Promise.all([
    countAgents(db, accountId),
    countSeats(db, accountId, now),
    storageUsedBytes(db, accountId),
    countMonthlyReplies(db, accountId, now),
  ]);
  return {
    agents: { used: agentsUsed, limit: plan?.maxAgents ?? null },
    users: { used: seats, limit: plan?.maxUsers ?? null },
    storage: { used: storage, limit: plan?.storageBytes ?? null },
    messages: { used: replies, limit: plan?.messagesPerMonth ?? null },
  };
}
