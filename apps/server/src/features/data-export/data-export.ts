import { createHmac, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import JSZip from 'jszip';
import { DATA_EXPORT_DAYS, type DataExport } from '@app/shared/api/data-export';
import { DATA_EXPORT_MESSAGES } from '@app/shared/i18n/data-export';
import type { OwnerCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { accounts, dataExports, profiles } from '../../db/schema/accounts.js';
import { agents, collaborativeMemories } from '../../db/schema/agents.js';
import { users } from '../../db/schema/auth.js';
import { invoices } from '../../db/schema/billing.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { agentDocuments } from '../../db/schema/documents.js';
import { agentWidgets } from '../../db/schema/integrations.js';
import { leads } from '../../db/schema/leads.js';
import { newId } from '../../db/ids.js';
import { conflict, notFound } from '../../base/errors.js';
import { dataExportReadyEmail } from './data-export-emails.js';

export const DATA_EXPORT_QUEUE = 'data-export';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The ZIP's size ceiling: what the account may store, plus room for its JSON. */
const MAX_ZIP_BYTES = 11 * 1024 * 1024 * 1024;

/** The signature of a download link: the export's id and expiry, signed with the server's secret. */
function sign(secret: string, id: string, expiresAt: Date): string {
  const until = expiresAt.getTime().toString(36);
  return `${until}.${createHmac('sha256', secret).update(`data-export:${id}:${until}`).digest('base64url')}`;
}

export function downloadUrl(ctx: AppContext, id: string, expiresAt: Date): string {
  return `${ctx.config.APP_URL}/api/account/export/${id}/download?token=${sign(ctx.config.AUTH_SECRET, id, expiresAt)}`;
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

/** The ZIP behind a signed link, while it is valid: anyone holding the link, like the e-mail's. */
export async function unsafeOpenDataExport(ctx: AppContext, id: string, token: string) {
  const [row] = await ctx.db.select().from(dataExports).where(eq(dataExports.id, id));
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

/** Builds the ZIP: JSON of the account's data and its original files. */
async function buildZip(ctx: AppContext, accountId: string): Promise<Buffer> {
  const db = ctx.db;
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  const agentRows = await db.select().from(agents).where(eq(agents.accountId, accountId)).orderBy(asc(agents.createdAt));
  const members = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.accountId, accountId));
  const conversationRows = await db.select().from(conversations).where(eq(conversations.accountId, accountId));
  const messageRows = await db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      sender: messages.sender,
      text: messages.text,
      sources: messages.sources,
      rating: messages.rating,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.accountId, accountId))
    .orderBy(asc(messages.createdAt));
  const documents = await db.select().from(agentDocuments).where(eq(agentDocuments.accountId, accountId));
  const zip = new JSZip();
  const json = (name: string, value: unknown) => zip.file(name, JSON.stringify(value, null, 2));
  json('account.json', { id: account?.id, plan: account?.plan, createdAt: account?.createdAt });
  json(
    'agents.json',
    agentRows.map((a) => ({ ...a, apiKeyId: undefined })),
  );
  json(
    'agent-settings.json',
    await db
      .select()
      .from(agentWidgets)
      .where(eq(agentWidgets.accountId, accountId))
      .then((rows) => rows.map((w) => ({ ...w, identitySecret: undefined }))),
  );
  json('memories.json', await db.select().from(collaborativeMemories).where(eq(collaborativeMemories.accountId, accountId)));
  json('members.json', members);
  json(
    'conversations.json',
    conversationRows.map((c) => ({ ...c, messages: messageRows.filter((m) => m.conversationId === c.id) })),
  );
  // The contacts visitors left (issue 30), oldest first.
  json('leads.json', await db.select().from(leads).where(eq(leads.accountId, accountId)).orderBy(asc(leads.createdAt)));
  json('invoices.json', await db.select().from(invoices).where(eq(invoices.accountId, accountId)));
  json(
    'documents.json',
    documents.map((d) => ({
      id: d.id,
      agentId: d.agentId,
      fileName: d.fileName,
      fileType: d.fileType,
      sizeBytes: d.sizeBytes,
      status: d.status,
    })),
  );
  for (const doc of documents) {
    const bytes = await ctx.storage.readAll(doc.filePath, 1024 * 1024 * 1024).catch(() => null);
    if (bytes) zip.file(`files/${doc.agentId}/${doc.id}-${doc.fileName}`, bytes);
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The signed link, to whoever asked for the export (if they are still a member). */
async function mailExportReady(ctx: AppContext, row: typeof dataExports.$inferSelect, expiresAt: Date): Promise<void> {
  const [to] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.id, [row.requestedBy]));
  if (!to) return;
  await ctx.mailer.send(dataExportReadyEmail(to.email, downloadUrl(ctx, row.id, expiresAt)));
}

/** The job: builds and stores the ZIP, then e-mails the signed link to whoever asked; a failure says so in Italian. */
export async function registerDataExportJob(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<{ exportId: string }>(DATA_EXPORT_QUEUE, async ({ exportId }) => {
    const [row] = await ctx.db.select().from(dataExports).where(eq(dataExports.id, exportId));
    if (!row || row.status !== 'pending') return;
    let expiresAt: Date;
    try {
      const zip = await buildZip(ctx, row.accountId);
      // Under the account's prefix: deleting the account removes it with its other files.
      const key = `${row.accountId}/exports/${row.id}.zip`;
      const size = await ctx.storage.put(key, Readable.from([zip]), { maxBytes: MAX_ZIP_BYTES });
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
  });
}
