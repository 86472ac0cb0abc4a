import { loadConfig } from './config/config.js';
import { createAppContext } from './bootstrap.js';
import { buildApp } from './http/app.js';
import { shutDownGracefully } from './http/readiness.js';
import { companyFrom, refusesInvoices } from './config/company.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const ctx = await createAppContext(config);
  const app = await buildApp(ctx, { serveWeb: true });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await shutDownGracefully(app, ctx, signal === 'SIGTERM' ? config.SHUTDOWN_GRACE_MS : 0);
    await ctx.database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  // Said at start, not only at the first invoice refused (ADR 0221).
  const { missing } = companyFrom(config);
  if (refusesInvoices(config, missing))
    app.log.error({ missing }, `Dati dell'azienda incompleti: nessuna fattura sarà emessa finché mancano ${missing.join(', ')}`);
  app.log.info(`Agenti AI in ascolto su ${config.APP_URL} (database: ${ctx.database.kind}, email: ${ctx.mailer.kind})`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
