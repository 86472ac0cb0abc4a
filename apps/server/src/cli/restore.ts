import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config.js';
import { restoreDataDir } from '../db/backup.js';
import { runDataDirCommand } from './data-dir-command.js';
import { backupCountsText } from './backup-counts.js';

/** npm run restore -- --from CARTELLA: into DATA_DIR (or --data-dir), which must hold no data yet. */
await runDataDirCommand(async () => {
  const { values } = parseArgs({ options: { from: { type: 'string' }, 'data-dir': { type: 'string' } } });
  if (!values.from) throw new Error('Indica il backup da ripristinare: npm run restore -- --from CARTELLA [--data-dir CARTELLA]');
  // Only DATA_DIR is read: a placeholder secret keeps loadConfig from creating one in the folder being saved or filled.
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', AUTH_SECRET: 'not-used-by-this-command' });
  const dataDir = path.resolve(values['data-dir'] ?? config.dataDir);
  const manifest = await restoreDataDir(path.resolve(values.from), dataDir);
  return (
    `Ripristino completato in ${dataDir} dal backup del ${manifest.createdAt}: ${backupCountsText(manifest.counts)} e ` +
    `${manifest.files.count} file ritrovati. Ora avvia il server con npm start.`
  );
});
