import { eq } from 'drizzle-orm';
import type { GoogleCalendarEntry } from '@app/shared/api/google-calendar';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { googleCalendarConnections } from '../../db/schema/google-calendar.js';
import { open, seal } from '../../auth/secret-box.js';
import { calendarApi, GoogleRefusedError, refreshTokens } from './google-api.js';

/** The secret-box purpose the connection's tokens are sealed under (ADR 0330). */
const PURPOSE = 'google-calendar/tokens';
/** An access token this close to its expiry is refreshed before use. */
const EXPIRY_MARGIN_MS = 60_000;

export type ConnectionRow = typeof googleCalendarConnections.$inferSelect;

export async function connectionOf(db: DbOrTx, accountId: string): Promise<ConnectionRow | null> {
  const [row] = await db.select().from(googleCalendarConnections).where(eq(googleCalendarConnections.accountId, accountId));
  return row ?? null;
}

export const sealToken = (ctx: AppContext, token: string) => seal(ctx.config.AUTH_SECRET, PURPOSE, token);

/** A fresh access token from the refresh token, stored sealed for the next calls. */
async function refreshed(ctx: AppContext, row: ConnectionRow): Promise<string> {
  const granted = await refreshTokens(ctx.config, open(ctx.config.AUTH_SECRET, PURPOSE, row.refreshToken));
  await ctx.db
    .update(googleCalendarConnections)
    .set({
      accessToken: sealToken(ctx, granted.accessToken),
      accessTokenExpiresAt: granted.expiresAt,
      // Google may rotate the refresh token: keep the newest.
      ...(granted.refreshToken ? { refreshToken: sealToken(ctx, granted.refreshToken) } : {}),
    })
    .where(eq(googleCalendarConnections.accountId, row.accountId));
  return granted.accessToken;
}

/**
 * A Calendar API call on the account's behalf: the stored access token while it lasts, else (or when Google answers
 * 401 anyway) a refreshed one, once.
 */
export async function callAsAccount(
  ctx: AppContext,
  row: ConnectionRow,
  call: { method: string; path: string; body?: unknown; timeoutMs?: number },
) {
  const valid =
    row.accessToken && row.accessTokenExpiresAt && row.accessTokenExpiresAt.getTime() - EXPIRY_MARGIN_MS > Date.now()
      ? open(ctx.config.AUTH_SECRET, PURPOSE, row.accessToken)
      : null;
  if (valid) {
    try {
      return await calendarApi(ctx.config, valid, call);
    } catch (err) {
      if (!(err instanceof GoogleRefusedError && err.status === 401)) throw err;
    }
  }
  return calendarApi(ctx.config, await refreshed(ctx, row), call);
}

/** The calendars bookings may be written to: those the Google account owns or may write to. */
export async function writableCalendars(ctx: AppContext, row: ConnectionRow): Promise<GoogleCalendarEntry[]> {
  const { json } = await callAsAccount(ctx, row, { method: 'GET', path: '/users/me/calendarList?minAccessRole=writer' });
  const items = Array.isArray(json.items) ? (json.items as Record<string, unknown>[]) : [];
  return items
    .filter((c) => typeof c.id === 'string' && (c.accessRole === 'owner' || c.accessRole === 'writer'))
    .map((c) => ({
      id: c.id as string,
      summary: typeof c.summaryOverride === 'string' ? c.summaryOverride : typeof c.summary === 'string' ? c.summary : (c.id as string),
      primary: c.primary === true,
    }));
}
