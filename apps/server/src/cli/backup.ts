import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config.js';
import { backupDataDir } from '../db/backup.js';
import { runDataDirCommand } from './data-dir-command.js';
import { backupCountsText } from './backup-counts.js';

/** npm run backup [-- --out CARTELLA]: the embedded database and the files of DATA_DIR, with a manifest. */
await runDataDirCommand(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  // Only DATA_DIR is read: a placeholder secret keeps loadConfig from creating one in the folder being saved or filled.
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', AUTH_SECRET: 'not-used-by-this-command' });
  const out = path.resolve(values.out ?? path.join('backups', `agenti-${new Date().toISOString().replace(/[:.]/g, '-')}`));
  const manifest = await backupDataDir(config.dataDir, out);
  return `Backup completato in ${out}: ${backupCountsText(manifest.counts)}; ${manifest.files.count} file (${manifest.files.bytes} byte).`;
});
