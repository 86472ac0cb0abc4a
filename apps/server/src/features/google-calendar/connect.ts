import { and, eq, isNull, sql } from 'drizzle-orm';
import type { GoogleCalendarOutcome, GoogleCalendarStatus } from '@app/shared/api/google-calendar';
import { GOOGLE_CALENDAR_MESSAGES as M } from '@app/shared/i18n/google-calendar';
import { canManageGoogleCalendar, type MemberCaller } from '@app/shared/roles';
import type { Plan } from '@app/shared/plans';
import type { AppContext } from '../../app-context.js';
import { actionTokens } from '../../db/schema/platform.js';
import { googleCalendarConnections } from '../../db/schema/google-calendar.js';
import { newId } from '../../db/ids.js';
import { hashLinkToken, newLinkToken } from '../../auth/link-tokens.js';
import { pkceChallenge, randomToken } from '../../auth/openid-client.js';
import { AppError, badRequest, conflict, forbidden } from '../../base/errors.js';
import { getAccountPlan, requireActivePlan } from '../account/plan-state.js';
import { authorizeUrl, calendarEnabled, GoogleUnavailableError, redeemCode } from './google-api.js';
import { connectionOf, sealToken, writableCalendars } from './connection.js';

const STATE_KIND = 'google_calendar';
export const STATE_TTL_SECONDS = 10 * 60;

const unavailable = () => new AppError(503, 'GOOGLE_CALENDAR_UNAVAILABLE', M.unavailable);

/** Owner and admin (like the calendar feed); the server configured for Google; Pro or Avanzato (403, or 402 when ended). */
async function requireManager(ctx: AppContext, caller: MemberCaller): Promise<Plan> {
  if (!canManageGoogleCalendar(caller.role)) throw forbidden();
  const plan = await requireActivePlan(ctx.db, caller.accountId);
  if (!plan.googleCalendar) throw forbidden(M.planRequired, 'GOOGLE_CALENDAR_PLAN_REQUIRED');
  if (!calendarEnabled(ctx.config)) throw conflict(M.notConfigured, 'GOOGLE_CALENDAR_NOT_CONFIGURED');
  return plan;
}

/** The page the callback sends the browser back to: one of ours, a path, never another site. */
export const safeReturnPath = (value: unknown): string =>
  typeof value === 'string' && /^\/[A-Za-z0-9/_-]{0,200}$/.test(value) && !value.startsWith('//') ? value : '/bookings';

export async function googleCalendarStatus(ctx: AppContext, caller: MemberCaller): Promise<GoogleCalendarStatus> {
  if (!canManageGoogleCalendar(caller.role)) throw forbidden();
  const { plan } = await getAccountPlan(ctx.db, caller.accountId);
  const row = await connectionOf(ctx.db, caller.accountId);
  const status: GoogleCalendarStatus = {
    configured: calendarEnabled(ctx.config),
    planAllows: Boolean(plan?.googleCalendar),
    connected: Boolean(row),
    googleEmail: row?.googleEmail ?? null,
    calendarId: row?.calendarId ?? null,
    calendarSummary: row?.calendarSummary ?? null,
    calendars: null,
    unreachable: false,
  };
  if (!row || !status.configured || !status.planAllows) return status;
  try {
    status.calendars = await writableCalendars(ctx, row);
  } catch (err) {
    ctx.log.warn({ err: (err as Error).message, accountId: caller.accountId }, 'Google Calendar list unavailable');
    status.unreachable = true;
  }
  return status;
}

/** Starts the connection: a single-use state bound to this member and this browser, and Google's consent address. */
export async function startConnect(ctx: AppContext, caller: MemberCaller, returnTo: unknown) {
  await requireManager(ctx, caller);
  const { token: state, hash } = newLinkToken();
  const browserKey = randomToken();
  const codeVerifier = randomToken();
  await ctx.db.insert(actionTokens).values({
    id: newId(),
    tokenHash: hash,
    kind: STATE_KIND,
    userId: caller.userId,
    accountId: caller.accountId,
    payload: { codeVerifier, browserKeyHash: hashLinkToken(browserKey), returnTo: safeReturnPath(returnTo) },
    expiresAt: new Date(Date.now() + STATE_TTL_SECONDS * 1000),
  });
  try {
    return { url: await authorizeUrl(ctx.config, { state, codeChallenge: pkceChallenge(codeVerifier) }), browserKey };
  } catch (err) {
    if (err instanceof GoogleUnavailableError) throw unavailable();
    throw err;
  }
}

/**
 * Google's redirect back: the state spent once, from the browser and member that started it, who may still manage the
 * connection on a plan that has it; the code exchanged for tokens (a refresh token required), stored sealed.
 */
