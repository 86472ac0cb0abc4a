import type { Config } from '../../config/config.js';
import { DEFAULT_GOOGLE_ISSUER } from '../google-sign-in/google-settings.js';

/**
 * Google's OAuth 2 (the endpoints of the same discovery document Google sign-in reads, GOOGLE_ISSUER) and the few
 * Calendar API v3 calls the connection makes, at GOOGLE_CALENDAR_API_URL (ADR 0330). Plain fetch: a handful of JSON
 * requests does not need Google's client library.
 */

/** Read the busy times, write the bookings' events, list the calendars to choose from; no other access. */
export const CALENDAR_SCOPES = [
  'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
  'https://www.googleapis.com/auth/calendar.freebusy',
  'https://www.googleapis.com/auth/calendar.events',
];

/** Google could not be reached, timed out or answered 5xx/429: worth trying again later. */
export class GoogleUnavailableError extends Error {}
/** Google answered with a refusal (4xx): `status` and Google's `reason` say which. */
export class GoogleRefusedError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(`Google refused (${status} ${reason})`);
  }
}

const TIMEOUT_MS = 8000;
const DISCOVERY_TTL_MS = 60 * 60 * 1000;

interface Endpoints {
  authorization_endpoint: string;
  token_endpoint: string;
  revocation_endpoint?: string;
}
const discovered = new Map<string, { at: number; endpoints: Endpoints }>();

export const redirectUriOf = (config: Config) => `${config.APP_URL}/api/google-calendar/callback`;
export const calendarEnabled = (config: Config) => Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);

async function request(url: string, init: RequestInit, timeoutMs = TIMEOUT_MS): Promise<{ status: number; json: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new GoogleUnavailableError(`Google unreachable: ${(err as Error).message}`);
  }
  const text = await response.text().catch(() => '');
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    if (response.ok) throw new GoogleUnavailableError('Google answered something that is not JSON');
  }
  if (response.status >= 500 || response.status === 429) throw new GoogleUnavailableError(`Google answered ${response.status}`);
  return { status: response.status, json };
}

/** Google's error reason: `error.errors[0].reason` of the Calendar API, `error` of the token endpoint. */
function reasonOf(json: Record<string, unknown>): string {
  const error = json.error;
  if (typeof error === 'string') return error;
  const reason = (error as { errors?: { reason?: unknown }[] } | undefined)?.errors?.[0]?.reason;
  return typeof reason === 'string' ? reason : 'unknown';
}

async function endpoints(config: Config): Promise<Endpoints> {
  const issuer = (config.GOOGLE_ISSUER ?? DEFAULT_GOOGLE_ISSUER).replace(/\/+$/, '');
  const cached = discovered.get(issuer);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.endpoints;
  const { status, json } = await request(`${issuer}/.well-known/openid-configuration`, { method: 'GET' });
  if (status !== 200 || typeof json.authorization_endpoint !== 'string' || typeof json.token_endpoint !== 'string')
    throw new GoogleUnavailableError('invalid discovery document');
  const found = json as unknown as Endpoints;
  discovered.set(issuer, { at: Date.now(), endpoints: found });
  return found;
}

/** Where the browser gives consent: offline access (a refresh token), the consent screen every time (so one comes). */
export async function authorizeUrl(config: Config, { state, codeChallenge }: { state: string; codeChallenge: string }): Promise<string> {
  const url = new URL((await endpoints(config)).authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.GOOGLE_CLIENT_ID!,
    redirect_uri: redirectUriOf(config),
    scope: CALENDAR_SCOPES.join(' '),
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    state,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

export interface GrantedTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date;
}

async function tokenRequest(config: Config, form: Record<string, string>): Promise<GrantedTokens> {
  const { status, json } = await request((await endpoints(config)).token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ ...form, client_id: config.GOOGLE_CLIENT_ID!, client_secret: config.GOOGLE_CLIENT_SECRET! }).toString(),
  });
  if (status !== 200) throw new GoogleRefusedError(status, reasonOf(json));
  if (typeof json.access_token !== 'string') throw new GoogleUnavailableError('token response without access_token');
  const expiresIn = typeof json.expires_in === 'number' ? json.expires_in : 3600;
  return {
    accessToken: json.access_token,
    refreshToken: typeof json.refresh_token === 'string' ? json.refresh_token : null,
    expiresAt: new Date(Date.now() + expiresIn * 1000),
  };
}

export const redeemCode = (config: Config, { code, codeVerifier }: { code: string; codeVerifier: string }) =>
  tokenRequest(config, { grant_type: 'authorization_code', code, redirect_uri: redirectUriOf(config), code_verifier: codeVerifier });

export const refreshTokens = (config: Config, refreshToken: string) =>
  tokenRequest(config, { grant_type: 'refresh_token', refresh_token: refreshToken });

/** One Calendar API call with an access token; a 401 is answered as GoogleRefusedError(401) for the caller to refresh. */
export async function calendarApi(
  config: Config,
  accessToken: string,
  { method, path, body, timeoutMs }: { method: string; path: string; body?: unknown; timeoutMs?: number },
): Promise<{ status: number; json: Record<string, unknown> }> {
  const base = config.GOOGLE_CALENDAR_API_URL.replace(/\/+$/, '');
  const result = await request(
    `${base}/calendar/v3${path}`,
    {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    timeoutMs,
  );
  if (result.status >= 400) throw new GoogleRefusedError(result.status, reasonOf(result.json));
  return result;
}
