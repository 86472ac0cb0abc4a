import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { MemberCaller } from '@app/shared/roles';
import { displayName } from '@app/shared/display-name';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { profiles } from '../../db/schema/accounts.js';

/** Whom a request or a booking may be handed to. Owner and admin may hand it to any active member of the account; everyone else only take it themselves (ADR 0150). */
export async function assignableMembers(db: DbOrTx, caller: MemberCaller): Promise<{ id: string; name: string }[]> {
  const now = new Date();
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(users.accountId, caller.accountId),
        eq(profiles.isActive, true),
        or(isNull(users.bannedUntil), sql`${users.bannedUntil} <= ${now}`),
        caller.role === 'owner' || caller.role === 'admin' ? undefined : eq(users.id, caller.userId),
      ),
    )
    .orderBy(asc(users.email));
  return rows.map((r) => ({ id: r.id, name: displayName(r) }));
}
