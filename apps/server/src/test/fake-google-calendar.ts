import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The Google Calendar API v3 part of the fake Google (`fake-openid-provider.ts` mounts it under /calendar/v3), speaking
 * the real request and response shapes (issue 46, ADR 0330): calendarList, freeBusy, events insert/patch/delete, with
 * Google's error body `{ error: { code, message, errors: [{ domain, reason }], status } }`. Bearer access tokens are
 * the ones the fake's token endpoint issued; each belongs to one Google account, which sees only its calendars.
 * Only node: modules, so the browser tests' global setup can start it too.
 */
export interface FakeCalendarEntry {
  id: string;
  summary: string;
  primary?: boolean;
  accessRole: 'owner' | 'writer' | 'reader' | 'freeBusyReader';
}

export interface FakeEvent {
  id: string;
  status: 'confirmed' | 'tentative' | 'cancelled';
  summary?: string;
  description?: string;
  start: { dateTime: string; timeZone?: string };
  end: { dateTime: string; timeZone?: string };
  /** 'transparent' events do not make their time busy (Google's freeBusy leaves them out). */
  transparency?: 'opaque' | 'transparent';
  extendedProperties?: { private?: Record<string, string> };
}

export interface FakeGoogleCalendar {
  /** Every Calendar API call answers 503 (an outage), the OAuth endpoints keep working. */
  down: boolean;
  /** Method and path of every Calendar API request, in order. */
  requests: { method: string; path: string }[];
  /** The calendars of a Google account (made on first use: the primary one, a shared writable one, a read-only one). */
  calendarsOf(email: string): FakeCalendarEntry[];
  /** The events of a calendar that are not deleted. */
  eventsOf(calendarId: string): FakeEvent[];
  /** Someone else's appointment in the calendar: its time is busy. */
  addBusy(calendarId: string, start: Date, end: Date): void;
}

/** Google's id of a secondary calendar: `<something>@group.calendar.google.com`. */
export const sharedCalendarIdOf = (email: string) =>
  `${createHash('sha256').update(email).digest('hex').slice(0, 26)}@group.calendar.google.com`;

