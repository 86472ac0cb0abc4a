import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createAccountWithOwner, createAgent, createUser } from '../test/factories.js';
import { signIn } from '../test/sign-in.js';
import { signInSuperAdmin } from '../test/sign-in-super-admin.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { ENGLISH, ENGLISH_BY_SPEC, ITALIAN } from '../test/italian-text.js';
import { eq } from 'drizzle-orm';
import { handoffRequests } from '../db/schema/handoff.js';
import { requestHandoff } from '../features/handoff/request-handoff.js';
import { bookings, bookingServices } from '../db/schema/bookings.js';

/**
 * Every operation of the OpenAPI document, fed malformed input (issues 10 and 18): it must answer a 4xx
 * with an Italian `message` (and Italian `fieldErrors`), never a 500 nor zod's English. A new route that
 * validates in English fails here without anyone writing a test for it. API-key management is English by
 * the spec (§5, §8): its operations are only checked for a 4xx.
 */

interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  default?: unknown;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface Attempt {
  label: string;
  url: string;
  payload?: string;
  contentType?: string;
}

const NUL = 'prima\u0000dopo';

/** A value the schema accepts, so that one mutation at a time is what the server refuses. */
function sample(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sample(schema.anyOf[0]!);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value)]));
    case 'array':
      return [];
    case 'boolean':
      return true;
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    default:
      if (schema.format === 'uuid') return randomUUID();
      return 'testo di prova valido'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 1000);
  }
}

function wrongType(schema: JsonSchema): unknown {
  if (schema.anyOf || schema.type === 'string' || schema.enum) return schema.type === 'string' ? 12345 : { valore: 1 };
  if (schema.type === 'number' || schema.type === 'integer') return 'dodici';
  if (schema.type === 'boolean') return 'sì';
  return 'testo';
}

function isStringSchema(schema: JsonSchema): boolean {
  return schema.type === 'string' || Boolean(schema.anyOf?.some(isStringSchema));
}

function bodyAttempts(url: string, schema: JsonSchema): Attempt[] {
  const json = (label: string, value: unknown): Attempt => ({
    label,
    url,
    payload: JSON.stringify(value),
    contentType: 'application/json',
  });
  const valid = sample(schema) as Record<string, unknown>;
  const attempts: Attempt[] = [
    json('null', null),
    json('[]', []),
    json('a JSON string', 'testo'),
    json('a JSON number', 12345),
    { label: 'text/plain body', url, payload: 'testo semplice', contentType: 'text/plain' },
    { label: 'XML body', url, payload: '<dati/>', contentType: 'application/xml' },
    { label: 'broken JSON', url, payload: '{"campo": ', contentType: 'application/json' },
    { label: 'empty JSON body', url, payload: '', contentType: 'application/json' },
  ];
  if (schema.required?.length) attempts.push(json('{}', {}));
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    attempts.push(json(`${key}: wrong type`, { ...valid, [key]: wrongType(property) }));
    if (schema.required?.includes(key)) {
      const { [key]: _dropped, ...rest } = valid;
      attempts.push(json(`${key}: missing`, rest));
    }
    if (isStringSchema(property)) attempts.push(json(`${key}: NUL character`, { ...valid, [key]: NUL }));
  }
  return attempts;
}

