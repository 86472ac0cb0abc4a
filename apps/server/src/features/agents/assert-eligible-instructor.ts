import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { AGENT_INSTRUCTOR_INVALID } from '@app/shared/i18n/agents';
import { INSTRUCTOR_ELIGIBLE_ROLES } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { badRequest } from '../../base/errors.js';

/** Members who may be an agent's instructor: same account, role owner/admin/instructor, not deactivated. */
export function eligibleInstructorFilter(accountId: string, now: Date = new Date()) {
  return and(
    eq(users.accountId, accountId),
    inArray(users.role, [...INSTRUCTOR_ELIGIBLE_ROLES]),
    or(isNull(users.bannedUntil), lte(users.bannedUntil, now)),
  );
}

export async function assertEligibleInstructor(
  db: DbOrTx,
  { accountId, instructorId }: { accountId: string; instructorId: string },
): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, instructorId), eligibleInstructorFilter(accountId)));
  // Another account's member is refused exactly like an unknown id.
  if (!row) throw badRequest(AGENT_INSTRUCTOR_INVALID, 'INVALID_INSTRUCTOR', { instructorId: [AGENT_INSTRUCTOR_INVALID] });
}
