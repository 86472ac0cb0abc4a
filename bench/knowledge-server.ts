// The product's API server as main.ts builds it, without the web app (benchmarks need only the API).
// Run with: node --import tsx bench/knowledge-server.ts (environment as for the server).
import { loadConfig } from '../apps/server/src/config/config.js';
import { createAppContext } from '../apps/server/src/bootstrap.js';
import { buildApp } from '../apps/server/src/http/app.js';

const config = loadConfig();
const ctx = await createAppContext(config);
const app = await buildApp(ctx);
const shutdown = async () => {
  await app.close();
  await ctx.database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
await app.listen({ port: config.PORT, host: config.HOST });
