import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { DATA_EXPORT_DAYS, dataExportPagePath, type DataExport } from '@app/shared/api/data-export';
import { DATA_EXPORT_MESSAGES } from '@app/shared/i18n/data-export';
import type { OwnerCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { dataExports } from '../../db/schema/accounts.js';
import { users } from '../../db/schema/auth.js';
import { newId } from '../../db/ids.js';
import { conflict, notFound } from '../../base/errors.js';
import { dataExportReadyEmail } from './data-export-emails.js';
import { exportZipStream } from './export-zip.js';

export const DATA_EXPORT_QUEUE = 'data-export';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The ZIP's size ceiling: what the account may store, plus room for its JSON. */
const MAX_ZIP_BYTES = 11 * 1024 * 1024 * 1024;
/**
 * How long an export may run before the queue takes it for dead (ADR 0223): 10 GB at the bench's slowest pace (8 MB/s
 * on the S3 stand-in) take about 21 minutes, past the queue's default 15, after which it would be started again.
 */
const EXPORT_JOB_EXPIRY_SECONDS = 2 * 60 * 60;

/** The signature of a download link: the export's id and expiry, signed with the server's secret. */
function sign(secret: string, id: string, expiresAt: Date): string {
  const until = expiresAt.getTime().toString(36);
  return `${until}.${createHmac('sha256', secret).update(`data-export:${id}:${until}`).digest('base64url')}`;
}

export function downloadUrl(ctx: AppContext, id: string, expiresAt: Date): string {
  return `${ctx.config.APP_URL}/api/account/export/${id}/download?token=${sign(ctx.config.AUTH_SECRET, id, expiresAt)}`;
}

/**
 * The e-mail's link: the app's page for the export, which asks a signed-out owner to sign in first and then starts
 * the download (ADR 0223). The API's link would answer a signed-out browser with JSON.
 */
export function emailLinkUrl(ctx: AppContext, id: string, expiresAt: Date): string {
  return `${ctx.config.APP_URL}${dataExportPagePath(id)}?token=${sign(ctx.config.AUTH_SECRET, id, expiresAt)}`;
}

function toView(ctx: AppContext, row: typeof dataExports.$inferSelect): DataExport {
  const live = row.status === 'ready' && row.expiresAt && row.expiresAt.getTime() > Date.now();
  return {
    id: row.id,
    status: row.status === 'ready' || row.status === 'failed' ? row.status : 'pending',
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
    downloadUrl: live ? downloadUrl(ctx, row.id, row.expiresAt!) : null,
    error: row.error,
  };
}

/** The owner asks for an export: one at a time per account; the job does the work. */
export async function requestDataExport(ctx: AppContext, caller: OwnerCaller): Promise<DataExport> {
  const [running] = await ctx.db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.accountId, caller.accountId), eq(dataExports.status, 'pending')));
  if (running) throw conflict(DATA_EXPORT_MESSAGES.alreadyRunning, 'DATA_EXPORT_RUNNING');
  const [row] = await ctx.db
    .insert(dataExports)
    .values({ id: newId(), accountId: caller.accountId, requestedBy: caller.userId })
    .returning();
  await ctx.jobs.send(DATA_EXPORT_QUEUE, { exportId: row!.id });
  return toView(ctx, row!);
}

/** The account's latest export, for the profile page. */
export async function latestDataExport(ctx: AppContext, caller: OwnerCaller): Promise<DataExport | null> {
  const [row] = await ctx.db
    .select()
    .from(dataExports)
    .where(eq(dataExports.accountId, caller.accountId))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row ? toView(ctx, row) : null;
}

/** One export of the caller's account, for the page the e-mail's link opens; another account's is not found. */
export async function dataExportById(ctx: AppContext, caller: OwnerCaller, id: string): Promise<DataExport> {
  const [row] = await ctx.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.accountId, caller.accountId)));
  if (!row) throw notFound(DATA_EXPORT_MESSAGES.linkInvalid, 'DATA_EXPORT_LINK_INVALID');
  return toView(ctx, row);
}

/**
 * The ZIP behind a signed link, while it is valid, to the owner of the export's account only (ADR 0223): the route's
 * scope asks for the owner's session, the link's token for the link; another account's export is not found.
 */
export async function openDataExport(ctx: AppContext, caller: OwnerCaller, id: string, token: string) {
  const [row] = await ctx.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.accountId, caller.accountId)));
  const invalid = () => notFound(DATA_EXPORT_MESSAGES.linkInvalid, 'DATA_EXPORT_LINK_INVALID');
  if (!row || row.status !== 'ready' || !row.storageKey || !row.expiresAt || row.expiresAt.getTime() <= Date.now()) throw invalid();
  const expected = Buffer.from(sign(ctx.config.AUTH_SECRET, row.id, row.expiresAt));
  const given = Buffer.from(token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  return {
    stream: ctx.storage.read(row.storageKey),
    size: row.sizeBytes,
    fileName: `agenti-ai-dati-${row.createdAt.toISOString().slice(0, 10)}.zip`,
  };
}

/** The signed link, to whoever asked for the export (if they are still a member). */
async function mailExportReady(ctx: AppContext, row: typeof dataExports.$inferSelect, expiresAt: Date): Promise<void> {
  const [to] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.id, [row.requestedBy]));
  if (!to) return;
  await ctx.mailer.send(dataExportReadyEmail(to.email, emailLinkUrl(ctx, row.id, expiresAt)));
}

const exportKey = (accountId: string, id: string) => `${accountId}/exports/${id}.zip`;

/** The job: builds and stores the ZIP, then e-mails the signed link to whoever asked; a failure says so in Italian. */
export async function registerDataExportJob(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<{ exportId: string }>(
    DATA_EXPORT_QUEUE,
    async ({ exportId }) => {
      const [row] = await ctx.db.select().from(dataExports).where(eq(dataExports.id, exportId));
      if (!row || row.status !== 'pending') return;
      let expiresAt: Date;
      try {
        // Under the account's prefix: deleting the account removes it with its other files.
        const key = exportKey(row.accountId, row.id);
        // Streamed from the database and the files to storage as it is written (ADR 0223): memory stays bounded.
        const size = await ctx.storage.put(key, await exportZipStream(ctx, row.accountId), { maxBytes: MAX_ZIP_BYTES });
        expiresAt = new Date(Date.now() + DATA_EXPORT_DAYS * DAY_MS);
        await ctx.db
          .update(dataExports)
          .set({ status: 'ready', storageKey: key, sizeBytes: size, expiresAt })
          .where(eq(dataExports.id, row.id));
      } catch (error) {
        ctx.log.error({ err: error, exportId }, 'data export failed');
        await ctx.db.update(dataExports).set({ status: 'failed', error: DATA_EXPORT_MESSAGES.failed }).where(eq(dataExports.id, row.id));
        return;
      }
      // The export is ready whatever the e-mail does: a mail server that refuses it leaves the link on the profile page,
      // not an export marked failed.
      await mailExportReady(ctx, row, expiresAt).catch((error: unknown) =>
        ctx.log.warn({ err: error, exportId }, 'data export ready, its e-mail could not be sent'),
      );
    },
    { expireInSeconds: EXPORT_JOB_EXPIRY_SECONDS },
  );
}
