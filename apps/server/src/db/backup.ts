import { cp, mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { claimDataDir } from './data-dir-lock.js';
import { openDatabase, type Database } from './client.js';

/**
 * Backup and restore of the embedded set-up (PGlite + local files): DATA_DIR holds `pglite/` (the database),
 * `files/` (uploaded documents, avatars, search-index snapshots) and `auth-secret` (sessions and the encrypted
 * provider keys depend on it). A backup is a folder: the database as PGlite's own dump, the files copied as they
 * are, the secret, and a manifest that counts what was saved, so a restore proves it got everything back.
 * PostgreSQL and object storage have their own tools (README, 'Backup e ripristino').
 */
export const BACKUP_FORMAT = 1;

/** What a backup holds, counted: a restore must find the same. */
const COUNTED = [
  'accounts',
  'users',
  'agents',
  'agent_documents',
  'document_chunks',
  'conversations',
  'messages',
  'collaborative_memories',
];

export interface BackupManifest {
  format: number;
  createdAt: string;
  counts: Record<string, number>;
  files: { count: number; bytes: number };
}

export class BackupError extends Error {}

export async function backupDataDir(dataDir: string, outDir: string): Promise<BackupManifest> {
  if (!existsSync(path.join(dataDir, 'pglite'))) throw new BackupError(`Nessun database in ${dataDir}: controlla DATA_DIR.`);
  if (existsSync(outDir) && (await readdir(outDir)).length > 0) {
    throw new BackupError(`La cartella ${outDir} non è vuota: scegli una cartella nuova per il backup.`);
  }
  const lock = claimDataDir(dataDir);
  try {
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    let dump: Blob;
    let counts: Record<string, number>;
    try {
      counts = await countRows(database);
      dump = await database.pglite!.dumpDataDir('gzip');
    } finally {
      await database.close();
    }
    await mkdir(outDir, { recursive: true });
    await writeFile(path.join(outDir, 'database.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    const files = await copyIfPresent(path.join(dataDir, 'files'), path.join(outDir, 'files'));
    await copyIfPresent(path.join(dataDir, 'auth-secret'), path.join(outDir, 'auth-secret'));
    const manifest: BackupManifest = { format: BACKUP_FORMAT, createdAt: new Date().toISOString(), counts, files };
    await writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    lock.release();
  }
}

export async function restoreDataDir(backupDir: string, dataDir: string): Promise<BackupManifest> {
  const manifest = await readManifest(backupDir);
  for (const part of ['pglite', 'files']) {
    if (existsSync(path.join(dataDir, part)) && (await readdir(path.join(dataDir, part))).length > 0) {
      throw new BackupError(
        `La cartella dati ${dataDir} contiene già dati (${part}/): il ripristino non sovrascrive nulla. Usa una cartella vuota o spostala.`,
      );
    }
  }
  const lock = claimDataDir(dataDir);
  try {
    const dump = await readFile(path.join(backupDir, 'database.tar.gz'));
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: new Blob([dump]) });
    try {
      const counts = await countRows(database);
      const missing = COUNTED.filter((table) => counts[table] !== manifest.counts[table]);
      if (missing.length > 0)
        throw new BackupError(`Il backup non corrisponde al suo inventario (${missing.join(', ')}): ripristino interrotto.`);
    } finally {
      await database.close();
    }
    const files = await copyIfPresent(path.join(backupDir, 'files'), path.join(dataDir, 'files'));
    if (files.count !== manifest.files.count || files.bytes !== manifest.files.bytes) {
      throw new BackupError('I file del backup non corrispondono al suo inventario: ripristino incompleto.');
    }
    // A secret generated in the empty folder protects nothing yet: the saved one replaces it.
    await copyIfPresent(path.join(backupDir, 'auth-secret'), path.join(dataDir, 'auth-secret'), { overwrite: true });
    return manifest;
  } finally {
    lock.release();
  }
}

async function readManifest(backupDir: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(backupDir, 'manifest.json'), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${backupDir} non è un backup di Agenti AI (manca manifest.json).`);
  }
  if (manifest.format !== BACKUP_FORMAT) throw new BackupError(`Formato di backup ${manifest.format} non supportato.`);
  return manifest;
}

async function countRows(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED) {
    const { rows } = await database.sql.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    counts[table] = rows[0]!.n;
  }
  return counts;
}

/** Copies a file or a folder when it exists; answers how many files and bytes it copied. */
async function copyIfPresent(from: string, to: string, { overwrite = false } = {}): Promise<{ count: number; bytes: number }> {
  if (!existsSync(from)) return { count: 0, bytes: 0 };
  await cp(from, to, { recursive: true, errorOnExist: !overwrite, force: overwrite });
  return measure(to);
}

async function measure(target: string): Promise<{ count: number; bytes: number }> {
  const info = await stat(target);
  if (!info.isDirectory()) return { count: 1, bytes: info.size };
  let count = 0;
  let bytes = 0;
  for (const entry of await readdir(target, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    count += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { count, bytes };
}
