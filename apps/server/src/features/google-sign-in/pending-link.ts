import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { actionTokens } from '../../db/schema/platform.js';
import { newId } from '../../db/ids.js';
import { hashLinkToken, newLinkToken } from '../../auth/link-tokens.js';
import type { VerifiedIdentity } from '../../auth/openid-client.js';

const LINK_KIND = 'google_link';
/** Time to type the existing account's password. */
export const LINK_TTL_SECONDS = 15 * 60;

export interface PendingLink {
  id: string;
  userId: string;
  subject: string;
  email: string;
  /** The 'Ricordami' box of the page the Google sign-in started from (ADR 0123). */
  rememberMe: boolean;
}

/**
 * Google proved an address that an existing user has, but that user never linked Google: remember the verified
 * identity for 15 minutes under a key that only this browser gets (an HttpOnly cookie), until the password is proved.
 */
export async function createPendingLink(
  ctx: AppContext,
  { userId, identity, rememberMe }: { userId: string; identity: VerifiedIdentity; rememberMe: boolean },
) {
  const { token, hash } = newLinkToken();
  await ctx.db.insert(actionTokens).values({
    id: newId(),
    tokenHash: hash,
    kind: LINK_KIND,
    userId,
    payload: { subject: identity.subject, email: identity.email, rememberMe },
    expiresAt: new Date(Date.now() + LINK_TTL_SECONDS * 1000),
  });
  return token;
}

export async function findPendingLink(db: DbOrTx, key: string | undefined): Promise<PendingLink | null> {
  if (!key) return null;
  const [row] = await db
    .select({ id: actionTokens.id, userId: actionTokens.userId, payload: actionTokens.payload })
    .from(actionTokens)
    .where(
      and(
        eq(actionTokens.tokenHash, hashLinkToken(key)),
        eq(actionTokens.kind, LINK_KIND),
        isNull(actionTokens.usedAt),
        sql`${actionTokens.expiresAt} > now()`,
      ),
    );
  const { subject, email, rememberMe } = row?.payload ?? {};
  if (!row?.userId || typeof subject !== 'string' || typeof email !== 'string') return null;
  return { id: row.id, userId: row.userId, subject, email, rememberMe: rememberMe === true };
}

/** Single use: false when another request spent it first. */
export async function spendPendingLink(tx: DbOrTx, id: string): Promise<boolean> {
  const spent = await tx
    .update(actionTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(actionTokens.id, id), isNull(actionTokens.usedAt)))
    .returning({ id: actionTokens.id });
  return spent.length === 1;
}
