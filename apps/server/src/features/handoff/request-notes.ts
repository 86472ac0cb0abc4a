import { asc, eq } from 'drizzle-orm';
import type { HandoffNote } from '@app/shared/api/handoff';
import type { MemberCaller } from '@app/shared/roles';
import { displayName } from '@app/shared/display-name';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { users } from '../../db/schema/auth.js';
import { profiles } from '../../db/schema/accounts.js';
import { handoffNotes } from '../../db/schema/team-phone.js';
import { requireVisibleRequest } from './inbox-scope.js';

/**
 * Internal notes on a request (issue 47): whoever sees the request (D17) reads and writes them. They live in their own
 * table, never among the conversation's messages, so nothing the visitor reads can carry one.
 */
export async function listRequestNotes(db: DbOrTx, requestId: string): Promise<HandoffNote[]> {
  const rows = await db
    .select({
      id: handoffNotes.id,
      text: handoffNotes.text,
      createdAt: handoffNotes.createdAt,
      authorId: users.id,
      email: users.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(handoffNotes)
    .leftJoin(users, eq(users.id, handoffNotes.authorId))
    .leftJoin(profiles, eq(profiles.userId, handoffNotes.authorId))
    .where(eq(handoffNotes.requestId, requestId))
    .orderBy(asc(handoffNotes.createdAt));
  return rows.map((r) => ({
    id: r.id,
    text: r.text,
    createdAt: r.createdAt.toISOString(),
    author: r.authorId
      ? { id: r.authorId, name: displayName({ email: r.email ?? '', firstName: r.firstName, lastName: r.lastName }) }
      : null,
  }));
}

export async function addRequestNote(
  ctx: AppContext,
  { caller, requestId, text }: { caller: MemberCaller; requestId: string; text: string },
): Promise<HandoffNote> {
  const request = await requireVisibleRequest(ctx.db, caller, requestId);
  const id = newId();
  await ctx.db.insert(handoffNotes).values({ id, accountId: request.account_id, requestId: request.id, authorId: caller.userId, text });
  // The team's other screens on this request refresh (the same event as any change of a request; never the visitor's).
  await ctx.realtime.publish({
    type: 'handoff.changed',
    accountId: request.account_id,
    payload: { requestId: request.id, agentId: request.agent_id },
  });
  return (await listRequestNotes(ctx.db, request.id)).find((n) => n.id === id)!;
}