/** A multipart/form-data body with text fields and at most one file, as the chat composer sends it. */
function multipart(label: string, url: string, fields: Record<string, string>, file?: { name: string; content: string }): Attempt {
  const boundary = 'confine';
  const parts = Object.entries(fields).map(([name, value]) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`);
  if (file)
    parts.push(`Content-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/plain\r\n\r\n${file.content}`);
  const payload = `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('')}--${boundary}--\r\n`;
  return { label, url, payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

function fill(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

describe('every operation answers malformed input in Italian', () => {
  let t: TestApp;
  let ownerCookie: string;
  let superAdminCookie: string;
  let agentId: string;
  let memberId: string;
  let requestId: string;
  let bookingId: string;
  let savedReplyId: string;
  let apiToken: string;
  let sent = 0;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
    // A paid plan, so a chat attachment reaches the check of its name.
    const owner = await createAccountWithOwner(t.ctx.db, { plan: 'pro' });
    agentId = (await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id })).id;
    // The team's routes look the member up before the body (issue 33): a real one, so the body is what is refused.
    memberId = (await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' })).id;
    // The inbox checks the caller's access to the request before the body too: a real hand-off request.
    const agent = { id: agentId, accountId: owner.accountId, name: 'Agente' };
    const asked = await requestHandoff(t.ctx, {
      agent,
      channel: 'public',
      visitorId: randomUUID(),
      contact: { name: 'Mario Rossi', email: 'mario.rossi@esempio.it' },
    });
    requestId = (await t.ctx.db.select().from(handoffRequests).where(eq(handoffRequests.conversationId, asked.conversationId)))[0]!.id;
    // Moving a booking checks the caller's access to it before the body too (issue 46): a real booking.
    const serviceId = randomUUID();
    await t.ctx.db
      .insert(bookingServices)
      .values({ id: serviceId, accountId: owner.accountId, agentId, name: 'Taglio', durationMinutes: 30 });
    bookingId = randomUUID();
    const startsAt = new Date(Date.now() + 7 * 86_400_000);
    await t.ctx.db.insert(bookings).values({
      id: bookingId,
      accountId: owner.accountId,
      agentId,
      serviceId,
      channel: 'public',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      status: 'confirmed',
      name: 'Mario Rossi',
    });
    const superAdmin = await createUser(t.ctx.db, { accountId: null, role: 'super_admin' });
    ownerCookie = await signIn(t, owner);
    // A saved reply is looked up before its body too (issue 47).
    const saved = await t.request({
      method: 'POST',
      url: '/api/inbox/saved-replies',
      cookie: ownerCookie,
      payload: { title: 'Orari', text: 'Siamo aperti dalle 9 alle 18.' },
    });
    savedReplyId = saved.json<{ id: string }>().id;
    superAdminCookie = await signInSuperAdmin(t, superAdmin);
    // /api/v1 takes an API token only (issue 14).
    const token = await t.request({
      method: 'POST',
      url: '/api/integrations/tokens',
      cookie: ownerCookie,
      payload: { name: 'Validazione', scope: 'documents', expiresInDays: 30 },
    });
    apiToken = token.json<{ value: string }>().value;
  });
  afterAll(async () => {
    console.info(`italian-validation: ${sent} malformed requests sent`);
    await t.close();
  });

  async function send(method: string, path: string, attempt: Attempt): Promise<LightMyRequestResponse> {
    sent += 1;
    const headers: Record<string, string> = attempt.payload !== undefined ? { 'content-type': attempt.contentType! } : {};
    if (path.startsWith('/api/v1/')) headers.authorization = `Bearer ${apiToken}`;
    return t.request({
      method: method.toUpperCase() as 'POST',
      url: attempt.url,
      // The signed-in caller may reach validation: the owner, or the super admin on the back office.
      cookie: path.startsWith('/api/v1/') ? undefined : path.startsWith('/api/super-admin') ? superAdminCookie : ownerCookie,
      ...(attempt.payload !== undefined ? { payload: attempt.payload } : {}),
      headers,
    });
  }

  /** What is wrong with a refusal, or null when it is a 4xx in Italian. */
  function refusalProblem(res: LightMyRequestResponse, englishAllowed: boolean): string | null {
    if (res.statusCode !== 400 && res.statusCode !== 415) return `status ${res.statusCode}`;
    const body = res.json<{ message?: unknown; code?: unknown; fieldErrors?: Record<string, string[]> }>();
    if (typeof body.message !== 'string' || typeof body.code !== 'string') return 'no { message, code }';
    if (englishAllowed) return null;
    for (const text of [body.message, ...Object.values(body.fieldErrors ?? {}).flat()]) {
      if (ENGLISH.test(text) || !ITALIAN.test(text)) return `not Italian: '${text}'`;
    }
    return null;
  }

  function expectItalianRefusal(res: LightMyRequestResponse, what: string, englishAllowed: boolean) {
    expect(refusalProblem(res, englishAllowed), `${what} → ${res.statusCode} ${res.body}`).toBeNull();
  }

  // Hundreds of requests, one per malformed input of every operation: minutes on a loaded two-core machine.
  it('for bodies, query strings and path parameters of every documented operation', { timeout: 240_000 }, async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    let operations = 0;
    const problems: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const params = operation.parameters ?? [];
        const pathParams = params.filter((p) => p.in === 'path');
        const query = params.filter((p) => p.in === 'query');
        const bodySchema = operation.requestBody?.content['application/json']?.schema;
        if (!bodySchema && params.length === 0) continue;
        operations += 1;
        const real = path.startsWith('/api/team/members/')
          ? memberId
          : path.startsWith('/api/inbox/saved-replies/')
            ? savedReplyId
            : path.startsWith('/api/inbox/')
              ? requestId
              : path.startsWith('/api/bookings/')
                ? bookingId
                : agentId;
        const fake = (p: Parameter) => p.schema.format === 'uuid' && !path.startsWith('/api/inbox/') && !path.startsWith('/api/bookings/');
        const valid = Object.fromEntries(pathParams.map((p) => [p.name, fake(p) ? randomUUID() : real]));
        const validQuery = new URLSearchParams(
          query.filter((p) => p.required).map((p) => [p.name, String(sample(p.schema))] as [string, string]),
        );
        const url = (values: Record<string, string>, search = validQuery) =>
          `${fill(path, values)}${search.size ? `?${search.toString()}` : ''}`;

        const attempts: Attempt[] = bodySchema ? bodyAttempts(url(valid), bodySchema) : [];
        for (const p of pathParams) {
          attempts.push({ label: `${p.name}: NUL character`, url: url({ ...valid, [p.name]: NUL }) });
          const tooLong = 'x'.repeat((p.schema.maxLength ?? 64) + 1);
          attempts.push({ label: `${p.name}: too long`, url: url({ ...valid, [p.name]: tooLong }) });
        }
        for (const p of query) {
          const withValue = (...values: string[]) => {
            const search = new URLSearchParams(validQuery);
            search.delete(p.name);
            for (const value of values) search.append(p.name, value);
            return url(valid, search);
          };
          attempts.push({ label: `?${p.name}: NUL character`, url: withValue(NUL) });
          attempts.push({ label: `?${p.name}: repeated`, url: withValue('uno', 'due') });
          if (p.schema.enum || p.schema.format) attempts.push({ label: `?${p.name}: unknown value`, url: withValue('sconosciuto') });
        }
        for (const attempt of attempts) {
          const res = await send(method, path, attempt);
          const problem = refusalProblem(res, ENGLISH_BY_SPEC(path));
          if (problem) problems.push(`${method.toUpperCase()} ${attempt.url.slice(0, 120)} (${attempt.label}): ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(operations).toBeGreaterThan(30);
  });

  it('for chat messages, whose JSON or multipart body the handler reads itself', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    const chatPosts = Object.entries(doc.paths).filter(([path, methods]) => path.endsWith('/messages') && methods.post);
    expect(chatPosts.length).toBeGreaterThanOrEqual(2);
    for (const [path] of chatPosts) {
      const url = path.replace(/\{\w+\}/g, agentId);
      const visitorId = randomUUID();
      const attempts: Attempt[] = [
        { label: 'JSON text with NUL', url, payload: JSON.stringify({ text: NUL, visitorId }), contentType: 'application/json' },
        multipart('multipart text with NUL', url, { text: NUL, visitorId }),
        multipart('attachment name with NUL', url, { text: 'ciao', visitorId }, { name: `${NUL}.txt`, content: 'testo' }),
      ];
      for (const attempt of attempts) expectItalianRefusal(await send('post', path, attempt), `POST ${path} (${attempt.label})`, false);
    }
  });

  it('names the field in the message and keeps the form sentence in fieldErrors', async () => {
    const res = await send('post', '/api/auth/register', {
      label: 'no confirmPassword',
      url: '/api/auth/register',
      payload: JSON.stringify({ email: 'nuovo@esempio.it', password: 'Password1!' }),
      contentType: 'application/json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'confirmPassword: campo obbligatorio.',
      code: 'VALIDATION_ERROR',
      fieldErrors: { confirmPassword: ['Campo obbligatorio.'] },
      requestId: expect.any(String),
    });
    const address = await t.request({
      method: 'PUT',
      url: '/api/profile/address',
      cookie: ownerCookie,
      payload: { address: NUL },
    });
    expect(address.statusCode).toBe(400);
    expect(address.json()).toMatchObject({
      message: 'address: il testo contiene un carattere non consentito (carattere nullo).',
      fieldErrors: { address: ['Il testo contiene un carattere non consentito (carattere nullo).'] },
    });
    const profile = await t.request({ method: 'GET', url: '/api/profile', cookie: ownerCookie });
    expect(profile.json().address).toBeNull();
  });
});
