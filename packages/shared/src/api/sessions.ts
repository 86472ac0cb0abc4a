import { DEVICE_KINDS } from '../states/sessions.js';
import { SESSION_NOT_FOUND } from '../i18n/sessions.js';
import { z } from 'zod';

/** The user's signed-in browsers (issue 17): listed on the profile, each can be ended. */

/** 'Ricordami' unchecked: the cookie ends with the browser, and the server ends the session after this long anyway. */
export const BROWSER_SESSION_HOURS = 12;

export { DEVICE_KINDS, type DeviceKind } from '../states/sessions.js';

export const userSessionSchema = z.object({
  id: z.string(),
  /** Browser and system as read from the user agent; null when it names neither. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  device: z.enum(DEVICE_KINDS),
  /** The address with its last part hidden (`1.2.3.x`), the only place we tell without an outside service (ADR 0107). */
  place: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
  /** Signed in without 'Ricordami': ends with the browser. */
  persistent: z.boolean(),
  /** The password was given but not yet the code this user must present: someone may know the password. */
  awaitingSecondFactor: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

export const userSessionsSchema = z.object({ sessions: z.array(userSessionSchema) });
export const sessionIdParamsSchema = z.object({ sessionId: z.string().min(1, SESSION_NOT_FOUND).max(64, SESSION_NOT_FOUND) });
export const endedSessionsSchema = z.object({ success: z.literal(true), message: z.string(), ended: z.number() });
