import { eq } from 'drizzle-orm';
import { compareTeamMembers, type TeamList } from '@app/shared/api/team';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { profiles } from '../../db/schema/accounts.js';
import { getAccountPlan } from '../account/plan-state.js';
import { countSeats } from '../account/account-usage.js';
import { memberColumns, toTeamMember } from './find-team-member.js';

/** The owner's team: everyone of the account, the owner included (spec §7 get_users_with_profiles), sorted as §4. */
export async function listTeamMembers(db: DbOrTx, { userId, accountId }: { userId: string; accountId: string }): Promise<TeamList> {
  const now = new Date();
  const [rows, used, plan] = await Promise.all([
    db.select(memberColumns).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.accountId, accountId)),
    countSeats(db, accountId, now),
    getAccountPlan(db, accountId, now),
  ]);
  const members = rows.map((row) => toTeamMember(row, userId, now)).sort(compareTeamMembers);
  return { members, seats: { used, limit: plan.plan?.maxUsers ?? null }, planStatus: plan.status };
}