export async function finishConnect(
  ctx: AppContext,
  input: { code?: string; state?: string; error?: string; browserKey?: string; caller: { userId: string } | null },
): Promise<{ outcome: GoogleCalendarOutcome; returnTo: string }> {
  if (!input.state) return { outcome: 'failed', returnTo: '/bookings' };
  const [claimed] = await ctx.db
    .update(actionTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(actionTokens.tokenHash, hashLinkToken(input.state)),
        eq(actionTokens.kind, STATE_KIND),
        isNull(actionTokens.usedAt),
        sql`${actionTokens.expiresAt} > now()`,
      ),
    )
    .returning({ payload: actionTokens.payload, userId: actionTokens.userId, accountId: actionTokens.accountId });
  if (!claimed) return { outcome: 'expired', returnTo: '/bookings' };
  const returnTo = safeReturnPath(claimed.payload.returnTo);
  if (
    !input.browserKey ||
    claimed.payload.browserKeyHash !== hashLinkToken(input.browserKey) ||
    !input.caller ||
    input.caller.userId !== claimed.userId ||
    !claimed.accountId
  )
    return { outcome: 'failed', returnTo };
  if (input.error || !input.code) return { outcome: 'denied', returnTo };
  const accountId = claimed.accountId;
  // Still someone who may connect, in the same account, on a plan with Google Calendar.
  const { rows } = await ctx.db.execute<{ role: string; account_id: string }>(
    sql`select role, account_id from users where id = ${claimed.userId} and (banned_until is null or banned_until <= now())`,
  );
  const member = rows[0];
  const { plan } = await getAccountPlan(ctx.db, accountId);
  if (!member || member.account_id !== accountId || !canManageGoogleCalendar(member.role as MemberCaller['role']) || !plan?.googleCalendar)
    return { outcome: 'failed', returnTo };

  const granted = await redeemCode(ctx.config, { code: input.code, codeVerifier: String(claimed.payload.codeVerifier) });
  if (!granted.refreshToken) return { outcome: 'failed', returnTo };
  const values = {
    refreshToken: sealToken(ctx, granted.refreshToken),
    accessToken: sealToken(ctx, granted.accessToken),
    accessTokenExpiresAt: granted.expiresAt,
    connectedById: claimed.userId,
    updatedAt: new Date(),
  };
  await ctx.db
    .insert(googleCalendarConnections)
    .values({ accountId, ...values })
    .onConflictDoUpdate({
      target: googleCalendarConnections.accountId,
      // Connected again (perhaps another Google account): the calendar is chosen again.
      set: { ...values, calendarId: null, calendarSummary: null, googleEmail: null },
    });
  // The Google account's address: its primary calendar's id.
  const row = (await connectionOf(ctx.db, accountId))!;
  const primary = await writableCalendars(ctx, row)
    .then((list) => list.find((c) => c.primary))
    .catch(() => undefined);
  if (primary)
    await ctx.db
      .update(googleCalendarConnections)
      .set({ googleEmail: primary.id })
      .where(eq(googleCalendarConnections.accountId, accountId));
  return { outcome: 'connected', returnTo };
}

/** The calendar busy times are read from and bookings written to: one the Google account may write to. */
export async function chooseCalendar(ctx: AppContext, caller: MemberCaller, calendarId: string): Promise<GoogleCalendarStatus> {
  await requireManager(ctx, caller);
  const row = await connectionOf(ctx.db, caller.accountId);
  if (!row) throw conflict(M.notConnected, 'GOOGLE_CALENDAR_NOT_CONNECTED');
  const calendars = await writableCalendars(ctx, row).catch((err: unknown) => {
    ctx.log.warn({ err: (err as Error).message }, 'Google Calendar list unavailable');
    throw unavailable();
  });
  const chosen = calendars.find((c) => c.id === calendarId);
  if (!chosen) throw badRequest(M.calendarNotFound, 'GOOGLE_CALENDAR_NOT_FOUND');
  await ctx.db
    .update(googleCalendarConnections)
    .set({ calendarId: chosen.id, calendarSummary: chosen.summary, updatedAt: new Date() })
    .where(eq(googleCalendarConnections.accountId, caller.accountId));
  return googleCalendarStatus(ctx, caller);
}

/**
 * Disconnects: the tokens are deleted here (Google's own 'third-party access' page revokes them there). Events
 * already written stay in the calendar; later changes to their bookings are no longer written.
 */
export async function disconnect(ctx: AppContext, caller: MemberCaller): Promise<GoogleCalendarStatus> {
  if (!canManageGoogleCalendar(caller.role)) throw forbidden();
  await ctx.db.delete(googleCalendarConnections).where(eq(googleCalendarConnections.accountId, caller.accountId));
  return googleCalendarStatus(ctx, caller);
}
