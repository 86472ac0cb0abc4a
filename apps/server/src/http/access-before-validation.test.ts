import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithOwner, createAgent, createUser } from '../test/factories.js';
import { signIn } from '../test/sign-in.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Issue 33: one order everywhere, the caller's access to the resource first, then the body. Every operation with a
 * path parameter and a JSON body, called by the owner of another account with an invalid body, answers 404 (the
 * resource does not exist for them), never a 400 that would say the route validated first. What belongs to an agent
 * is called with a real agent of the first account.
 */
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, unknown> };
}

let t: TestApp;
let agentId: string;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let strangerCookie: string;
let operations: { method: string; path: string; query: string[]; json: boolean }[];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
  owner = await createAccountWithOwner(t.ctx.db, { plan: 'pro' });
  agentId = (await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id })).id;
  const stranger = await createAccountWithOwner(t.ctx.db, { plan: 'pro' });
  strangerCookie = await signIn(t, stranger);
  const paths = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, Operation>> }>()
    .paths;
  operations = Object.entries(paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        json: Boolean(op.requestBody?.content['application/json']),
        hasPath: Boolean(op.parameters?.some((p) => p.in === 'path')),
      }))
      .filter((op) => op.hasPath && (op.json || op.query.length > 0))
      // Public routes and the public API have no account to compare; the back office sees every account; the
      // data export's download checks its export and its token in one step (a malformed token is bad input, and
      // says nothing of whether the export exists); the messaging channels' webhooks are called by Meta and
      // Telegram, known by their signature or token alone.
      .filter(() => !/^\/api\/(public|widget|v1|super-admin|auth|channels)\//.test(path) && path !== '/api/account/export/{id}/download'),
  );
});
afterAll(async () => t.close());

const fill = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string, offset: number) =>
    offset === '/api/agents/'.length && path.startsWith('/api/agents/') ? agentId : randomUUID(),
  );

describe("another account's resources", () => {
  it('answer 404 before their invalid body is looked at, on every operation with a path and a body', async () => {
    expect(operations.map((op) => `${op.method} ${op.path}`)).toContain('PUT /api/agents/{agentId}');
    expect(operations.length).toBeGreaterThan(8);
    const wrong: string[] = [];
    for (const { method, path, query, json } of operations) {
      // Every query parameter with a NUL (refused by validation), and bodies that are no valid input.
      const badQuery = query.length ? `?${query.map((name) => `${name}=%00`).join('&')}` : '';
      for (const payload of json ? ['[]', '{"campo": ', '{}'] : [undefined]) {
        const res = await t.request({
          method: method as 'PUT',
          url: `${fill(path)}${badQuery}`,
          cookie: strangerCookie,
          payload,
          ...(payload === undefined ? {} : { headers: { 'content-type': 'application/json' } }),
        });
        if (res.statusCode !== 404)
          wrong.push(`${method} ${path}${badQuery} ${payload ?? ''} → ${res.statusCode} ${res.json<{ message: string }>().message}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('members of the same account', () => {
  it('are refused by their role (403) or not shown the agent (404) before their invalid body is looked at', async () => {
    const user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const instructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
    const put = async (cookie: string, url: string) =>
      (await t.request({ method: 'PUT', url, cookie, payload: '[]', headers: { 'content-type': 'application/json' } })).statusCode;
    const userCookie = await signIn(t, user);
    expect(await put(userCookie, `/api/agents/${agentId}`)).toBe(403);
    expect(await put(userCookie, `/api/agents/${agentId}/widget`)).toBe(403);
    // An instructor sees only the agents assigned to them.
    expect(await put(await signIn(t, instructor), `/api/agents/${agentId}`)).toBe(404);
    // The owner, who may act, is told what is wrong with the body.
    expect(await put(await signIn(t, owner), `/api/agents/${agentId}`)).toBe(400);
  });
});