export function createFakeGoogleCalendar(tokenOwner: (accessToken: string) => string | null) {
  const calendars = new Map<string, FakeCalendarEntry[]>();
  const events = new Map<string, Map<string, FakeEvent>>();
  const eventsIn = (calendarId: string) => {
    let map = events.get(calendarId);
    if (!map) events.set(calendarId, (map = new Map()));
    return map;
  };

  const calendar: FakeGoogleCalendar = {
    down: false,
    requests: [],
    calendarsOf(email) {
      let list = calendars.get(email);
      if (!list) {
        list = [
          { id: email, summary: email, primary: true, accessRole: 'owner' },
          { id: sharedCalendarIdOf(email), summary: 'Appuntamenti del salone', accessRole: 'writer' },
          { id: 'it.italian#holiday@group.v.calendar.google.com', summary: 'Festività in Italia', accessRole: 'reader' },
        ];
        calendars.set(email, list);
      }
      return list;
    },
    eventsOf: (calendarId) => [...eventsIn(calendarId).values()].filter((e) => e.status !== 'cancelled'),
    addBusy(calendarId, start, end) {
      const id = randomBytes(10).toString('hex');
      eventsIn(calendarId).set(id, {
        id,
        status: 'confirmed',
        summary: 'Impegno',
        start: { dateTime: start.toISOString() },
        end: { dateTime: end.toISOString() },
      });
    },
  };

  /** Handles /calendar/v3/…; answers whether the path was one of its own. */
  async function handle(request: IncomingMessage, response: ServerResponse, url: URL, body: () => Promise<string>): Promise<boolean> {
    if (!url.pathname.startsWith('/calendar/v3/')) return false;
    calendar.requests.push({ method: request.method ?? 'GET', path: url.pathname });
    if (calendar.down) {
      googleError(response, 503, 'The service is currently unavailable.', 'backendError', 'UNAVAILABLE');
      return true;
    }
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const email = token ? tokenOwner(token) : null;
    if (!email) {
      googleError(response, 401, 'Request had invalid authentication credentials.', 'authError', 'UNAUTHENTICATED');
      return true;
    }
    const own = calendar.calendarsOf(email);
    const path = url.pathname.slice('/calendar/v3'.length);

    if (request.method === 'GET' && path === '/users/me/calendarList') {
      send(response, 200, {
        kind: 'calendar#calendarList',
        etag: '"p33c"',
        items: own.map((c) => ({
          kind: 'calendar#calendarListEntry',
          id: c.id,
          summary: c.summary,
          timeZone: 'Europe/Rome',
          accessRole: c.accessRole,
          ...(c.primary ? { primary: true } : {}),
        })),
      });
      return true;
    }
    if (request.method === 'POST' && path === '/freeBusy') {
      const input = JSON.parse((await body()) || '{}') as { timeMin?: string; timeMax?: string; items?: { id: string }[] };
      if (!input.timeMin || !input.timeMax || !Array.isArray(input.items)) {
        googleError(response, 400, 'Missing timeMin, timeMax or items.', 'required', 'INVALID_ARGUMENT');
        return true;
      }
      const min = Date.parse(input.timeMin);
      const max = Date.parse(input.timeMax);
      const result: Record<string, unknown> = {};
      for (const { id } of input.items) {
        if (!own.some((c) => c.id === id)) {
          result[id] = { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] };
          continue;
        }
        const busy = calendar
          .eventsOf(id)
          .filter((e) => e.transparency !== 'transparent')
          .filter((e) => Date.parse(e.start.dateTime) < max && Date.parse(e.end.dateTime) > min)
          .map((e) => ({ start: new Date(e.start.dateTime).toISOString(), end: new Date(e.end.dateTime).toISOString() }));
        result[id] = { busy };
      }
      send(response, 200, { kind: 'calendar#freeBusy', timeMin: input.timeMin, timeMax: input.timeMax, calendars: result });
      return true;
    }
    const eventsPath = /^\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
    if (eventsPath) {
      const calendarId = decodeURIComponent(eventsPath[1]!);
      const eventId = eventsPath[2] ? decodeURIComponent(eventsPath[2]) : null;
      const entry = own.find((c) => c.id === calendarId);
      if (!entry) {
        googleError(response, 404, 'Not Found', 'notFound', 'NOT_FOUND');
        return true;
      }
      if (request.method !== 'GET' && entry.accessRole !== 'owner' && entry.accessRole !== 'writer') {
        googleError(response, 403, 'You need to have writer access to this calendar.', 'requiredAccessLevel', 'PERMISSION_DENIED');
        return true;
      }
      const store = eventsIn(calendarId);
      if (request.method === 'POST' && !eventId) {
        const input = JSON.parse((await body()) || '{}') as Partial<FakeEvent>;
        if (!input.start?.dateTime || !input.end?.dateTime) {
          googleError(response, 400, 'Missing end time.', 'required', 'INVALID_ARGUMENT');
          return true;
        }
        const id = input.id ?? randomBytes(13).toString('hex');
        if (!/^[a-v0-9]{5,1024}$/.test(id)) {
          googleError(response, 400, 'Invalid resource id value.', 'invalid', 'INVALID_ARGUMENT');
          return true;
        }
        if (store.has(id)) {
          googleError(response, 409, 'The requested identifier already exists.', 'duplicate', 'ALREADY_EXISTS');
          return true;
        }
        const event: FakeEvent = { status: 'confirmed', ...input, id } as FakeEvent;
        store.set(id, event);
        send(response, 200, eventBody(calendarId, event));
        return true;
      }
      const existing = eventId ? store.get(eventId) : undefined;
      if (!eventId || !existing) {
        googleError(response, 404, 'Not Found', 'notFound', 'NOT_FOUND');
        return true;
      }
      if (request.method === 'PATCH') {
        const input = JSON.parse((await body()) || '{}') as Partial<FakeEvent>;
        const event = { ...existing, ...input, id: existing.id } as FakeEvent;
        store.set(existing.id, event);
        send(response, 200, eventBody(calendarId, event));
        return true;
      }
      if (request.method === 'DELETE') {
        if (existing.status === 'cancelled') {
          googleError(response, 410, 'Resource has been deleted', 'deleted', 'GONE');
          return true;
        }
        store.set(existing.id, { ...existing, status: 'cancelled' });
        response.writeHead(204).end();
        return true;
      }
      if (request.method === 'GET') {
        send(response, 200, eventBody(calendarId, existing));
        return true;
      }
    }
    googleError(response, 404, 'Not Found', 'notFound', 'NOT_FOUND');
    return true;
  }

  return { calendar, handle };
}

const eventBody = (calendarId: string, e: FakeEvent) => ({
  kind: 'calendar#event',
  etag: `"${Date.now()}"`,
  htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(`${e.id} ${calendarId}`).toString('base64url')}`,
  organizer: { email: calendarId, self: true },
  ...e,
});

function googleError(response: ServerResponse, code: number, message: string, reason: string, status: string) {
  send(response, code, { error: { code, message, errors: [{ domain: 'global', reason, message }], status } });
}
function send(response: ServerResponse, status: number, json: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(json));
}
