import { existsSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createAccountWithOwner, createUser } from '../test/factories.js';
import { signIn } from '../test/sign-in.js';
import { upload, waitForDocument } from '../test/knowledge-uploads.js';
import { openDatabase } from '../db/client.js';
import { sessions, users } from '../db/schema/auth.js';
import { agents } from '../db/schema/agents.js';
import { createRealtime, type Realtime } from './realtime.js';

let t: TestApp;
let working: Realtime;
let broken: Realtime;
const warnings: { msg: string; type?: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // A realtime whose database connection is gone: every NOTIFY really fails, as when the database drops it.
  const gone = t.ctx.database.url ? await openDatabase({ databaseUrl: t.ctx.database.url }) : await openDatabase({ dataDir: 'memory://' });
  const log = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line)) }) as unknown as FastifyBaseLogger;
  broken = await createRealtime(gone, log);
  await gone.close();
  working = t.ctx.realtime;
  t.ctx.realtime = broken;
});
afterAll(async () => {
  t.ctx.realtime = working;
  await broken.close().catch(() => undefined);
  await t.close();
});

const lostNotifications = (type: string) => warnings.filter((w) => w.msg === 'realtime event not published' && w.type === type).length;

describe('a change whose notification cannot be sent', () => {
  it('creates the agent and answers 201: the lost notification is logged, not returned as an error', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    const before = lostNotifications('agents.changed');

    const created = await t.request({ method: 'POST', url: '/api/agents', cookie, payload: { name: 'Agente', instructions: 'Rispondi.' } });

    expect(created.statusCode).toBe(201);
    const [row] = await t.ctx.db.select({ id: agents.id }).from(agents).where(eq(agents.id, created.json().id));
    expect(row).toBeDefined();
    expect(lostNotifications('agents.changed')).toBe(before + 1);
  });

  it('keeps an uploaded document and its file, and still processes it', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    const agent = await t.request({ method: 'POST', url: '/api/agents', cookie, payload: { name: 'Agente', instructions: 'Rispondi.' } });

    const res = await upload(t, cookie, agent.json().id, {
      name: 'orari.txt',
      data: Buffer.from('Siamo aperti dal lunedì al venerdì.'),
      type: 'text/plain',
    });

    expect(res.statusCode).toBe(201);
    const doc = await waitForDocument(t, res.json().id);
    expect(doc.status).toBe('processed');
    expect(existsSync(path.join(t.config.dataDir, 'files', doc.filePath))).toBe(true);
    expect(lostNotifications('documents.changed')).toBeGreaterThan(0);
  });

  it("changes a member's role and answers 200", async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const cookie = await signIn(t, owner);

    const res = await t.request({ method: 'PATCH', url: `/api/team/members/${member.id}/role`, cookie, payload: { role: 'admin' } });

    expect(res.statusCode).toBe(200);
    const [row] = await t.ctx.db.select({ role: users.role }).from(users).where(eq(users.id, member.id));
    expect(row?.role).toBe('admin');
  });

  it('signs out and answers 200', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);

    const res = await t.request({ method: 'POST', url: '/api/auth/logout', cookie });

    expect(res.statusCode).toBe(200);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, owner.id))).toEqual([]);
  });
});

describe('the event catalogue', () => {
  it('refuses at compile time an event it does not list, a wrong address or a missing payload', () => {
    // Never called: these lines are checked by `npm run typecheck`, which fails if any of them compiles.
    const misuse = (realtime: Realtime) => [
      // @ts-expect-error an event type that is not in the catalogue
      realtime.publish({ type: 'agents.renamed', accountId: 'a' }),
      // @ts-expect-error an account's event cannot be addressed to one user
      realtime.publish({ type: 'team.changed', userId: 'u' }),
      // @ts-expect-error documents.changed names its agent
      realtime.publish({ type: 'documents.changed', accountId: 'a' }),
    ];
    expect(misuse).toBeTypeOf('function');
  });
});
