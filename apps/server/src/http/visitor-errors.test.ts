import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorCopy } from '@app/shared/i18n/visitor/index';
import { BOOKING_VISITOR_MESSAGES } from '@app/shared/i18n/bookings';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createAccountWithOwner, createAgent, type CreatedUser } from '../test/factories.js';
import { signIn } from '../test/sign-in.js';
import { visitorSentence } from './visitor-errors.js';
import { enableBookings } from '../test/bookings-setup.js';

/**
 * Issue 48 (ADR 0300): a visitor's malformed booking request and the 429 of a visitor's rate limit are written in the
 * visitor's language (the request's `language`, else the browser's); the team's routes stay Italian.
 */
let t: TestApp;
let owner: CreatedUser & { accountId: string };
let cookie: string;
let agent: Awaited<ReturnType<typeof createAgent>>;
let serviceId: string;
let address = 0;
const nextAddress = () => `10.149.${Math.floor(++address / 250)}.${address % 250}`;
const fr = visitorCopy('fr');
const en = visitorCopy('en');

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccountWithOwner(t.ctx.db, { firstName: 'Olga' });
  cookie = await signIn(t, owner);
  agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Salone Lucia' });
  serviceId = (await enableBookings(t, { agentId: agent.id, cookie, services: [{ name: 'Haircut', priceCents: 2500 }] }))[0]!;
}, 180_000);
afterAll(async () => {
  await t.close();
});

const badBody = (extra: object = {}) => ({
  visitorId: randomUUID(),
  serviceId,
  date: '2026-13-40',
  time: '10:00',
  name: ' ',
  email: 'not-an-address',
  consent: false,
  ...extra,
});
const book = (payload: object, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: `/api/public/agents/${agent.id}/bookings`, payload, headers, remoteAddress: nextAddress() });

describe("a visitor's malformed booking request", () => {
  it("in French: 400 with the form's messages in French, nothing Italian", async () => {
    const res = await book(badBody({ language: 'fr' }));
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; code: string; fieldErrors: Record<string, string[]> }>();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.fieldErrors.date).toEqual([fr.bookings.dateInvalid]);
    expect(body.fieldErrors.name).toEqual([fr.bookings.nameRequired]);
    expect(body.fieldErrors.email).toEqual([fr.requestErrors.emailInvalid]);
    expect(body.fieldErrors.consent).toEqual([fr.bookings.consentRequired]);
    expect(Object.values(body.fieldErrors).flat()).toContain(body.message);
    expect(JSON.stringify(body)).not.toMatch(/non valid[oa]|Inserisci|informativa/);
  });

  it("names a missing field in French; the browser's language serves when the body names none", async () => {
    const missing = await book({
      serviceId,
      date: '2027-01-10',
      time: '10:00',
      name: 'A',
      email: 'a@example.com',
      consent: true,
      language: 'fr',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('visitorId: champ obligatoire.');
    expect(missing.json().fieldErrors.visitorId).toEqual([fr.requestErrors.required]);
    // A sentence of the shared schemas that no visitor section has (an id's) is the language's generic one.
    const badId = await book(badBody({ serviceId: '', language: 'fr' }));
    expect(badId.json().fieldErrors.serviceId).toEqual([fr.requestErrors.invalid]);
    const german = await book(badBody(), { 'accept-language': 'de-CH,de;q=0.9' });
    expect(german.json().fieldErrors.name).toEqual([visitorCopy('de').bookings.nameRequired]);
  });

  it('stays Italian without a language, and for a member whatever the browser', async () => {
    const italian = await book(badBody());
    expect(italian.statusCode).toBe(400);
    expect(italian.json().fieldErrors.name).toEqual([BOOKING_VISITOR_MESSAGES.nameRequired]);
    const member = await t.request({
      method: 'POST',
      url: '/api/bookings',
      cookie,
      headers: { 'accept-language': 'fr-FR' },
      payload: { agentId: agent.id, serviceId, date: '2026-13-40', time: '10:00', name: ' ' },
    });
    expect(member.statusCode).toBe(400);
    expect(member.json().fieldErrors.date).toEqual([BOOKING_VISITOR_MESSAGES.dateInvalid]);
  });
});

describe("a visitor's rate limit", () => {
  it('answers an English visitor in English', async () => {
    // 'bookingVisitor': five bookings a visitor in 15 minutes; refused ones count too (after validation).
    const visitorId = randomUUID();
    const statuses: number[] = [];
    let last = await book({
      visitorId,
      serviceId,
      date: '2026-01-01',
      time: '20:00',
      name: 'Jane',
      email: 'j@example.com',
      consent: true,
      language: 'en',
    });
    statuses.push(last.statusCode);
    for (let i = 0; i < 5; i += 1) {
      last = await book({
        visitorId,
        serviceId,
        date: '2026-01-01',
        time: '20:00',
        name: 'Jane',
        email: 'j@example.com',
        consent: true,
        language: 'en',
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(last.json()).toMatchObject({ code: 'RATE_LIMITED', message: en.bookings.tooManyRequests });
  });

  it("answers the public chat's flood in the browser's language, counted before the body", async () => {
    const remoteAddress = '10.150.0.1';
    let last;
    for (let i = 0; i < 21; i += 1)
      last = await t.request({
        method: 'POST',
        url: `/api/public/agents/${agent.id}/messages`,
        payload: { text: '' },
        headers: { 'accept-language': 'en-US,en;q=0.8' },
        remoteAddress,
      });
    expect(last!.statusCode).toBe(429);
    expect(last!.json().message).toBe(en.refusals.rateLimited);
  });

  it('a sentence the catalogue does not know becomes the generic one of that language, never Italian', () => {
    expect(visitorSentence('Troppe richieste. Riprova tra qualche minuto.', 'es', 'tooMany')).toBe(visitorCopy('es').requestErrors.tooMany);
    expect(visitorSentence('Una frase sconosciuta.', 'de', 'tooMany')).toBe(visitorCopy('de').requestErrors.tooMany);
    expect(visitorSentence('Può contenere al massimo 4000 caratteri.', 'fr', 'invalid')).toBe(fr.requestErrors.tooLong(4000));
    expect(visitorSentence('Una frase sconosciuta.', 'it', 'invalid')).toBe('Una frase sconosciuta.');
  });
});
