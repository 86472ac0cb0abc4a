import { and, asc, count, eq, ne } from 'drizzle-orm';
import { canManageSavedReplies, type MemberCaller } from '@app/shared/roles';
import { SAVED_REPLY_MESSAGES } from '@app/shared/i18n/saved-replies';
import type { SavedReply, SavedReplyBody, SavedReplyList } from '@app/shared/api/saved-replies';
import type { DbOrTx } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { savedReplies } from '../../db/schema/team-phone.js';
import { conflict, forbidden, notFound } from '../../base/errors.js';

const MAX_REPLIES = 200;

const toDto = (r: typeof savedReplies.$inferSelect): SavedReply => ({
  id: r.id,
  title: r.title,
  text: r.text,
  updatedAt: r.updatedAt.toISOString(),
});

/** The account's saved replies, by title: every member reads them (to insert them in a reply). */
export async function listSavedReplies(db: DbOrTx, caller: MemberCaller): Promise<SavedReplyList> {
  const rows = await db.select().from(savedReplies).where(eq(savedReplies.accountId, caller.accountId)).orderBy(asc(savedReplies.title));
  return { replies: rows.map(toDto), canManage: canManageSavedReplies(caller.role) };
}

function requireManager(caller: MemberCaller) {
  if (!canManageSavedReplies(caller.role)) throw forbidden(SAVED_REPLY_MESSAGES.forbidden, 'SAVED_REPLIES_FORBIDDEN');
}

async function requireTitleFree(db: DbOrTx, caller: MemberCaller, title: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: savedReplies.id })
    .from(savedReplies)
    .where(
      and(
        eq(savedReplies.accountId, caller.accountId),
        eq(savedReplies.title, title),
        exceptId ? ne(savedReplies.id, exceptId) : undefined,
      ),
    );
  if (taken) throw conflict(SAVED_REPLY_MESSAGES.titleTaken, 'TITLE_TAKEN');
}

export async function createSavedReply(db: DbOrTx, { caller, input }: { caller: MemberCaller; input: Required<SavedReplyBody> }) {
  requireManager(caller);
  return db.transaction(async (tx) => {
    const [n] = await tx.select({ n: count() }).from(savedReplies).where(eq(savedReplies.accountId, caller.accountId));
    if ((n?.n ?? 0) >= MAX_REPLIES) throw conflict(SAVED_REPLY_MESSAGES.tooMany, 'TOO_MANY_SAVED_REPLIES');
    await requireTitleFree(tx, caller, input.title);
    const [row] = await tx
      .insert(savedReplies)
      .values({ id: newId(), accountId: caller.accountId, title: input.title, text: input.text, createdBy: caller.userId })
      .returning();
    return toDto(row!);
  });
}

export async function updateSavedReply(
  db: DbOrTx,
  { caller, replyId, input }: { caller: MemberCaller; replyId: string; input: Required<SavedReplyBody> },
) {
  requireManager(caller);
  return db.transaction(async (tx) => {
    await requireTitleFree(tx, caller, input.title, replyId);
    const [row] = await tx
      .update(savedReplies)
      .set({ title: input.title, text: input.text, updatedAt: new Date() })
      .where(and(eq(savedReplies.id, replyId), eq(savedReplies.accountId, caller.accountId)))
      .returning();
    if (!row) throw notFound(SAVED_REPLY_MESSAGES.notFound, 'SAVED_REPLY_NOT_FOUND');
    return toDto(row);
  });
}

export async function deleteSavedReply(db: DbOrTx, { caller, replyId }: { caller: MemberCaller; replyId: string }) {
  requireManager(caller);
  const removed = await db
    .delete(savedReplies)
    .where(and(eq(savedReplies.id, replyId), eq(savedReplies.accountId, caller.accountId)))
    .returning({ id: savedReplies.id });
  if (!removed.length) throw notFound(SAVED_REPLY_MESSAGES.notFound, 'SAVED_REPLY_NOT_FOUND');
}

/** Another account's saved reply, or none, is 404 before its body is read (issue 33): nothing is said about it. */
export async function requireSavedReply(db: DbOrTx, caller: MemberCaller, replyId: string): Promise<void> {
  const [row] = await db
    .select({ id: savedReplies.id })
    .from(savedReplies)
    .where(and(eq(savedReplies.id, replyId), eq(savedReplies.accountId, caller.accountId)))
    .limit(1);
  if (!row) throw notFound(SAVED_REPLY_MESSAGES.notFound, 'SAVED_REPLY_NOT_FOUND');
}
