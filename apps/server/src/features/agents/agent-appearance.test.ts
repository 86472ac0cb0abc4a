import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { vector } from '@electric-sql/pglite-pgvector';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { APPEARANCE_MESSAGES } from '@app/shared/i18n/agents';
import { accentPalette, accentTextColor, contrastRatio, isUsableAccent } from '@app/shared/accent-color';
import { MESSAGES } from '@app/shared/i18n/common';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { agents } from '../../db/schema/agents.js';
import { MIGRATIONS_FOLDER } from '../../db/migrate.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let agent: Awaited<ReturnType<typeof createAgent>>;
let cookie: string;
const look = {
  welcomeMessage: 'Benvenuto allo sportello!',
  suggestedQuestions: ['Quanto costa la consegna?', 'Orari di apertura?'],
  color: '#0F766E',
  avatarUrl: 'https://cdn.esempio.it/avatar.png',
};
const put = (payload: unknown, who = cookie, id = agent.id) =>
  t.request({ method: 'PUT', url: `/api/agents/${id}/appearance`, cookie: who, payload: payload as object });
const row = async () => (await t.ctx.db.select().from(agents).where(eq(agents.id, agent.id)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccountWithOwner(t.ctx.db);
  agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Sportello' });
  cookie = await signIn(t, owner);
});
afterAll(async () => {
  await t.close();
});

describe('accent colour and contrast (WCAG 2.1)', () => {
  it('computes the standard ratios and picks the text colour that reaches AA', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2563eb', '#ffffff')).toBeCloseTo(5.17, 1);
    expect(accentTextColor('#0f766e')).toBe('#ffffff');
    // A mid orange: black text reads better than white.
    expect(accentTextColor('#d97706')).toBe('#000000');
    for (const c of ['#d97706', '#0f766e', '#767676', '#1e3a8a', '#b45309', '#7c3aed']) {
      expect(contrastRatio(c, accentTextColor(c))).toBeGreaterThanOrEqual(4.5);
    }
    expect(isUsableAccent('#ffff00')).toBe(false);
    expect(isUsableAccent('#767676')).toBe(true);
  });

  it('darkens a colour saved before the rule until it stands out from white, and keeps its text at AA', () => {
    const { accent, text } = accentPalette('#ffff00');
    expect(contrastRatio(accent, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(accent, text)).toBeGreaterThanOrEqual(4.5);
    expect(accentPalette(null).accent).toBe('#4f46e5');
  });
});

