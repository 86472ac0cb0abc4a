import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freshPostgresDatabase } from '../test/test-app.js';

const run = promisify(execFile);
const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), 'create-super-admin.ts');

describe('npm run create-super-admin', () => {
  it('prints the sign-in link at the configured APP_URL, not at the port the server listens on', { timeout: 300_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'super-admin-cli-'));
    // On PostgreSQL, a copy of the migrated template: the command's subject is what it prints, and an embedded database
    // created and migrated from nothing cost most of its two minutes on a loaded machine. On PGlite, the data folder.
    const postgres = await freshPostgresDatabase();
    try {
      const { stdout } = await run(
        process.execPath,
        ['--import', 'tsx', CLI, '--email', 'operatore@agenti.example.it', '--password', 'Una-Password-Sicura1!'],
        {
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            DATABASE_URL: postgres?.url ?? '',
            APP_URL: 'https://agenti.example.it/',
            PORT: '4567',
            LOG_LEVEL: 'warn',
          },
        },
      );
      expect(stdout).toContain('Super admin operatore@agenti.example.it pronto: accedi da https://agenti.example.it/super-admin/login');
      expect(stdout).toContain('Al primo accesso configurerai il secondo fattore');
      expect(stdout).not.toContain('4567');
      expect(stdout).not.toContain('localhost');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await postgres?.drop();
    }
  });
});
