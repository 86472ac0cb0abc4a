import { and, eq, isNull, sql } from 'drizzle-orm';
import type { GoogleIntent } from '@app/shared/api/google-sign-in';
import type { AppContext } from '../../app-context.js';
import { actionTokens } from '../../db/schema/platform.js';
import { newId } from '../../db/ids.js';
import { hashLinkToken, newLinkToken } from '../../auth/link-tokens.js';
import { randomToken } from '../../auth/openid-client.js';

const STATE_KIND = 'google_sign_in';
/** Long enough to pick an account at Google, short enough that a leaked URL is soon worthless. */
export const STATE_TTL_SECONDS = 10 * 60;

export interface SignInState {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Goes in the browser's cookie only: the callback must come back to the same browser (ADR 0101). */
  browserKey: string;
}

export interface ClaimedState {
  nonce: string;
  codeVerifier: string;
  intent: GoogleIntent;
  /** 'activate': the invited member who started it. */
  userId: string | null;
  /** The 'Ricordami' box of the page that started it (ADR 0123). */
  rememberMe: boolean;
}

/**
 * A new sign-in attempt: state, nonce and PKCE verifier stored server-side (only the state's hash is the key) for
 * ten minutes, with the hash of a browser key that goes into a cookie.
 */
export async function createSignInState(
  ctx: AppContext,
  { intent, userId, rememberMe }: { intent: GoogleIntent; userId: string | null; rememberMe: boolean },
): Promise<SignInState> {
  const { token: state, hash } = newLinkToken();
  const browserKey = randomToken();
  const nonce = randomToken();
  const codeVerifier = randomToken();
  await ctx.db.insert(actionTokens).values({
    id: newId(),
    tokenHash: hash,
    kind: STATE_KIND,
    userId,
    payload: { nonce, codeVerifier, intent, rememberMe, browserKeyHash: hashLinkToken(browserKey) },
    expiresAt: new Date(Date.now() + STATE_TTL_SECONDS * 1000),
  });
  return { state, nonce, codeVerifier, browserKey };
}

/**
 * Spends the state (single use, atomically: two callbacks with one state, one wins) and checks that it came back
 * to the browser that started it. Null for anything unknown, used, expired or from another browser.
 */
export async function claimSignInState(ctx: AppContext, { state, browserKey }: { state: string; browserKey: string | undefined }) {
  const [claimed] = await ctx.db
    .update(actionTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(actionTokens.tokenHash, hashLinkToken(state)),
        eq(actionTokens.kind, STATE_KIND),
        isNull(actionTokens.usedAt),
        sql`${actionTokens.expiresAt} > now()`,
      ),
    )
    .returning({ payload: actionTokens.payload, userId: actionTokens.userId });
  if (!claimed || !browserKey || claimed.payload.browserKeyHash !== hashLinkToken(browserKey)) return null;
  const { nonce, codeVerifier, intent, rememberMe } = claimed.payload;
  if (typeof nonce !== 'string' || typeof codeVerifier !== 'string') return null;
  return {
    nonce,
    codeVerifier,
    intent: intent === 'activate' ? 'activate' : 'signIn',
    userId: claimed.userId,
    rememberMe: rememberMe === true,
  } satisfies ClaimedState;
}
