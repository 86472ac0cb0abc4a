import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config/config.js';
import { closeAppContext, createAppContext } from '../bootstrap.js';
import { buildApp } from '../http/app.js';
import type { AppContext } from '../app-context.js';
import { createAccountWithOwner } from '../test/factories.js';
import { cookieFrom } from '../test/test-app.js';
import { multipart } from '../test/knowledge-uploads.js';
import { agentDocuments } from '../db/schema/documents.js';

const CLI_DIR = path.dirname(fileURLToPath(import.meta.url));

/** Runs `npm run backup|restore` as a person would (the TypeScript entry, through tsx): exit code and output. */
function cli(
  name: 'backup' | 'restore',
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(CLI_DIR, `${name}.ts`), ...args],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STORAGE_DRIVER: 'local', LOG_LEVEL: 'warn', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

/** The product on DATA_DIR as `npm start` opens it: PGlite in `pglite/`, files in `files/`, the secret beside them. */
async function startProduct(dataDir: string): Promise<{ ctx: AppContext; app: FastifyInstance; close: () => Promise<void> }> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: 'http://localhost:3000' }, { dataDir });
  const ctx = await createAppContext(config);
  const app = await buildApp(ctx);
  await app.ready();
  return {
    ctx,
    app,
    close: async () => {
      await app.close();
      await closeAppContext(ctx);
    },
  };
}

const dirs: string[] = [];
const newDir = async (name: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), `agenti-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const COUNTED = ['accounts', 'agents', 'agent_documents', 'document_chunks', 'conversations', 'messages'] as const;
async function counts(ctx: AppContext) {
  const out: Record<string, number> = {};
  for (const table of COUNTED)
    out[table] = (await ctx.database.sql.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
  return out;
}

describe('npm run backup and npm run restore (embedded database and local files)', () => {
  it(
    'save a populated product and bring every account, agent, document, chunk and conversation back in a new data directory',
    { timeout: 300_000 },
    async () => {
      const original = await newDir('original');
      const product = await startProduct(original);
      const owner = await createAccountWithOwner(product.ctx.db);
      const login = await product.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: owner.email, password: owner.password },
      });
      const cookie = cookieFrom(login);
      const agent = (
        await product.app.inject({
          method: 'POST',
          url: '/api/agents',
          headers: { cookie },
          payload: { name: 'Agente Salvato', description: 'Da ripristinare', instructions: 'Rispondi in italiano.' },
        })
      ).json<{ id: string }>();
      const body = multipart({
        name: 'orari.txt',
        data: Buffer.from('Il negozio è aperto dal lunedì al sabato, dalle 9 alle 19.\n\nLa domenica è chiuso.'),
      });
      const uploaded = await product.app.inject({
        method: 'POST',
        url: `/api/agents/${agent.id}/documents`,
        headers: { cookie, ...body.headers },
        payload: body.payload,
      });
      expect(uploaded.statusCode).toBe(201);
      const documentId = uploaded.json<{ id: string }>().id;
      for (let i = 0; i < 600; i += 1) {
        const [doc] = await product.ctx.db.select().from(agentDocuments).where(eq(agentDocuments.id, documentId));
        if (doc?.status === 'processed') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const answer = await product.app.inject({
        method: 'POST',
        url: `/api/public/agents/${agent.id}/messages`,
        payload: { text: 'Quando è aperto il negozio?', visitorId: randomUUID() },
      });
      expect(answer.body).toContain('"done"');
      const before = await counts(product.ctx);
      expect(before.document_chunks).toBeGreaterThan(0);
      expect(before.messages).toBe(2);

      // While the product runs on the data directory, a backup would read a database being written: refused.
      const busy = await cli('backup', ['--out', path.join(await newDir('busy'), 'b')], original);
      expect(busy.code).toBe(1);
      expect(busy.out).toContain('è già in uso dal processo');
      await product.close();

      const backupDir = path.join(await newDir('backups'), 'agenti-prova');
      const backup = await cli('backup', ['--out', backupDir], original);
      expect(backup.out).toContain(`Backup completato in ${backupDir}`);
      expect(backup.code).toBe(0);
      expect((await readdir(backupDir)).sort()).toEqual(['auth-secret', 'database.tar.gz', 'files', 'manifest.json']);

      const restored = await newDir('restored');
      const restore = await cli('restore', ['--from', backupDir], restored);
      expect(restore.out).toContain(`Ripristino completato in ${restored}`);
      expect(restore.code).toBe(0);
      // A second restore into data it would overwrite changes nothing.
      const again = await cli('restore', ['--from', backupDir], restored);
      expect(again.code).toBe(1);
      expect(again.out).toContain('contiene già dati');

      const back = await startProduct(restored);
      try {
        expect(await counts(back.ctx)).toEqual(before);
        const [doc] = await back.ctx.db.select().from(agentDocuments).where(eq(agentDocuments.id, documentId));
        expect((await back.ctx.storage.readAll(doc!.filePath, 1_000_000)).toString('utf8')).toContain('dalle 9 alle 19');
        // The secret came back too: the session signed in before the backup still opens the agent list.
        const list = await back.app.inject({ method: 'GET', url: '/api/agents', headers: { cookie } });
        expect(list.statusCode).toBe(200);
        expect(JSON.stringify(list.json())).toContain('Agente Salvato');
      } finally {
        await back.close();
      }
    },
  );

  it('say what to do instead on PostgreSQL, and refuse a folder that is not a backup', { timeout: 120_000 }, async () => {
    const dataDir = await newDir('empty');
    const notABackup = await cli('restore', ['--from', dataDir], dataDir);
    expect(notABackup.code).toBe(1);
    expect(notABackup.out).toContain('non è un backup di Agenti AI');
    const noFrom = await cli('restore', [], dataDir);
    expect(noFrom.code).toBe(1);
    expect(noFrom.out).toContain('npm run restore -- --from CARTELLA');
    const postgres = await cli('backup', [], dataDir, { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/agenti' });
    expect(postgres.code).toBe(2);
    expect(postgres.out).toContain('usa pg_dump/pg_restore');
  });
});
