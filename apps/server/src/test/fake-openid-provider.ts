import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeGoogleCalendar, type FakeGoogleCalendar } from './fake-google-calendar.js';

/**
 * A stand-in for Google's OpenID Connect provider on a real local socket, speaking the real protocol: discovery,
 * /authorize (a consent page whose form picks the Google account, then a redirect back with code and state, or
 * error=access_denied), /token (client secret, single-use code, redirect_uri and PKCE S256 checked; an id_token signed
 * RS256 with a key made at start) and the JWKS. Only node: modules, so the API tests and the browser tests' global
 * setup can both start one. `tamper` makes the next id_tokens wrong in one way, `down` makes every endpoint fail.
 * It is also Google's OAuth for the Calendar connection (issue 46, ADR 0330): an authorization without `openid` (the
 * calendar scopes, `access_type=offline`) gets no id_token but a refresh token, the `refresh_token` grant gives new
 * access tokens, and `calendar` is the Calendar API v3 under /calendar/v3 (`fake-google-calendar.ts`).
 */
export type IdTokenTamper = 'none' | 'forged' | 'unsigned' | 'wrongAudience' | 'expired' | 'wrongNonce' | 'wrongIssuer' | 'noIdToken';

export interface FakeOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  tamper: IdTokenTamper;
  down: boolean;
  /** The Google account id (`sub`) the consent form gives an address when none is typed. */
  subjectOf(email: string): string;
  /** The Calendar API half: its calendars, events and outage switch. */
  calendar: FakeGoogleCalendar;
  /** Every access token issued so far stops working (401), as when they expire: the client must refresh. */
  expireAccessTokens(): void;
  /** How many access tokens the refresh_token grant has issued. */
  refreshes: number;
  close(): Promise<void>;
}

interface IssuedCode {
  redirectUri: string;
  nonce: string;
  codeChallenge: string;
  email: string;
  subject: string;
  emailVerified: boolean;
  scope: string;
  offline: boolean;
}

const KID = 'fake-google-key-1';
const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

function signJwt(payload: Record<string, unknown>, key: KeyObject | null): string {
  // Without a key: an "alg: none" token, the oldest trick against careless verifiers.
  const input = `${b64url(JSON.stringify({ alg: key ? 'RS256' : 'none', typ: 'JWT', kid: KID }))}.${b64url(JSON.stringify(payload))}`;
  return `${input}.${key ? b64url(sign('sha256', Buffer.from(input), key)) : ''}`;
}

