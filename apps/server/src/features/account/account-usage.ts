import { and, count, eq, gte, isNull, or, lte, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { agents } from '../../db/schema/agents.js';
import { agentDocuments } from '../../db/schema/documents.js';
import { messages } from '../../db/schema/chat.js';

/** Start of the current calendar month in Europe/Rome (D4), as an instant. */
export function monthStartRome(now: Date = new Date()): Date {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit' }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')!.value);
  const month = Number(parts.find((p) => p.type === 'month')!.value);
  // Midnight in Rome is 22:00 or 23:00 UTC the day before; find the offset at that moment.
  const utcGuess = Date.UTC(year, month - 1, 1, 0, 0, 0);
  const romeAtGuess = new Date(new Date(utcGuess).toLocaleString('en-US', { timeZone: 'Europe/Rome' }));
  const utcAtGuess = new Date(new Date(utcGuess).toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(utcGuess - (romeAtGuess.getTime() - utcAtGuess.getTime()));
}

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

/** Agent replies this calendar month across every channel (D4). */
export async function countMonthlyReplies(db: DbOrTx, accountId: string, now: Date = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.accountId, accountId), eq(messages.sender, 'agent'), gte(messages.createdAt, monthStartRome(now))));
  return row?.n ?? 0;
}

/** Interactions (agent replies) in the last 24 hours, for the dashboard's 'Attività' card (D11). */
export async function countRecentInteractions(db: DbOrTx, accountId: string, now: Date = new Date()): Promise<number> {
  const since = new Date(now.getTime() - 86_400_000);
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.accountId, accountId), eq(messages.sender, 'agent'), gte(messages.createdAt, since)));
  return row?.n ?? 0;
}
