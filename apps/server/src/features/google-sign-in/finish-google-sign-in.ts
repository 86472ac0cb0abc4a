import type { GoogleErrorCode, GoogleIntent } from '@app/shared/api/google-sign-in';
import type { AppContext } from '../../app-context.js';
import { InvalidIdTokenError, ProviderUnavailableError, type VerifiedIdentity } from '../../auth/openid-client.js';
import { googleClient } from './google-settings.js';
import { claimSignInState } from './sign-in-state.js';
import { userOfGoogleSubject, userWithEmail } from './google-identities.js';
import { registerWithGoogle } from './register-with-google.js';
import { createPendingLink } from './pending-link.js';
import { activateWithGoogle } from './activate-with-google.js';

export type GoogleOutcome =
  /** Sign the user in (a new session). */
  | { kind: 'signIn'; userId: string; rememberMe: boolean }
  /** The invited member keeps the session they have. */
  | { kind: 'activated' }
  /** An existing e-mail account: ask its password before linking (the key goes in a cookie). */
  | { kind: 'link'; key: string }
  | { kind: 'failed'; code: GoogleErrorCode; intent: GoogleIntent };

export interface CallbackInput {
  code?: string;
  state?: string;
  error?: string;
  /** The state cookie of this browser. */
  browserKey?: string;
  /** Who is signed in on this browser now, if anyone. */
  signedIn: string | null;
}

/**
 * Google's redirect back (the authorization-code callback): spends the state, exchanges the code, verifies the
 * id_token, then decides. A Google account already linked signs its user in; an address nobody has registers a new
 * owner on trial; an address an existing user has asks that user's password first (ADR 0100).
 */
export async function finishGoogleSignIn(ctx: AppContext, input: CallbackInput): Promise<GoogleOutcome> {
  const client = googleClient(ctx.config);
  if (!client) return { kind: 'failed', code: 'disabled', intent: 'signIn' };
  // Spent before anything else, even when the user said no at Google: a state answers once.
  const claimed = input.state ? await claimSignInState(ctx, { state: input.state, browserKey: input.browserKey }) : null;
  if (!claimed) return { kind: 'failed', code: 'invalidState', intent: 'signIn' };
  const fail = (code: GoogleErrorCode): GoogleOutcome => ({ kind: 'failed', code, intent: claimed.intent });
  if (input.error) return fail(input.error === 'access_denied' ? 'denied' : 'invalidToken');
  if (!input.code) return fail('invalidToken');

  let identity: VerifiedIdentity;
  try {
    identity = await client.redeemCode({ code: input.code, codeVerifier: claimed.codeVerifier, nonce: claimed.nonce });
  } catch (err) {
    if (err instanceof ProviderUnavailableError) {
      ctx.log.warn({ err: err.message }, 'Google sign-in: provider unavailable');
      return fail('unavailable');
    }
    if (err instanceof InvalidIdTokenError) {
      ctx.log.warn({ err: err.message }, 'Google sign-in: id_token refused');
      return fail('invalidToken');
    }
    throw err;
  }
  if (!identity.emailVerified) return fail('emailNotVerified');

  if (claimed.intent === 'activate') {
    const result = await activateWithGoogle(ctx, { startedBy: claimed.userId, signedIn: input.signedIn, identity });
    return 'failed' in result ? fail(result.failed) : { kind: 'activated' };
  }
  return signInOrRegister(ctx, identity, claimed.rememberMe, fail);
}

async function signInOrRegister(
  ctx: AppContext,
  identity: VerifiedIdentity,
  rememberMe: boolean,
  fail: (code: GoogleErrorCode) => GoogleOutcome,
  retried = false,
): Promise<GoogleOutcome> {
  const linked = await userOfGoogleSubject(ctx.db, identity.subject);
  // Operators sign in to the back office with password and second factor only (D14).
  if (linked) return linked.role === 'super_admin' ? fail('operator') : { kind: 'signIn', userId: linked.id, rememberMe };
  const existing = await userWithEmail(ctx.db, identity.email);
  if (existing) {
    if (existing.role === 'super_admin') return fail('operator');
    return { kind: 'link', key: await createPendingLink(ctx, { userId: existing.id, identity, rememberMe }) };
  }
  const created = await registerWithGoogle(ctx, identity);
  if (created) return { kind: 'signIn', userId: created, rememberMe };
  // Someone took the address or this Google account a moment ago: decide again, once, on what exists now.
  return retried ? fail('invalidToken') : signInOrRegister(ctx, identity, rememberMe, fail, true);
}
