import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';

/**
 * The relying-party half of OpenID Connect's authorization-code flow (Core 1.0 §3.1), for one provider: discovery,
 * the authorize URL (state, nonce, PKCE S256), the code exchange at the token endpoint, and the id_token check:
 * RS256 signature against the provider's JWKS, issuer, audience (and azp), expiry, issued-at and nonce. `jose` does
 * the JOSE part; everything else is a few lines of the protocol, kept here rather than behind a larger library.
 */
export interface OpenIdSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

/** What we use of a verified id_token. */
export interface VerifiedIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
}

/** The provider could not be reached or answered nonsense: not the user's fault, say so. */
export class ProviderUnavailableError extends Error {}
/** The provider answered, but what came back does not prove anything (bad signature, audience, expiry, nonce...). */
export class InvalidIdTokenError extends Error {}

const TIMEOUT_MS = 8000;
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** Clocks drift: a token is accepted this many seconds around its exp/iat, no more. */
const CLOCK_TOLERANCE_S = 30;

export const randomToken = (): string => randomBytes(32).toString('base64url');
export const pkceChallenge = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

export interface OpenIdClient {
  authorizeUrl(input: { state: string; nonce: string; codeVerifier: string }): Promise<string>;
  /** Exchanges the code and returns the verified identity of its id_token. */
  redeemCode(input: { code: string; codeVerifier: string; nonce: string }): Promise<VerifiedIdentity>;
}

export function createOpenIdClient(settings: OpenIdSettings): OpenIdClient {
  let discovered: { at: number; doc: Discovery; jwks: ReturnType<typeof createRemoteJWKSet> } | null = null;

  async function discovery() {
    if (discovered && Date.now() - discovered.at < DISCOVERY_TTL_MS) return discovered;
    const url = `${settings.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    const doc = await fetchJson(url, { method: 'GET' }).catch((err: unknown) => {
      throw err instanceof TokenEndpointRefusal ? new ProviderUnavailableError(err.message) : err;
    });
    const valid =
      typeof doc.issuer === 'string' &&
      typeof doc.authorization_endpoint === 'string' &&
      typeof doc.token_endpoint === 'string' &&
      typeof doc.jwks_uri === 'string';
    // Discovery §4.3: the document must name the issuer we asked for, or anyone serving it could speak for Google.
    if (!valid || sameIssuer(doc.issuer as string, settings.issuer) === false) {
      throw new ProviderUnavailableError('invalid discovery document');
    }
    const parsed = doc as unknown as Discovery;
    discovered = { at: Date.now(), doc: parsed, jwks: createRemoteJWKSet(new URL(parsed.jwks_uri), { timeoutDuration: TIMEOUT_MS }) };
    return discovered;
  }

  return {
    async authorizeUrl({ state, nonce, codeVerifier }) {
      const { doc } = await discovery();
      const url = new URL(doc.authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: pkceChallenge(codeVerifier),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      }).toString();
      return url.toString();
    },

    async redeemCode({ code, codeVerifier, nonce }) {
      const { doc, jwks } = await discovery();
      const tokens = await fetchJson(doc.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: settings.redirectUri,
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          code_verifier: codeVerifier,
        }).toString(),
      }).catch((err: unknown) => {
        // A 4xx from the token endpoint (a spent or made-up code) is a bad answer, not an outage.
        if (err instanceof TokenEndpointRefusal) throw new InvalidIdTokenError(err.message);
        throw err;
      });
      if (typeof tokens.id_token !== 'string') throw new InvalidIdTokenError('no id_token in the token response');
      const payload = await verifyIdToken(tokens.id_token, jwks, doc.issuer, settings.clientId);
      if (payload.nonce !== nonce) throw new InvalidIdTokenError('nonce mismatch');
      if (typeof payload.sub !== 'string' || !payload.sub || typeof payload.email !== 'string' || !payload.email.includes('@')) {
        throw new InvalidIdTokenError('id_token without sub or email');
      }
      return {
        subject: payload.sub,
        email: payload.email.trim().toLowerCase(),
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      };
    },
  };
}

async function verifyIdToken(
  token: string,
  jwks: ReturnType<typeof createRemoteJWKSet>,
  issuer: string,
  clientId: string,
): Promise<JWTPayload & { nonce?: unknown; email?: unknown; email_verified?: unknown; azp?: unknown }> {
  try {
    const { payload } = await jwtVerify(token, jwks, {
      algorithms: ['RS256'],
      issuer: issuerVariants(issuer),
      audience: clientId,
      clockTolerance: CLOCK_TOLERANCE_S,
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    // Core §3.1.3.7: with several audiences, the authorized party must be us.
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== clientId) throw new InvalidIdTokenError('azp mismatch');
    return payload;
  } catch (err) {
    if (err instanceof InvalidIdTokenError) throw err;
    // The key set could not be fetched: an outage. Anything else jose refuses is a token that proves nothing.
    if (err instanceof joseErrors.JWKSTimeout || (err instanceof Error && !(err instanceof joseErrors.JOSEError))) {
      throw new ProviderUnavailableError(`JWKS unavailable: ${err.message}`);
    }
    throw new InvalidIdTokenError(err instanceof Error ? err.message : 'invalid id_token');
  }
}

/** Google signs with `https://accounts.google.com` and also documents the bare host as an issuer it may use. */
function issuerVariants(issuer: string): string[] {
  return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
}
const sameIssuer = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

class TokenEndpointRefusal extends Error {}

async function fetchJson(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new ProviderUnavailableError(`${url}: ${err instanceof Error ? err.message : String(err)}`);
  }
  const text = await response.text().catch(() => '');
  if (response.status >= 400 && response.status < 500) throw new TokenEndpointRefusal(`${url}: ${response.status} ${text.slice(0, 200)}`);
  if (!response.ok) throw new ProviderUnavailableError(`${url}: ${response.status}`);
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new ProviderUnavailableError(`${url}: not a JSON object`);
}
