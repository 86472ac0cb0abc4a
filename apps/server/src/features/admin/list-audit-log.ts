import { and, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { auditSentence } from '@app/shared/audit-sentence';
import { displayName } from '@app/shared/display-name';
import type { auditQuerySchema, AuditEntry } from '@app/shared/api/admin';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { adminAuditLog } from '../../db/schema/admin.js';
import { profiles } from '../../db/schema/accounts.js';
import { users } from '../../db/schema/auth.js';
import { billingProfiles } from '../../db/schema/billing.js';
import { shownEmail } from '../account/shown-email.js';

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
  const people = await namesOf(db, [...page.map((r) => r.actorId), ...page.filter((r) => r.targetType === 'user').map((r) => r.targetId)]);
  return {
    entries: page.map((row) => {
      const person = row.targetType === 'user' ? people.get(row.targetId) : undefined;
      const summary = auditSentence({
        action: row.action,
        actor: people.get(row.actorId)?.label ?? row.actorEmail,
        // A person deleted since is named by the address recorded then.
        target: row.targetType === 'user' ? (person?.label ?? row.targetLabel) : row.targetLabel,
        company: person?.company ?? null,
        before: row.before,
        after: row.after,
      });
      return { ...row, createdAt: row.createdAt.toISOString(), summary };
    }),
    nextCursor: rows.length > query.limit ? page[page.length - 1]!.id : null,
  };
}

/** 'Anna Bianchi (anna@esempio.it)' and the company of their account, for the people an audit page names. */
async function namesOf(db: DbOrTx, ids: string[]): Promise<Map<string, { label: string; company: string | null }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      email: shownEmail(),
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      company: billingProfiles.companyName,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(billingProfiles, eq(billingProfiles.accountId, users.accountId))
    .where(inArray(users.id, unique));
  return new Map(
    rows.map((r) => {
      const name = displayName({ firstName: r.firstName, lastName: r.lastName, email: r.email });
      return [r.id, { label: name === r.email.split('@')[0] ? r.email : `${name} (${r.email})`, company: r.company }];
    }),
  );
}
