import { and, eq, isNotNull } from 'drizzle-orm';
import { displayName } from '@app/shared/display-name';
import type { SessionInfo } from '@app/shared/api/auth';
import type { DbOrTx } from '../../db/client.js';
import { accounts, profiles } from '../../db/schema/accounts.js';
import { billingProfiles } from '../../db/schema/billing.js';
import { credentials, users } from '../../db/schema/auth.js';
import type { Caller } from '@app/shared/roles';
import { planStateOf } from '../account/plan-state.js';
import { sessionSecondFactors, userSecondFactors } from '../../db/schema/second-factor.js';
import { secondFactorMandatory, secondFactorRequired } from '../../auth/second-factor-policy.js';

/**
 * Who invited a member still to choose their password, to which company (ADR 0133): the account's owner (only the owner
 * adds members) and the company of the billing details, when the owner has entered them.
 */
async function invitationOf(db: DbOrTx, accountId: string): Promise<{ inviterName: string; companyName: string | null } | null> {
  const [owner] = await db
    .select({ email: users.email, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.accountId, accountId), eq(users.role, 'owner')));
  if (!owner) return null;
  const [billing] = await db
    .select({ companyName: billingProfiles.companyName })
    .from(billingProfiles)
    .where(eq(billingProfiles.accountId, accountId));
  return { inviterName: displayName(owner), companyName: billing?.companyName.trim() || null };
}

/** What the browser needs to render nav, sidebar and guards for the signed-in user. */
export async function getSessionInfo(db: DbOrTx, session: Caller): Promise<SessionInfo> {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, session.userId));
  if (!row) throw new Error('session user vanished');
  // Only the e-mail identity has a password: a Google identity is also a row of `credentials`.
  const [password] = await db
    .select({ id: credentials.id })
    .from(credentials)
    .where(and(eq(credentials.userId, session.userId), eq(credentials.providerId, 'credential'), isNotNull(credentials.password)));
  const account = session.accountId ? (await db.select().from(accounts).where(eq(accounts.id, session.accountId)))[0] : undefined;
  const { user, profile } = row;
  const [factor] = await db
    .select({ confirmedAt: userSecondFactors.confirmedAt })
    .from(userSecondFactors)
    .where(eq(userSecondFactors.userId, user.id));
  const [verified] = session.sessionId
    ? await db
        .select({ at: sessionSecondFactors.verifiedAt })
        .from(sessionSecondFactors)
        .where(eq(sessionSecondFactors.sessionId, session.sessionId))
    : [];
  const enrolled = Boolean(factor?.confirmedAt);
  const teamRequires = account?.requireSecondFactor ?? false;
  const plan = account ? planStateOf(account) : null;
  const invitation =
    account && profile && !profile.isActive && session.role !== 'owner' && session.role !== 'super_admin'
      ? await invitationOf(db, account.id)
      : null;
  return {
    invitation,
    user: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      role: session.role,
      firstName: profile?.firstName ?? null,
      lastName: profile?.lastName ?? null,
      displayName: displayName({ firstName: profile?.firstName, lastName: profile?.lastName, email: user.email }),
      avatarUrl: profile?.avatarPath ? `/api/profile/avatar/${user.id}?v=${profile.updatedAt.getTime()}` : null,
      hasPassword: Boolean(password),
    },
    profile: profile ? { isActive: profile.isActive } : null,
    secondFactor: {
      required: secondFactorRequired(session.role, enrolled, teamRequires),
      enrolled,
      verified: Boolean(verified),
      mandatory: secondFactorMandatory(session.role, teamRequires),
      teamRequires,
    },
    account:
      account && plan
        ? {
            id: account.id,
            name: account.name,
            plan: plan.subscribedPlanId,
            planStatus: plan.status,
            effectivePlan: plan.plan?.id ?? null,
            trialEndsAt: account.trialEndsAt?.toISOString() ?? null,
            planExpiresAt: account.planExpiresAt?.toISOString() ?? null,
          }
        : null,
  };
}
