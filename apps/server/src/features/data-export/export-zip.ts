import type { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { AppContext } from '../../app-context.js';
import { accounts, profiles } from '../../db/schema/accounts.js';
import { agents, collaborativeMemories } from '../../db/schema/agents.js';
import { users } from '../../db/schema/auth.js';
import { invoices } from '../../db/schema/billing.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { agentDocuments } from '../../db/schema/documents.js';
import { agentWidgets } from '../../db/schema/integrations.js';
import { leads } from '../../db/schema/leads.js';

/** Kinds worth deflating: PDF, DOCX, XLSX, audio and video are compressed already, deflating them only costs CPU. */
const COMPRESSIBLE_KINDS = new Set(['txt', 'csv']);

/** The account's rows, as the JSON files of the export. */
async function exportJson(ctx: AppContext, accountId: string): Promise<[string, unknown][]> {
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
  const byConversation = new Map<string, typeof messageRows>();
  for (const m of messageRows) {
    const list = byConversation.get(m.conversationId);
    if (list) list.push(m);
    else byConversation.set(m.conversationId, [m]);
  }
  const widgets = await db.select().from(agentWidgets).where(eq(agentWidgets.accountId, accountId));
  return [
    ['account.json', { id: account?.id, plan: account?.plan, createdAt: account?.createdAt }],
    ['agents.json', agentRows.map((a) => ({ ...a, apiKeyId: undefined }))],
    ['agent-settings.json', widgets.map((w) => ({ ...w, identitySecret: undefined }))],
    ['memories.json', await db.select().from(collaborativeMemories).where(eq(collaborativeMemories.accountId, accountId))],
    ['members.json', members],
    ['conversations.json', conversationRows.map((c) => ({ ...c, messages: byConversation.get(c.id) ?? [] }))],
    // The contacts visitors left (issue 30), oldest first.
    ['leads.json', await db.select().from(leads).where(eq(leads.accountId, accountId)).orderBy(asc(leads.createdAt))],
    ['invoices.json', await db.select().from(invoices).where(eq(invoices.accountId, accountId))],
  ];
}

/**
 * The export's ZIP as a stream (ADR 0223): the JSON of the account's data, then each original file read from storage
 * while it is written, one at a time. Nothing waits in memory but the JSON and the pieces in flight, whatever the
 * files weigh; the caller streams it to storage, whose pace (backpressure) sets the reads'. A file that fails to read
 * fails the stream.
 */
export async function exportZipStream(ctx: AppContext, accountId: string): Promise<Readable> {
  const json = await exportJson(ctx, accountId);
  const documents = await ctx.db.select().from(agentDocuments).where(eq(agentDocuments.accountId, accountId));
  // A document whose file is gone (removed by a deletion that raced the export) is listed without its file.
  const stored = (
    await Promise.all(
      documents.map(async (d) =>
        (await ctx.storage.size(d.filePath).then(
          () => true,
          () => false,
        ))
          ? [d]
          : [],
      ),
    )
  ).flat();
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  zip.on('error', (err: Error) => output.destroy(err));
  for (const [name, value] of json) zip.addBuffer(Buffer.from(JSON.stringify(value, null, 2)), name);
  zip.addBuffer(
    Buffer.from(
      JSON.stringify(
        documents.map((d) => ({
          id: d.id,
          agentId: d.agentId,
          fileName: d.fileName,
          fileType: d.fileType,
          sizeBytes: d.sizeBytes,
          status: d.status,
        })),
        null,
        2,
      ),
    ),
    'documents.json',
  );
  for (const doc of stored) {
    zip.addReadStreamLazy(`files/${doc.agentId}/${doc.id}-${doc.fileName}`, { compress: COMPRESSIBLE_KINDS.has(doc.fileType) }, (ready) => {
      const file = ctx.storage.read(doc.filePath);
      // yazl pipes the file without listening for its errors: a read that fails must fail the whole ZIP.
      file.on('error', (err) => output.destroy(err));
      ready(null, file);
    });
  }
  zip.end();
  return output;
}
