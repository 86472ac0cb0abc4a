import { and, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { auditQuerySchema, AuditEntry } from '@app/shared/api/admin';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { adminAuditLog } from '../../db/schema/admin.js';

type Query = z.output<typeof auditQuerySchema>;
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The operators' audit log, newest first, filtered, a page at a time (cursor: the last entry's id). */
export async function listAuditLog(db: DbOrTx, query: Query): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  const where: SQL[] = [];
  if (query.action) where.push(eq(adminAuditLog.action, query.action));
  if (query.actor) where.push(ilike(adminAuditLog.actorEmail, like(query.actor)));
  if (query.target) {
    where.push(or(eq(adminAuditLog.targetId, query.target), ilike(adminAuditLog.targetLabel, like(query.target)))!);
  }
  if (query.cursor) {
    const [last] = await db.select({ createdAt: adminAuditLog.createdAt }).from(adminAuditLog).where(eq(adminAuditLog.id, query.cursor));
    if (last) {
      where.push(
        or(
          lt(adminAuditLog.createdAt, last.createdAt),
          and(eq(adminAuditLog.createdAt, last.createdAt), sql`${adminAuditLog.id} < ${query.cursor}`),
        )!,
      );
    }
  }
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(and(...where))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    nextCursor: rows.length > query.limit ? page[page.length - 1]!.id : null,
  };
}
