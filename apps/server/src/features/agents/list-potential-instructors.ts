import { asc, eq } from 'drizzle-orm';
import type { Instructor } from '@app/shared/api/agents';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { profiles } from '../../db/schema/accounts.js';
import { eligibleInstructorFilter } from './assert-eligible-instructor.js';
import { shownEmail } from '../account/shown-email.js';

/** Spec get_all_potential_instructors, scoped to the caller's account (D2). */
export async function listPotentialInstructors(db: DbOrTx, { accountId }: { accountId: string }): Promise<Instructor[]> {
  return db
    .select({
      id: users.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      // A member added with an address in use elsewhere is listed by the address the owner typed (ADR 0111).
      email: shownEmail(),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eligibleInstructorFilter(accountId))
    .orderBy(asc(profiles.firstName), shownEmail());
}
