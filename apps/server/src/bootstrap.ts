import { registerBookingJobs } from './features/bookings/booking-reminders.js';
import { registerGoogleCalendar } from './features/google-calendar/sync-booking.js';
import path from 'node:path';
import { createMetrics } from './metrics/metrics.js';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/config.js';
import type { AppContext } from './app-context.js';
import { openDatabase, type Database } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { claimDataDir } from './db/data-dir-lock.js';
import { createAuth } from './auth/better-auth.js';
import { createDevMailbox, createSmtpMailer, type Mailer } from './mail/mailer.js';
import { createRealtime } from './realtime/realtime.js';
import { createRowCache } from './db/row-cache.js';
import { createStorage } from './storage/create-storage.js';
import { startJobs } from './jobs/jobs.js';
import { registerKnowledgeJobs } from './features/knowledge/ingestion/process-document-job.js';
import { registerWebsiteJobs } from './features/knowledge/website/register-website-jobs.js';
import { unsafeRemoveLeftoverFiles } from './storage/file-removals.js';
import { sweepInterruptedUploadsNowAndRegularly } from './storage/interrupted-uploads.js';
import { registerRetentionJob } from './features/conversations/delete-expired-conversations.js';
import { registerDataExportJob } from './features/data-export/data-export.js';
import { registerExportCleanupJob } from './features/data-export/delete-expired-exports.js';
import { registerLeadWebhookJobs } from './features/leads/lead-webhook-job.js';
import { registerChannelJobs } from './features/channels/answer-delivery.js';
import { startMailboxReaders } from './features/channels/email/mailbox-readers.js';
import { registerAnalyticsRollupJob } from './features/analytics-rollups/roll-up-analytics.js';
import { unsafeReleaseStaleReplies } from './features/chat/release-stale-replies.js';
import { openRateLimitStore } from './rate-limit/open-store.js';
import { createRateLimiter } from './rate-limit/rate-limiter.js';
import type { RateLimitStore } from './rate-limit/store.js';
import { PRESUMED_DEAD_MS, registerServerInstance, type ServerInstance } from './instances/server-instance.js';
import { sendTrialRemindersRegularly } from './features/billing/send-trial-reminders.js';
import { renewSimulatedSubscriptionsRegularly } from './features/billing/renew-simulated-subscriptions.js';

export interface ContextOptions {
  database?: Database;
  log?: FastifyBaseLogger;
  mailer?: Mailer;
  /** Tests: a store shared by several app contexts, and a clock that makes rate-limit windows end. */
  rateLimits?: { store?: RateLimitStore; now?: () => number };
}

export function createLogger(config: Config): FastifyBaseLogger {
  return pino({ level: config.LOG_LEVEL }) as unknown as FastifyBaseLogger;
}

/** Opens the database (running migrations) and builds every service the routes use. */
export async function createAppContext(config: Config, options: ContextOptions = {}): Promise<AppContext> {
  const log = options.log ?? createLogger(config);
  const database = options.database ?? (await openOwnDatabase(config));
  await runMigrations(database);
  const db = database.db;
  // Opened first: a wrong REDIS_URL stops the boot before queues and listeners start.
  const rateLimitStore = options.rateLimits?.store ?? (await openRateLimitStore(config, database, log));
  const mailer = options.mailer ?? (config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : createDevMailbox(db, log));
  const storage = await createStorage(config);
  const realtime = await createRealtime(database, log);
  const rowCache = await createRowCache(database, log);
  const instance = await registerServerInstance(db, log);
  const jobs = await startJobs(database, log, { instanceId: instance.id, presumedDeadMs: PRESUMED_DEAD_MS });
  const rateLimits = createRateLimiter({ store: rateLimitStore, log, disabled: config.RATE_LIMIT_DISABLED, now: options.rateLimits?.now });
  const ctx: AppContext = {
    config,
    database,
    db,
    log,
    mailer,
    realtime,
    auth: createAuth(config, db, mailer),
    storage,
    rowCache,
    jobs,
    rateLimits,
    metrics: createMetrics({ enabled: Boolean(config.METRICS_TOKEN), sql: database.sql, pool: database.pool }),
    instanceId: instance.id,
    lifecycle: { closing: false },
    onClose: [],
  };
  // Jobs stop first: a job still running must not write after the database closes.
  ctx.onClose.push(
    () => jobs.stop(),
    () => realtime.close(),
    () => rowCache.close(),
    () => rateLimits.close(),
    () => storage.close(),
    // A store handed in by a test belongs to the test.
    async () => (options.rateLimits?.store ? undefined : rateLimitStore.close()),
    () => instance.close(),
  );
  await registerJobHandlers(ctx);
  await releaseStaleRepliesNowAndRegularly(ctx, instance);
  await sweepInterruptedUploadsNowAndRegularly(ctx);
  await sendTrialRemindersRegularly(ctx);
  await renewSimulatedSubscriptionsRegularly(ctx);
  return ctx;
}

/** PostgreSQL, or DATA_DIR's embedded database, claimed for this process until it is closed. */
async function openOwnDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) return openDatabase({ databaseUrl: config.DATABASE_URL });
  const lock = claimDataDir(config.dataDir);
  try {
    const database = await openDatabase({ dataDir: path.join(config.dataDir, 'pglite') });
    const close = database.close;
    database.close = async () => {
      await close();
      lock.release();
    };
    return database;
  } catch (err) {
    lock.release();
    throw err;
  }
}

/** The queue (`jobs/`) knows no feature: each feature that runs background jobs registers them here, one line each. */
async function registerJobHandlers(ctx: AppContext): Promise<void> {
  // Files whose rows a crash deleted without them (an account deletion cut short) go first.
  await unsafeRemoveLeftoverFiles(ctx);
  await registerKnowledgeJobs(ctx);
  await registerWebsiteJobs(ctx);
  await registerRetentionJob(ctx);
  await registerDataExportJob(ctx);
  await registerExportCleanupJob(ctx);
  await registerLeadWebhookJobs(ctx);
  await registerChannelJobs(ctx);
  startMailboxReaders(ctx);
  await registerAnalyticsRollupJob(ctx);
  await registerBookingJobs(ctx);
  await registerGoogleCalendar(ctx);
}

/** Often enough that a reply or a job cut off by a crashed instance is released within half a minute (ADR 0074, 0162). */
const RELEASE_SWEEP_MS = 10_000;

async function releaseStaleRepliesNowAndRegularly(ctx: AppContext, instance: ServerInstance): Promise<void> {
  const release = async () => {
    // Just back from a database outage, every instance looks dead for a moment: nothing is released until the
    // heartbeats have had time to be written again.
    if (instance.recentlyCutOff()) return;
    await Promise.all([
      unsafeReleaseStaleReplies(ctx.db).then(
        (n) => {
          if (n > 0) ctx.log.info(`${n} risposte interrotte rilasciate`);
        },
        (err: unknown) => ctx.log.warn({ err }, 'releasing interrupted replies failed'),
      ),
      // The jobs a dead instance was running go back to their queues (ADR 0162).
      ctx.jobs.reclaimFromDeadInstances().catch((err: unknown) => ctx.log.warn({ err }, 'reclaiming jobs of dead instances failed')),
    ]);
  };
  await release();
  const timer = setInterval(() => void release(), RELEASE_SWEEP_MS);
  timer.unref();
  ctx.onClose.unshift(async () => clearInterval(timer));
}

/** Stops queues and listeners, then closes the database: the order matters for in-flight jobs. */
export async function closeAppContext(ctx: AppContext): Promise<void> {
  for (const close of ctx.onClose) await close();
  await ctx.database.close();
}