describe("PUT /api/agents/:id/appearance ('Aspetto')", () => {
  it('saves the look once and every chat shows it: test chat, public link, widget', async () => {
    const res = await put(look);
    expect(res.statusCode).toBe(200);
    const expected = { ...look, color: '#0f766e', textColor: '#ffffff' };
    expect(res.json().appearance).toEqual(expected);

    const detail = await t.request({ method: 'GET', url: `/api/agents/${agent.id}`, cookie });
    expect(detail.json().appearance).toEqual(expected);
    const history = await t.request({ method: 'GET', url: `/api/agents/${agent.id}/chat/history`, cookie });
    expect(history.json().agent.appearance).toEqual(expected);
    const publicAgent = await t.request({ method: 'GET', url: `/api/public/agents/${agent.id}` });
    expect(publicAgent.statusCode).toBe(200);
    expect(publicAgent.json().appearance).toEqual(expected);
    // The widget reads the same look (its own settings only say where it may appear).
    await t.request({
      method: 'PUT',
      url: `/api/agents/${agent.id}/widget`,
      cookie,
      payload: { position: 'right', bubbleLabel: '', allowedDomains: ['negozio.example.it'], identityRequired: false },
    });
    const widget = await t.request({
      method: 'GET',
      url: `/api/widget/agents/${agent.id}`,
      headers: { origin: 'https://negozio.example.it' },
    });
    expect(widget.json()).toMatchObject({
      welcomeMessage: look.welcomeMessage,
      suggestedQuestions: look.suggestedQuestions,
      color: '#0f766e',
      textColor: '#ffffff',
      avatarUrl: look.avatarUrl,
    });
  });

  it('a duplicate keeps the look', async () => {
    await put(look);
    const copy = await t.request({ method: 'POST', url: `/api/agents/${agent.id}/duplicate`, cookie });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().appearance.welcomeMessage).toBe(look.welcomeMessage);
  });

  it('refuses bad input in Italian with a 400 and changes nothing', async () => {
    await put(look);
    const before = await row();
    const bad: [unknown, string][] = [
      [{ ...look, color: '#ffff00' }, APPEARANCE_MESSAGES.colorTooLight],
      [{ ...look, color: '#f1f5f9' }, APPEARANCE_MESSAGES.colorTooLight],
      [{ ...look, color: 'rosso' }, APPEARANCE_MESSAGES.colorInvalid],
      [{ ...look, color: '#12345' }, APPEARANCE_MESSAGES.colorInvalid],
      [{ ...look, avatarUrl: 'javascript:alert(1)' }, APPEARANCE_MESSAGES.avatarInvalid],
      [{ ...look, avatarUrl: 'https://x.it/a.png) url(https://evil' }, APPEARANCE_MESSAGES.avatarInvalid],
      [{ ...look, suggestedQuestions: ['1', '2', '3', '4', '5', '6'] }, APPEARANCE_MESSAGES.questionsInvalid],
      [{ ...look, suggestedQuestions: ['   '] }, APPEARANCE_MESSAGES.questionsInvalid],
      [{ ...look, welcomeMessage: 'x'.repeat(501) }, APPEARANCE_MESSAGES.welcomeTooLong],
      [{ ...look, color: undefined }, APPEARANCE_MESSAGES.colorInvalid],
      [[], 'Richiesta non valida'],
    ];
    for (const [payload, message] of bad) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await row()).toEqual(before);
  });

  it("another account's agent answers 404, a member who may not manage it 403, nothing changes", async () => {
    const before = await row();
    const stranger = await createAccountWithOwner(t.ctx.db);
    const foreign = await put({ ...look, color: '#1e3a8a' }, await signIn(t, stranger));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MESSAGES.agentNotFound);
    // A user and an admin see the agent but may not manage it (D3): 403.
    for (const role of ['user', 'admin'] as const) {
      const member = await createUser(t.ctx.db, { accountId: owner.accountId, role });
      const denied = await put({ ...look, color: '#1e3a8a' }, await signIn(t, member));
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe(MESSAGES.agentForbidden);
    }
    // An instructor not assigned to it does not even see it: 404.
    const instructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
    expect((await put({ ...look, color: '#1e3a8a' }, await signIn(t, instructor))).statusCode).toBe(404);
    expect(await row()).toEqual(before);
    expect((await put(look, '')).statusCode).toBe(401);
  });
});

describe('the migration that moves the look from the widget to the agent', () => {
  it("keeps each widget's welcome message, questions, colour and avatar", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'appearance-migration-'));
    try {
      await cp(MIGRATIONS_FOLDER, dir, { recursive: true });
      const journalPath = join(dir, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
      const at = journal.entries.findIndex((e) => e.tag.endsWith('_agent_appearance'));
      expect(at).toBeGreaterThan(0);
      await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
      const client = new PGlite({ extensions: { unaccent, pg_trgm, btree_gin, vector } });
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: dir });
      await client.exec(`
        insert into accounts (id, name) values ('a1', 'Ditta');
        insert into users (id, email, name, account_id) values ('u1', 'a@b.it', 'A', 'a1');
        insert into agents (id, account_id, user_id, name, instructions) values ('g1', 'a1', 'u1', 'Uno', 'x'), ('g2', 'a1', 'u1', 'Due', 'x');
        insert into agent_widgets (agent_id, account_id, welcome_message, suggested_questions, color, avatar_url)
          values ('g1', 'a1', 'Ciao!', '["Orari?"]', '#0f766e', 'https://x.it/a.png');
      `);
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      const rows = await client.query<Record<string, unknown>>(
        'select id, welcome_message, suggested_questions, accent_color, avatar_url from agents order by id',
      );
      expect(rows.rows).toEqual([
        { id: 'g1', welcome_message: 'Ciao!', suggested_questions: ['Orari?'], accent_color: '#0f766e', avatar_url: 'https://x.it/a.png' },
        { id: 'g2', welcome_message: '', suggested_questions: [], accent_color: null, avatar_url: null },
      ]);
      await client.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
