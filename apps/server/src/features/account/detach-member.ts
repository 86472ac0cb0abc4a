import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { profiles } from '../../db/schema/accounts.js';
import { users } from '../../db/schema/auth.js';
import { agents } from '../../db/schema/agents.js';
import { actionTokens, contactMessages } from '../../db/schema/platform.js';
import { conflict } from '../../base/errors.js';

export const NO_OWNER_FOR_AGENTS = "Impossibile completare l'operazione: il team non ha un proprietario a cui assegnare gli agenti.";

/**
 * Takes a member out of their account without losing the account's work: the agents they created pass to
 * the account's owner, their instructor assignments are cleared, and their pending links (invitation,
 * e-mail change, agent deletion) stop working. Call inside a transaction that locked the account
 * (`lockAccount`). Answers how many agents changed hands or lost their instructor.
 */
export async function detachMember(tx: DbOrTx, { accountId, userId }: { accountId: string; userId: string }): Promise<number> {
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.role, 'owner'), ne(users.id, userId)))
    .limit(1);
  if (!owner) throw conflict(NO_OWNER_FOR_AGENTS, 'NO_OWNER');
  const now = new Date();
  const owned = await tx
    .update(agents)
    .set({ userId: owner.id, updatedAt: now })
    .where(and(eq(agents.accountId, accountId), eq(agents.userId, userId)))
    .returning({ id: agents.id });
  const assigned = await tx
    .update(agents)
    .set({ instructorId: null, updatedAt: now })
    .where(and(eq(agents.accountId, accountId), eq(agents.instructorId, userId)))
    .returning({ id: agents.id });
  await tx.delete(actionTokens).where(eq(actionTokens.userId, userId));
  return owned.length + assigned.length;
}

/**
 * Before user rows are deleted: what refers to them without a foreign key is removed (profiles, links) or
 * keeps its content without the person (contact and support messages stay for the operator).
 */
export async function releaseUserRows(tx: DbOrTx, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx.delete(profiles).where(inArray(profiles.userId, userIds));
  await tx.delete(actionTokens).where(inArray(actionTokens.userId, userIds));
  await tx.update(contactMessages).set({ userId: null }).where(inArray(contactMessages.userId, userIds));
}