export async function startFakeOpenIdProvider({
  clientId = 'fake-google-client.apps.googleusercontent.com',
  clientSecret = 'fake-google-secret',
  port = 0,
}: { clientId?: string; clientSecret?: string; port?: number } = {}): Promise<FakeOpenIdProvider> {
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  // Another key with the same key id: a token signed with it must be refused however it presents itself.
  const forger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, string>();
  const refreshTokens = new Map<string, string>();
  const fakeCalendar = createFakeGoogleCalendar((token) => accessTokens.get(token) ?? null);
  const subjectOf = (email: string) =>
    `1${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').replace(/\D/g, '').slice(0, 20)}`;

  const provider: FakeOpenIdProvider = {
    issuer: '',
    clientId,
    clientSecret,
    tamper: 'none',
    down: false,
    subjectOf,
    calendar: fakeCalendar.calendar,
    expireAccessTokens: () => accessTokens.clear(),
    refreshes: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, 500, { error: 'server_error' }));
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', provider.issuer);
    if (provider.down) return send(response, 503, { error: 'temporarily_unavailable' });
    if (await fakeCalendar.handle(request, response, url, () => body(request))) return;
    if (request.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
      return send(response, 200, {
        issuer: provider.issuer,
        authorization_endpoint: `${provider.issuer}/authorize`,
        token_endpoint: `${provider.issuer}/token`,
        jwks_uri: `${provider.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        code_challenge_methods_supported: ['S256'],
        claims_supported: ['sub', 'email', 'email_verified', 'iss', 'aud', 'exp', 'iat', 'nonce'],
      });
    }
    if (request.method === 'GET' && url.pathname === '/jwks') {
      return send(response, 200, { keys: [{ ...keys.publicKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' }] });
    }
    if (request.method === 'GET' && url.pathname === '/authorize') return consentPage(url.searchParams, response);
    if (request.method === 'POST' && url.pathname === '/authorize') return decide(new URLSearchParams(await body(request)), response);
    if (request.method === 'POST' && url.pathname === '/token') return token(request, new URLSearchParams(await body(request)), response);
    return send(response, 404, { error: 'not_found' });
  }

  /** What Google checks before showing its account chooser; a bad request gets an error page, never a redirect. */
  function authorizeError(params: URLSearchParams): string | null {
    if (params.get('client_id') !== clientId) return 'invalid_client';
    if (!/^https?:\/\//.test(params.get('redirect_uri') ?? '')) return 'redirect_uri_mismatch';
    if (params.get('response_type') !== 'code') return 'unsupported_response_type';
    const scopes = (params.get('scope') ?? '').split(' ');
    const openid = scopes.includes('openid');
    // Without openid, only Google's Calendar scopes are known here (the Calendar connection asks no identity).
    if (!openid && (!scopes.length || !scopes.every((s) => s.startsWith('https://www.googleapis.com/auth/calendar'))))
      return 'invalid_scope';
    if (!params.get('state') || (openid && !params.get('nonce'))) return 'invalid_request';
    if (params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge')) return 'invalid_request';
    return null;
  }

  function consentPage(params: URLSearchParams, response: ServerResponse) {
    const error = authorizeError(params);
    if (error) return html(response, 400, `<h1>Errore 400: ${error}</h1>`);
    const hidden = ['client_id', 'redirect_uri', 'state', 'nonce', 'code_challenge', 'scope', 'access_type']
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name) ?? '')}">`)
      .join('');
    return html(
      response,
      200,
      `<main><h1>Fake Google: scegli un account</h1><form method="post" action="/authorize">${hidden}` +
        '<label>Email Google <input name="email" type="email"></label>' +
        '<label><input type="checkbox" name="unverified" value="1"> Email non verificata</label>' +
        '<button name="decision" value="allow">Consenti</button> <button name="decision" value="deny">Rifiuta</button></form></main>',
    );
  }

  function decide(form: URLSearchParams, response: ServerResponse) {
    const error = authorizeError(
      new URLSearchParams({
        ...Object.fromEntries(form),
        response_type: 'code',
        scope: form.get('scope') || 'openid',
        code_challenge_method: 'S256',
      }),
    );
    if (error) return html(response, 400, `<h1>Errore 400: ${error}</h1>`);
    const back = new URL(form.get('redirect_uri')!);
    back.searchParams.set('state', form.get('state')!);
    const email = (form.get('email') ?? '').trim().toLowerCase();
    if (form.get('decision') !== 'allow' || !email) {
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = randomBytes(24).toString('base64url');
      codes.set(code, {
        redirectUri: form.get('redirect_uri')!,
        nonce: form.get('nonce')!,
        codeChallenge: form.get('code_challenge')!,
        email,
        subject: form.get('sub') || subjectOf(email),
        emailVerified: form.get('unverified') !== '1',
        scope: form.get('scope') || 'openid',
        offline: form.get('access_type') === 'offline',
      });
      back.searchParams.set('code', code);
    }
    response.writeHead(302, { location: back.toString() }).end();
  }

  function token(request: IncomingMessage, form: URLSearchParams, response: ServerResponse) {
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent) : [];
    if ((form.get('client_id') ?? basicId) !== clientId || (form.get('client_secret') ?? basicSecret) !== clientSecret) {
      return send(response, 401, { error: 'invalid_client' });
    }
    if (form.get('grant_type') === 'refresh_token') {
      const email = refreshTokens.get(form.get('refresh_token') ?? '');
      if (!email) return send(response, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
      const accessToken = randomBytes(24).toString('base64url');
      accessTokens.set(accessToken, email);
      provider.refreshes += 1;
      return send(response, 200, {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 3599,
        scope: 'https://www.googleapis.com/auth/calendar',
      });
    }
    if (form.get('grant_type') !== 'authorization_code') return send(response, 400, { error: 'unsupported_grant_type' });
    const code = form.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code);
    if (!issued || issued.redirectUri !== form.get('redirect_uri')) return send(response, 400, { error: 'invalid_grant' });
    const challenge = createHash('sha256')
      .update(form.get('code_verifier') ?? '')
      .digest('base64url');
    if (challenge !== issued.codeChallenge) return send(response, 400, { error: 'invalid_grant', error_description: 'PKCE' });
    if (!issued.scope.split(' ').includes('openid')) {
      // The Calendar connection: an access token for the account's calendars and, offline, a refresh token.
      const accessToken = randomBytes(24).toString('base64url');
      accessTokens.set(accessToken, issued.email);
      const refreshToken = issued.offline ? `1//${randomBytes(32).toString('base64url')}` : undefined;
      if (refreshToken) refreshTokens.set(refreshToken, issued.email);
      return send(response, 200, {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 3599,
        scope: issued.scope,
        ...(refreshToken ? { refresh_token: refreshToken } : {}),
      });
    }

    const now = Math.floor(Date.now() / 1000);
    const tamper = provider.tamper;
    const claims = {
      iss: tamper === 'wrongIssuer' ? 'https://accounts.example.com' : provider.issuer,
      sub: issued.subject,
      aud: tamper === 'wrongAudience' ? 'another-client.apps.googleusercontent.com' : clientId,
      azp: clientId,
      iat: tamper === 'expired' ? now - 7200 : now,
      exp: tamper === 'expired' ? now - 3600 : now + 3600,
      nonce: tamper === 'wrongNonce' ? 'not-the-nonce' : issued.nonce,
      email: issued.email,
      email_verified: issued.emailVerified,
      name: issued.email.split('@')[0],
    };
    const idToken = signJwt(claims, tamper === 'unsigned' ? null : tamper === 'forged' ? forger.privateKey : keys.privateKey);
    return send(response, 200, {
      access_token: randomBytes(24).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid email profile',
      ...(tamper === 'noIdToken' ? {} : { id_token: idToken }),
    });
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  provider.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return provider;
}

function send(response: ServerResponse, status: number, json: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(json));
}
function html(response: ServerResponse, status: number, content: string) {
  response
    .writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
    .end(`<!doctype html><html lang="it"><head><title>Fake Google</title></head><body>${content}</body></html>`);
}
function body(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      data += chunk;
      if (data.length > 100_000) request.destroy();
    });
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });
}
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
