import { and, eq } from 'drizzle-orm';
import { normalizeRole, type Role } from '@app/shared/roles';
import { teamMemberStatus, type TeamMember } from '@app/shared/api/team';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { profiles } from '../../db/schema/accounts.js';
import { notFound } from '../../base/errors.js';
import { shownEmail } from '../account/shown-email.js';
import { MEMBER_NOT_FOUND } from '@app/shared/i18n/team';

export const memberColumns = {
  id: users.id,
  // A member added with an address in use elsewhere shows that address, not its internal one (ADR 0111).
  email: shownEmail(),
  invitedEmail: users.invitedEmail,
  role: users.role,
  emailVerified: users.emailVerified,
  bannedUntil: users.bannedUntil,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  isActive: profiles.isActive,
};

export interface MemberRow {
  id: string;
  /** The address shown: `invitedEmail` when set. Never send mail to it without checking `invitedEmail`. */
  email: string;
  /** Set when the address belongs to another account's user: this row never signs in and is never mailed. */
  invitedEmail: string | null;
  role: string;
  emailVerified: boolean;
  bannedUntil: Date | null;
  firstName: string | null;
  lastName: string | null;
  isActive: boolean | null;
}

/** A member of the caller's account; any other id (missing or another account's) is the same 404. */
export async function findTeamMember(
  db: DbOrTx,
  { accountId, memberId }: { accountId: string; memberId: string },
): Promise<MemberRow & { role: Role }> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, memberId), eq(users.accountId, accountId)));
  if (!row) throw notFound(MEMBER_NOT_FOUND, 'MEMBER_NOT_FOUND');
  return { ...row, role: normalizeRole(row.role) };
}

export function toTeamMember(row: MemberRow, callerId: string, now: Date = new Date()): TeamMember {
  const emailConfirmed = row.emailVerified;
  return {
    id: row.id,
    memberId: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: normalizeRole(row.role),
    bannedUntil: row.bannedUntil?.toISOString() ?? null,
    emailConfirmed,
    isActive: row.isActive ?? false,
    status: teamMemberStatus({ bannedUntil: row.bannedUntil, emailConfirmed }, now),
    isSelf: row.id === callerId,
  };
}
